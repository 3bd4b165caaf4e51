/// Reading a trace failed before any event could be trusted (the file cannot be opened, the
/// header is missing or invalid, the document's structure is broken beyond recovery).
public struct TraceReadError: Error, Sendable, CustomStringConvertible {
    public var diagnostic: TraceDiagnostic
    public init(_ diagnostic: TraceDiagnostic) { self.diagnostic = diagnostic }
    public var description: String { diagnostic.description }
}
