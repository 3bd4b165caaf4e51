/// Deterministic JSON text for trace objects: fixed key order, shortest round-trip numbers,
/// integral numbers without a fraction, and minimal string escaping.
///
/// Used by `TraceWriter` and `TraceDocumentWriter`; public so that tools writing other JSON
/// (reports, JSON Lines output) format numbers and strings the same way.
public enum JSONText {
    /// Appends `value` as a JSON number. Integral values below 2^53 print without a fraction;
    /// others print Swift's shortest representation that reads back to the same `Double`.
    /// Non-finite values (never present in a valid trace) print as `null`.
    public static func appendNumber(_ value: Double, to out: inout String) {
        guard value.isFinite else {
            out += "null"
            return
        }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            if value == 0 {
                out += "0"  // also for -0.0
            } else {
                out += String(Int64(value))
            }
        } else {
            out += value.description
        }
    }

    /// Appends `value` as a quoted JSON string, escaping `"`, `\` and control characters.
    public static func appendString(_ value: String, to out: inout String) {
        out += "\""
        var needsEscape = false
        for byte in value.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            needsEscape = true
            break
        }
        if !needsEscape {
            out += value
        } else {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case let s where s.value < 0x20:
                    let hex = String(s.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// Appends any `JSONValue`, objects in their stored key order.
    public static func appendValue(_ value: JSONValue, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): appendNumber(n, to: &out)
        case .string(let s): appendString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                appendValue(item, to: &out)
            }
            out += "]"
        case .object(let members):
            appendObject(members, to: &out)
        }
    }

    /// Appends an object from ordered members.
    public static func appendObject(_ members: [JSONMember], to out: inout String) {
        out += "{"
        for (i, member) in members.enumerated() {
            if i > 0 { out += "," }
            appendString(member.key, to: &out)
            out += ":"
            appendValue(member.value, to: &out)
        }
        out += "}"
    }
}
