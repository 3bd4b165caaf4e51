/// Valid trace text for the endpoint tests: a header line and strokes of touch events whose times
/// increase by 1 ms, each stroke `began`, `moved`..., `ended` (so any prefix of whole strokes, and
/// any split into chunks, follows the reader's rules).
enum TraceLines {
    static let header = #"{"type":"header","format":"gesture-trace","version":1}"# + "\n"

    /// Event `index` (0-based) of a session whose strokes are `strokeLength` events long.
    static func event(_ index: Int, strokeLength: Int = 20, session: Int = 0) -> String {
        let position = index % strokeLength
        let phase = position == 0 ? "began" : position == strokeLength - 1 ? "ended" : "moved"
        let id = index / strokeLength + 1
        return #"{"type":"touch","t":\#(index),"id":\#(id),"phase":"\#(phase)","x":\#(session),"y":\#(position)}"#
            + "\n"
    }

    /// The header and `count` events, as lines (each with its newline).
    static func session(events count: Int, session: Int = 0) -> [String] {
        [header] + (0..<count).map { event($0, session: session) }
    }
}
