import TraceModel

/// One finger's state in one frame of a source log, already converted to the trace's units.
struct Contact: Sendable, Hashable {
    var location: Point
    /// The source's normalised pressure (0...1), when it has one.
    var force: Double?
    /// Half the touch's major axis, in the trace's units, when the source has one.
    var radius: Double?
}
