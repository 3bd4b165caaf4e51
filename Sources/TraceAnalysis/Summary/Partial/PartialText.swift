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

    /// Decodes `text(_:)`; nil for a malformed escape.
    static func readText(_ field: Substring) -> String? {
        guard field.contains("%") else { return String(field) }
        var out = ""
        var index = field.startIndex
        while index < field.endIndex {
            let character = field[index]
            if character == "%" {
                let end = field.index(index, offsetBy: 3, limitedBy: field.endIndex) ?? field.endIndex
                switch field[index..<end] {
                case "%25": out += "%"
                case "%09": out += "\t"
                case "%0A": out += "\n"
                case "%0D": out += "\r"
                default: return nil
                }
                index = end
            } else {
                out.append(character)
                index = field.index(after: index)
            }
        }
        return out
    }
}
