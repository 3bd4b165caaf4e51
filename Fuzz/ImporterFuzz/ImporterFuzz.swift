import TraceImport
import TraceModel
import TraceReading

/// libFuzzer target: the three importers on the bytes as a log, each with the default options and
/// with one scaling set (picked by the input's length), and, for every log that imports, the trace
/// written as JSON Lines and read back. The importers' promise: no crash, hang or unbounded memory
/// on any input, and every trace they write is one the reader accepts with zero errors (the same
/// property `ImporterPropertyTests` checks on the seeds' mutants).
@_cdecl("LLVMFuzzerTestOneInput")
public func importerFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for format in ImportFormat.allCases {
        for options in [ImportOptions(), importerFuzzOptions(size)] {
            guard
                let trace = try? TraceImporter.importTrace(
                    text: text, fileName: "input", format: format, options: options)
            else { continue }
            guard let lines = try? trace.jsonLines() else {
                preconditionFailure("an imported \(format.rawValue) trace could not be written")
            }
            let bytes = Array(lines.utf8)
            let path = bytes.withUnsafeBufferPointer {
                FuzzInputFile.write($0.baseAddress!, $0.count, extension: "jsonl")
            }
            guard let reader = try? TraceReader(path: path) else {
                preconditionFailure("an imported \(format.rawValue) trace cannot be opened:\n\(lines)")
            }
            while reader.next() != nil {}
            precondition(
                reader.errorCount == 0, "an imported \(format.rawValue) trace is invalid: \(reader.diagnostics)")
        }
    }
    return 0
}

/// One of the scaling option sets, chosen by `size` so that each is explored.
func importerFuzzOptions(_ size: Int) -> ImportOptions {
    var options = ImportOptions(keepTimeOffset: size % 2 == 0)
    switch size % 3 {
    case 0: options.getevent.pointsPerUnit = 1e6
    case 1:
        options.getevent.xMax = 1079
        options.getevent.yMax = 2399
        options.getevent.density = 0.01
    default: options.screen = ScreenSize(width: 1e6, height: 1e-6)
    }
    return options
}
