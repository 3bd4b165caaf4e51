/// An in-memory sink, for tests and for tools that build a trace as a string.
public struct StringLineSink: TraceLineSink, Sendable {
    public private(set) var text = ""
    public init() {}
    public mutating func appendLine(_ line: String) { text += line }
}
