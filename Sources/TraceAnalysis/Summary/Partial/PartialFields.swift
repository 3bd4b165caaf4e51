/// Reads the fields of one line of a summary partial (docs/scale-out.md "Format"), accepting only
/// what `analyze --partial` writes: counts as plain digits up to `maximumCount`, numbers in their
/// shortest round-trip form and in the range the writer writes, known flags. Every problem is a
/// `SummaryPartialError` naming the file, the line, the field and what was expected.
struct PartialFields {
    /// The largest count a partial holds (intents, agreement counts, gestures, `left-out`, ...):
    /// far above what one trace or run gives, and small enough that no sum of a merge can overflow.
    static let maximumCount = Int(Int32.max)

    let file: String
    /// 1-based line number.
    var line: Int

    func fail(_ message: String) -> SummaryPartialError { SummaryPartialError(file: file, line: line, message) }

    /// `kind`'s line split at its tabs, with exactly `count` fields (its kind included).
    func split(_ text: Substring, _ count: Int) throws(SummaryPartialError) -> [Substring] {
        let parts = Self.fields(text)
        guard parts.count == count else {
            throw fail("a \"\(PartialFields.shown(parts[0]))\" line has \(parts.count) fields; expected \(count)")
        }
        return parts
    }

    /// `line` split at every tab byte. Lines and fields are split as bytes, never as characters:
    /// a tab or a line feed followed by a combining mark is still a separator, so a block reads
    /// the same from a file, from its kept text, and from a partial written again.
    static func fields(_ line: Substring) -> [Substring] {
        line.utf8.split(separator: 0x09, omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// `text` split at every line feed byte (see `fields(_:)`).
    static func lines(_ text: Substring) -> [Substring] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// The line's first field, its kind (bytes up to the first tab).
    static func kind(_ line: Substring) -> Substring {
        Substring(line.utf8.prefix { $0 != 0x09 })
    }

    /// Whether the line's bytes start with `prefix`'s.
    static func starts(_ line: Substring, with prefix: String) -> Bool {
        line.utf8.starts(with: prefix.utf8)
    }

    /// A percent-encoded text field (a raw carriage return is never written: it is `%0D`).
    func text(_ field: Substring, _ name: String) throws(SummaryPartialError) -> String {
        guard !field.utf8.contains(0x0D) else {
            throw fail("\(name): a raw carriage return in \"\(Self.shown(field))\" (expected %0D)")
        }
        guard let value = PartialText.readText(field) else {
            throw fail("\(name): a malformed %-escape in \"\(Self.shown(field))\"")
        }
        return value
    }

    /// Empty (absent) or `=` and a text.
    func optionalText(_ field: Substring, _ name: String) throws(SummaryPartialError) -> String? {
        if field.isEmpty { return nil }
        guard field.first == "=" else {
            throw fail("\(name): expected an empty field or \"=\" and a name, got \"\(Self.shown(field))\"")
        }
        return try text(field.dropFirst(), name)
    }

    /// A count: digits only, no leading zero, at most `maximumCount`.
    func count(_ field: Substring, _ name: String) throws(SummaryPartialError) -> Int {
        guard let value = Self.count(field) else {
            throw fail("\(name): expected a count (digits, 0 to \(Self.maximumCount)), got \"\(Self.shown(field))\"")
        }
        return value
    }

    /// The count `field` spells as the writer writes counts; nil for anything else.
    static func count(_ field: Substring) -> Int? {
        guard !field.isEmpty, field.utf8.count <= 10, field.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            field == "0" || field.first != "0", let value = Int(field), value <= maximumCount
        else { return nil }
        return value
    }

    /// An optional number: empty when absent, else Swift's shortest round-trip decimal (`inf` for
    /// +infinity) within `range`. `what` says what is expected, for the message.
    func number(
        _ field: Substring, _ name: String, in range: ClosedRange<Double>, _ what: String
    ) throws(SummaryPartialError) -> Double? {
        if field.isEmpty { return nil }
        guard let value = Double(field), !value.isNaN, value.description == field, range.contains(value) else {
            throw fail("\(name): expected \(what), got \"\(Self.shown(field))\"")
        }
        return value
    }

    /// A time span in milliseconds: `0...inf` (`inf`: never).
    func duration(_ field: Substring, _ name: String) throws(SummaryPartialError) -> Double? {
        try number(field, name, in: 0...Double.infinity, "empty or a number of ms >= 0 (inf: never)")
    }

    /// A trace time in milliseconds: any finite number.
    func time(_ field: Substring, _ name: String) throws(SummaryPartialError) -> Double? {
        try number(
            field, name, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
            "empty or a finite time in ms")
    }

    /// `1`, `0` or empty.
    func flag(_ field: Substring, _ name: String) throws(SummaryPartialError) -> Bool? {
        switch field {
        case "": return nil
        case "1": return true
        case "0": return false
        default: throw fail("\(name): expected 1, 0 or an empty field, got \"\(Self.shown(field))\"")
        }
    }

    /// A field as a message quotes it: at most 40 characters, control characters escaped.
    static func shown(_ field: Substring) -> String {
        var out = ""
        for scalar in field.unicodeScalars.prefix(40) {
            out += scalar.value < 0x20 || scalar.value == 0x7F ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return field.unicodeScalars.count > 40 ? out + "..." : out
    }
}
