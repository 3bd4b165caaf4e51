import SystemPackage
import TraceAnalysis

/// Reads a summary partial file in chunks into a `SummaryPartialDecoder` (docs/scale-out.md): the
/// first line is checked before the rest is read, so a file that is not a partial costs one chunk
/// whatever its size, and a partial costs about what the merge keeps of it (its blocks), not the
/// file twice. A line longer than `maximumLine` bytes is refused (`analyze --partial` writes none).
package enum PartialFileReader {
    /// The bytes read at a time.
    package static let chunkSize = 1 << 20
    /// The longest line accepted: a path, an error or an intent id far longer than any written.
    package static let maximumLine = 16 << 20
    /// The longest first line accepted: `gesturetrace-partial<TAB>VERSION`.
    package static let maximumFirstLine = 64

    /// The partial in the file at `path`, checked; `SummaryPartialError` names the file and line.
    package static func read(_ path: String) throws -> SummaryPartial {
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(path, .readOnly)
        } catch {
            throw CorpusError.badInput(
                "\(path): error: cannot read the summary partial: \(FileSystemErrorText.reason(error))")
        }
        defer { try? file.close() }
        var decoder = SummaryPartialDecoder(file: path)
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count: Int
            do {
                count = try chunk.withUnsafeMutableBytes { try file.read(into: $0) }
            } catch {
                throw CorpusError.badInput(
                    "\(path): error: cannot read the summary partial: \(FileSystemErrorText.reason(error))")
            }
            if count == 0 { break }
            var start = 0
            while let end = chunk[start..<count].firstIndex(of: 0x0A) {
                if pending.isEmpty {
                    try feed(chunk[start..<end], to: &decoder, path: path)
                } else {
                    pending += chunk[start..<end]
                    try feed(pending[...], to: &decoder, path: path)
                    pending.removeAll(keepingCapacity: false)
                }
                start = end + 1
            }
            pending += chunk[start..<count]
            let limit = decoder.lineCount == 0 ? maximumFirstLine : maximumLine
            if pending.count > limit {
                // The first line: fed as it is, it is refused as not a partial (or another version).
                if decoder.lineCount == 0 { try feed(pending[...], to: &decoder, path: path) }
                throw SummaryPartialError(
                    file: path, line: decoder.lineCount + 1,
                    "a line longer than \(limit) bytes (analyze --partial writes none)")
            }
        }
        if !pending.isEmpty { try feed(pending[...], to: &decoder, path: path) }
        return try decoder.finish(endsWithLineFeed: pending.isEmpty)
    }

    private static func feed(
        _ bytes: ArraySlice<UInt8>, to decoder: inout SummaryPartialDecoder, path: String
    ) throws(SummaryPartialError) {
        guard let line = String(validating: bytes, as: UTF8.self) else {
            if decoder.lineCount == 0 {
                throw SummaryPartialError(file: path, line: 1, "not a summary partial: the file is not UTF-8 text")
            }
            throw SummaryPartialError(file: path, line: decoder.lineCount + 1, "the line is not UTF-8 text")
        }
        try decoder.feed(line[...])
    }
}
