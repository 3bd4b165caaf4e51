/// A structural problem in a JSON document, or a read error, found by `DocumentScanner`.
enum ScanFailure: Error {
    case io(POSIXFileError)
    case problem(kind: TraceProblemKind, line: Int, column: Int, message: String)
}
