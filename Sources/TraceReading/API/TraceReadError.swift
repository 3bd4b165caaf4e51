/// Reading a trace failed before any event could be trusted (the file cannot be opened, the
/// header is missing or invalid, the document's structure is broken beyond recovery).
package struct TraceReadError: Error, Sendable, CustomStringConvertible {
    package var diagnostic: TraceDiagnostic
    package init(_ diagnostic: TraceDiagnostic) { self.diagnostic = diagnostic }
    package var description: String { diagnostic.description }
}
