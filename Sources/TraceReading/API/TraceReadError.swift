/// Reading a trace failed before any event could be trusted (the file cannot be opened, the
/// header is missing or invalid, the document's structure is broken beyond recovery).
package struct TraceReadError: Error, Sendable, CustomStringConvertible {
    package var diagnostic: TraceDiagnostic
    /// The file, when it was refused as one of the command's outputs
    /// (`TraceReadOptions.refusedFiles`): no fault of the trace, but of the command line.
    package var refusedFile: FileIdentity?
    package init(_ diagnostic: TraceDiagnostic, refusedFile: FileIdentity? = nil) {
        self.diagnostic = diagnostic
        self.refusedFile = refusedFile
    }
    package var description: String { diagnostic.description }
}
