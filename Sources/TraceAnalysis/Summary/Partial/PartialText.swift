/// The field encoding of a summary partial's lines (docs/scale-out.md "Format"): fields
/// separated by tabs; text with `%`, tab, line feed and carriage return percent-encoded; an
/// absent value as an empty field; a number as Swift's shortest round-trip decimal (`inf` for
/// +infinity), so a value read back is the same double, bit for bit.
enum PartialText {
    static func text(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 0x25 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
            return value
        }
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\t": out += "%09"
            case "\n": out += "%0A"
            case "\r": out += "%0D"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// An optional text: empty when absent, else `=` and the text (so an empty name stays one).
    static func optional(_ value: String?) -> String { value.map { "=" + text($0) } ?? "" }

    static func number(_ value: Double?) -> String { value.map { $0.description } ?? "" }

    static func flag(_ value: Bool?) -> String { value.map { $0 ? "1" : "0" } ?? "" }

    static func integer(_ value: Int32?) -> String { value.map { String($0) } ?? "" }

    /// Decodes `text(_:)`; nil for a malformed escape. Read by Unicode scalars, so that a `%`
    /// followed by a combining mark is still an escape.
    static func readText(_ field: Substring) -> String? {
        guard field.utf8.contains(0x25) else { return String(field) }
        var out = String.UnicodeScalarView()
        let scalars = Array(field.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                out.append(scalars[index])
                index += 1
                continue
            }
            guard index + 2 < scalars.count else { return nil }
            switch (scalars[index + 1], scalars[index + 2]) {
            case ("2", "5"): out.append("%")
            case ("0", "9"): out.append("\t")
            case ("0", "A"): out.append("\n")
            case ("0", "D"): out.append("\r")
            default: return nil
            }
            index += 3
        }
        return String(out)
    }
}
