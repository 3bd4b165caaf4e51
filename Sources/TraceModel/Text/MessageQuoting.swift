/// Quotes text taken from a trace or a configuration file (member names, string values) for a diagnostic, so that a
/// message never carries raw control characters into a terminal or a log.
///
/// The text is put in double quotes with a backslash before `"` and `\`, and `\u` escapes for
/// every C0 control (newline as `\u000A`, ESC of terminal escape codes), DEL, every C1 control (U+0080 to
/// U+009F, which some terminals read as escape codes) and the bidirectional overrides and
/// isolates (U+202A to U+202E, U+2066 to U+2069), which can make a message display reordered.
/// Longer texts are cut to `limit` characters, followed by `...`.
package enum MessageQuoting {
    /// The default number of characters kept.
    package static let defaultLimit = 40

    /// One byte of a file for a message: `'x'` when it is printable ASCII, else `byte 0x1B`.
    package static func byte(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + hex(byte)
    }

    package static func quoted(_ text: String, limit: Int = defaultLimit) -> String {
        var out = "\""
        var kept = 0
        for scalar in text.unicodeScalars {
            if kept == limit {
                out += "..."
                break
            }
            kept += 1
            if scalar == "\"" || scalar == "\\" {
                out += "\\"
                out.unicodeScalars.append(scalar)
            } else if needsEscape(scalar) {
                out += "\\u" + hex(UInt16(scalar.value))
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Text from a file shown in running text on a terminal (a trace path, a gate's name, a
    /// failure reason): as it is, except that every character `quoted` escapes (C0 and C1
    /// controls, DEL, bidirectional overrides) becomes `\uXXXX`. No quotes and no cut, so text
    /// without such characters is unchanged; the one rule shared by the command line, the gate's
    /// console and the recording endpoint's error bodies.
    package static func escaped(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out += "\\u" + hex(UInt16(scalar.value))
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `text` holds a character that `quoted` and `escaped` escape.
    package static func needsEscaping(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: needsEscape)
    }

    /// A member name as one component of a field path in a message (`fluid.response`): as is
    /// when it is plain printable ASCII, otherwise quoted and escaped (`fluid."bad\u001Bkey"`).
    /// A key that is empty or holds a character of the path syntax (`"`, `\`, `.`, `[`, `]`) is
    /// quoted too, so that a path names every key unambiguously (`extra."a.b"`).
    package static func pathComponent(_ key: String) -> String {
        let syntax: [UInt8] = Array("\"\\.[]".utf8)
        let plain = !key.isEmpty && key.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && !syntax.contains($0) }
        return plain ? key : quoted(key, limit: 80)
    }

    /// A piece of a text file (a token of a `getevent` log) in backticks, as messages show code:
    /// `` `0000zz12` `` when it is printable ASCII without a backtick, otherwise quoted and
    /// escaped like `quoted` (`"\u001B[2J"`).
    package static func code(_ text: some StringProtocol) -> String {
        let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "`") }
        return plain ? "`" + text + "`" : quoted(String(text), limit: 80)
    }

    /// Quotes UTF-8 bytes (invalid sequences show as U+FFFD).
    package static func quoted(bytes: [UInt8], limit: Int = defaultLimit) -> String {
        quoted(String(decoding: bytes, as: UTF8.self), limit: limit)
    }

    /// Whether `quoted` and `escaped` escape this character.
    package static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || (0x202A...0x202E).contains(s.value)
            || (0x2066...0x2069).contains(s.value)
    }
}

/// Upper-case hexadecimal, two digits for a byte, four for a code unit (messages name bytes and
/// escapes this way: `byte 0xC3`, `\u001B`).
package func hex<T: FixedWidthInteger>(_ value: T) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, T.bitWidth / 4 - digits.count)) + digits
}
