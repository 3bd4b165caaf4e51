import TraceModel

/// Parses the text of `getevent -lt` (labelled) or `getevent -t` (numeric) into event lines.
///
/// A line is `[ SECONDS.FRACTION] TYPE CODE VALUE`, optionally with a `/dev/input/eventN:` device
/// prefix before or after the timestamp; trailing spaces and `\r` are ignored. The device
/// announcements getevent prints when several devices are watched (`add device 1: ...`,
/// `name: "..."`, `could not get ...`) are counted and skipped. A last line with no newline that
/// does not parse is a recording cut off mid-line (getevent stopped with Ctrl-C): it is skipped and
/// counted (`truncatedLastLine`). Anything else is malformed.
struct GeteventLineParser {
    var file: String

    /// What the parser found: event lines, the number of announcement lines, and whether the
    /// last line was cut off.
    struct Parsed {
        var events: [GeteventLine] = []
        var announcements = 0
        var truncatedLastLine = false
    }

    /// The first words of the non-event lines getevent prints about devices.
    static let announcementStarts = ["add device", "remove device", "name:", "could not", "version", "events:"]

    func parse(_ text: String) throws(ImportError) -> Parsed {
        var parsed = Parsed()
        var number = 0
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for raw in lines {
            number += 1
            let tokens = Self.tokens(of: raw)
            if tokens.isEmpty { continue }
            let event: GeteventLine?
            do {
                event = try parseEvent(tokens, line: number)
            } catch {
                let cutOff = number == lines.count && !(text.last?.isNewline ?? true)
                guard cutOff else { throw error }
                parsed.truncatedLastLine = true
                continue
            }
            if let event {
                parsed.events.append(event)
            } else {
                parsed.announcements += 1
            }
        }
        return parsed
    }

    /// A word of a line and its 1-based column.
    struct Token {
        var text: Substring
        var column: Int
    }

    /// Splits a line on spaces and tabs; `[   12.5]` stays one token (`[12.5]` after trimming inside).
    static func tokens(of line: Substring) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start = 0
        var inBracket = false
        var column = 0
        for character in line {
            column += 1
            if character == "\r" { continue }
            if character == "[" && current.isEmpty { inBracket = true }
            if (character == " " || character == "\t") && !inBracket {
                if !current.isEmpty { tokens.append(Token(text: Substring(current), column: start)) }
                current = ""
                continue
            }
            if current.isEmpty { start = column }
            if character != " " && character != "\t" { current.append(character) }
            if character == "]" { inBracket = false }
        }
        if !current.isEmpty { tokens.append(Token(text: Substring(current), column: start)) }
        return tokens
    }

    private func parseEvent(_ all: [Token], line: Int) throws(ImportError) -> GeteventLine? {
        var tokens = all[...]
        var device: String?
        var time: (nanoseconds: Int64, column: Int)?
        for _ in 0..<2 {
            guard let first = tokens.first else { break }
            if first.text.hasPrefix("[") {
                time = (try seconds(first, line: line), first.column)
                tokens = tokens.dropFirst()
            } else if first.text.hasPrefix("/") && first.text.hasSuffix(":") {
                guard first.text.count <= Self.maximumNameLength, first.text.allSatisfy(Self.isPlain) else {
                    throw error(
                        line, first.column,
                        "expected a device path of at most \(Self.maximumNameLength) printable characters, found "
                            + MessageQuoting.quoted(String(first.text), limit: 40))
                }
                device = String(first.text.dropLast())
                tokens = tokens.dropFirst()
            }
        }
        guard let time else {
            let text = all.map(\.text).joined(separator: " ")
            if Self.announcementStarts.contains(where: { text.hasPrefix($0) }) { return nil }
            if tokens.count == 3 {
                throw error(
                    line, all[0].column,
                    "missing timestamp: expected `[ SECONDS.FRACTION]` before the event; record with `getevent -lt`")
            }
            throw error(
                line, all[0].column,
                "expected `[ SECONDS.FRACTION] TYPE CODE VALUE`, found \(MessageQuoting.code(text))")
        }
        guard tokens.count == 3 else {
            let column = tokens.first?.column ?? all.last!.column
            throw error(line, column, "expected TYPE CODE VALUE after the timestamp, found \(tokens.count) fields")
        }
        let typeToken = tokens[tokens.startIndex]
        let codeToken = tokens[tokens.startIndex + 1]
        let valueToken = tokens[tokens.startIndex + 2]
        let type: String
        if let number = Self.hexNumber(typeToken.text, maxDigits: 4) {
            type = InputEventCodes.typeName(number)
        } else if typeToken.text.hasPrefix("EV_"), Self.isName(typeToken.text) {
            type = String(typeToken.text)
        } else {
            throw error(
                line, typeToken.column,
                "expected an event type (EV_SYN, EV_KEY, EV_ABS, ... or 4 hex digits), found \(MessageQuoting.code(typeToken.text))"
            )
        }
        let code: String
        if let number = Self.hexNumber(codeToken.text, maxDigits: 4) {
            code = InputEventCodes.codeName(number, type: type)
        } else if Self.isName(codeToken.text) {
            code = String(codeToken.text)
        } else {
            throw error(
                line, codeToken.column,
                "expected an event code (a name or 4 hex digits), found \(MessageQuoting.code(codeToken.text))")
        }
        let value: Int
        if let labelled = Self.valueLabels[String(valueToken.text)] {
            value = labelled
        } else {
            guard let number = Self.hexNumber(valueToken.text, maxDigits: 8) else {
                throw error(
                    line, valueToken.column,
                    "expected a value of 1 to 8 hex digits (or DOWN, UP, REPEAT), found \(MessageQuoting.code(valueToken.text))"
                )
            }
            value = Int(Int32(bitPattern: UInt32(number)))
        }
        return GeteventLine(
            line: line, nanoseconds: time.nanoseconds, device: device, type: type, code: code, value: value,
            timeColumn: time.column, valueColumn: valueToken.column)
    }

    /// The values `getevent -l` prints as names: key states, and `ABS_MT_TOOL_TYPE`'s tools
    /// (getevent's `key_value_labels` and `mt_tool_labels`; `MT_TOOL_MAX` is `MT_TOOL_PEN` there).
    static let valueLabels = [
        "UP": 0, "DOWN": 1, "REPEAT": 2, "MT_TOOL_FINGER": 0, "MT_TOOL_PEN": 1, "MT_TOOL_MAX": 1,
    ]

    /// `[   12.345678]` as nanoseconds (decimal digits only, 1 to 9 fraction digits; `[ 1.-5]` and
    /// `[ +2.+5]` are malformed, not times).
    private func seconds(_ token: Token, line: Int) throws(ImportError) -> Int64 {
        let inside = token.text.dropFirst().prefix(while: { $0 != "]" })
        let parts = inside.split(separator: ".", omittingEmptySubsequences: false)
        let isDigits: (Substring) -> Bool = { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        guard token.text.hasSuffix("]"), parts.count == 2, isDigits(parts[0]), isDigits(parts[1]),
            parts[0].count <= 18, let whole = Int64(parts[0]), (1...9).contains(parts[1].count),
            let fraction = Int64(parts[1])
        else {
            throw error(
                line, token.column,
                "expected a timestamp `[SECONDS.FRACTION]`, found \(MessageQuoting.code(token.text))")
        }
        // 4e9 s is the trace format's 4e12 ms (about 126 years); it also keeps nanoseconds in Int64.
        let largest = Int64(ImportRanges.maximumAbsoluteTimeMilliseconds / 1000)
        guard whole < largest || (whole == largest && fraction == 0) else {
            throw error(
                line, token.column,
                "timestamp \(MessageQuoting.code(token.text)) is beyond \(largest) s, the trace format's range "
                    + "(about 126 years)")
        }
        var scale: Int64 = 1
        for _ in parts[1].count..<9 { scale *= 10 }
        return whole * 1_000_000_000 + fraction * scale
    }

    /// Type, code and device names are kept in skip reasons and `meta.source`: at most this long.
    static let maximumNameLength = 64

    /// An event type or code name: ASCII letters, digits and `_`, at most `maximumNameLength`.
    static func isName(_ text: Substring) -> Bool {
        text.count <= maximumNameLength
            && text.utf8.allSatisfy {
                ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x5F
            }
    }

    /// A printable ASCII character.
    static func isPlain(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.value >= 0x21 && $0.value < 0x7F }
    }

    /// The value of 1 to `maxDigits` hex digits, or nil.
    static func hexNumber(_ text: Substring, maxDigits: Int) -> Int? {
        guard (1...maxDigits).contains(text.count), text.allSatisfy(\.isHexDigit) else { return nil }
        return Int(text, radix: 16)
    }

    private func error(_ line: Int, _ column: Int, _ message: String) -> ImportError {
        ImportError(file: file, line: line, column: column, message: message)
    }
}
