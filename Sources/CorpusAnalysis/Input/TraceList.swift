import TraceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The folder walk as a list (docs/scale-out.md, "The walk as a list"): `analyze --list-traces`
/// prints it, `analyze --traces-from FILE` reads it back instead of walking, so that a job that
/// splits a corpus across processes reads exactly what one `analyze` over the folders would.
///
/// One JSON object a line (JSON Lines, UTF-8), one line per item of the walk, in walk order, so
/// that any path (a space, a newline, a `:`, a non-ASCII name) survives:
///
///     {"type":"trace","path":"traces/a.jsonl"}
///     {"type":"skipped","path":"traces/link.jsonl","reason":"symbolic link, not followed (give the file itself)"}
///
/// A `trace` is a file the walk reads; a `skipped` item is one it reports but does not read (a
/// link, a FIFO, a name that is not UTF-8), which `analyze` lists as failed. Read back, a `trace`
/// path is opened as given (relative to the working directory) and a `skipped` item stays skipped
/// with its reason, so nothing the walk decided is decided again.
package enum TraceList {
    /// The line of one item (without its line feed).
    package static func line(_ item: TracePathCollector.Item) -> String {
        var members = [JSONMember("type", .string("trace")), JSONMember("path", .string(item.path))]
        if case .skipped(_, let reason) = item {
            members[0] = JSONMember("type", .string("skipped"))
            members.append(JSONMember("reason", .string(reason)))
        }
        var out = ""
        JSONText.appendObject(members, to: &out)
        return out
    }

    /// The items of a list file, in its order. A file that cannot be read is a usage error (exit
    /// 64); a line that is not an item is bad input (exit 65) named `FILE:LINE: error: ...`.
    package static func items(readingFrom file: String) throws(CorpusError) -> [TracePathCollector.Item] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CorpusError.usage("\(file): cannot read the trace list")
        }
        var items: [TracePathCollector.Item] = []
        var lineNumber = 0
        for line in Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            do throws(ListError) {
                items.append(try item(Array(line)))
            } catch {
                throw CorpusError.badInput("\(file):\(lineNumber): error: \(error.message)")
            }
        }
        guard !items.isEmpty else { throw CorpusError.usage("\(file): no traces in the trace list") }
        return items
    }

    private struct ListError: Error {
        package var message: String
    }

    private static let expected =
        #"each line is {"type":"trace","path":PATH} or {"type":"skipped","path":PATH,"reason":REASON}"#

    private static func item(_ line: [UInt8]) throws(ListError) -> TracePathCollector.Item {
        let value: JSONValue
        switch JSONDocumentParser.parse(line) {
        case .success(let parsed): value = parsed
        case .failure(let problem):
            throw ListError(message: "not valid JSON: \(problem.reason) at column \(problem.column); \(expected)")
        }
        guard let members = value.objectMembers else {
            throw ListError(message: "got \(value.kindDescription); \(expected)")
        }
        guard let path = members["path"]?.stringValue, !path.isEmpty else {
            throw ListError(message: "field \"path\": missing or not a non-empty string; \(expected)")
        }
        switch members["type"]?.stringValue {
        case "trace":
            guard members.count == 2 else { throw ListError(message: "unexpected fields; \(expected)") }
            return .trace(path)
        case "skipped":
            guard let reason = members["reason"]?.stringValue, members.count == 3 else {
                throw ListError(message: "field \"reason\": missing, not a string or unexpected fields; \(expected)")
            }
            return .skipped(path: path, reason: reason)
        default:
            throw ListError(message: "field \"type\": neither \"trace\" nor \"skipped\"; \(expected)")
        }
    }
}
