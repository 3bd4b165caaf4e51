import TraceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One object of a web log, with where it starts in the file (for messages).
struct JSONRecord: Sendable {
    var value: JSONValue
    /// The object's own text, to find a field's column.
    var text: Substring
    var line: Int
    var column: Int

    /// Splits a log into its records: a JSON array of objects (`[{...}, {...}]`), or JSON Lines
    /// (one object per non-blank line). Each element is decoded alone, so an error names the
    /// element's line. A UTF-8 byte order mark is skipped.
    static func records(in text: String, file: String) throws(ImportError) -> [JSONRecord] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        let start = body.firstIndex(where: { !$0.isWhitespace }) ?? body.endIndex
        if start < body.endIndex && body[start] == "[" {
            return try arrayElements(body, from: start, file: file)
        }
        var records: [JSONRecord] = []
        var number = 0
        for line in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            guard let first = line.firstIndex(where: { !$0.isWhitespace }) else { continue }
            let column = line.distance(from: line.startIndex, to: first) + 1
            records.append(try decode(line[first...], line: number, column: column, file: file))
        }
        return records
    }

    /// The elements of a top-level array, found by scanning brackets outside strings.
    private static func arrayElements(_ body: Substring, from open: Substring.Index, file: String) throws(ImportError)
        -> [JSONRecord]
    {
        var records: [JSONRecord] = []
        var depth = 0
        var inString = false
        var escaped = false
        var elementStart: Substring.Index?
        var line = 1
        var column = 0
        var elementPosition = (line: 1, column: 1)
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            column += 1
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 0
            }
            if index > open {
                if inString {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                    }
                } else if depth == 0 && (character == "," || character == "]") {
                    if let from = elementStart {
                        records.append(
                            try decode(
                                trimmedEnd(body[from..<index]), line: elementPosition.line,
                                column: elementPosition.column, file: file))
                        elementStart = nil
                    } else if character == "," || !records.isEmpty {
                        throw ImportError(
                            file: file, line: line, column: column, message: "expected an object before `\(character)`")
                    }
                    if character == "]" {
                        let rest = body[body.index(after: index)...]
                        if let extra = rest.firstIndex(where: { !$0.isWhitespace }) {
                            throw ImportError(
                                file: file, line: line, column: column + body.distance(from: index, to: extra),
                                message: "unexpected text after the closing `]` of the array")
                        }
                        return records
                    }
                } else if !character.isWhitespace {
                    if elementStart == nil {
                        elementStart = index
                        elementPosition = (line, column)
                    }
                    if character == "\"" { inString = true }
                    if character == "{" || character == "[" { depth += 1 }
                    if character == "}" || character == "]" { depth -= 1 }
                }
            }
            index = body.index(after: index)
        }
        throw ImportError(
            file: file, line: line, column: column + 1, message: "truncated: the array has no closing `]`")
    }

    private static func trimmedEnd(_ text: Substring) -> Substring {
        var result = text
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return result
    }

    private static func decode(_ text: Substring, line: Int, column: Int, file: String) throws(ImportError)
        -> JSONRecord
    {
        switch JSONValue.decode(jsonData: Data(text.utf8)) {
        case .success(let value):
            guard case .object = value else {
                throw ImportError(
                    file: file, line: line, column: column,
                    message: "expected an event object, found \(value.kindDescription)")
            }
            return JSONRecord(value: value, text: text, line: line, column: column)
        case .failure(let problem):
            throw ImportError(file: file, line: line, column: column, message: problem.description)
        }
    }
}
