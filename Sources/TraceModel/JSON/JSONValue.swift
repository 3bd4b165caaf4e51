/// A JSON value: the free fields of `meta`, `marker` and unknown events, kept verbatim, and the
/// configuration files (gates, engines) as decoded before their readers check each field.
///
/// Objects keep their keys in file order (an array of pairs, not a dictionary) so that a trace
/// written back is byte-identical, run after run. A value decoded through `Decodable` has no file
/// order to keep (a `Decoder` does not give one): its object members are sorted by key.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The value of `key` when this is an object holding it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number, when this is a number (the web importers read their fields with it).
    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The members by key, when this is an object, for readers that look fields up by name. (One
    /// built in code with a key twice keeps its last value; the parser never returns one.)
    public var objectMembers: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// An object whose members are `members` sorted by key, so that it is the same value (and
    /// encodes the same way) whatever the dictionary's order.
    public static func sortedObject(_ members: [String: JSONValue]) -> JSONValue {
        .object(members.sorted(by: { $0.key < $1.key }).map { JSONMember($0.key, $0.value) })
    }
}

// MARK: - Describing a value in messages

extension JSONValue {
    /// What the value is, for "expected a number, got a string" messages: `null`, `true`,
    /// `false`, `a number`, `a string`, `an array`, `an object`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// How the value reads in an error message: numbers in shortest form (`-1`, `0.5`), strings
    /// quoted with escapes for `"`, `\` and control characters, cut after 80 characters
    /// (`MessageQuoting`), arrays element by element (`[1, 2]`), objects as
    /// `an object`.
    public var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Self.shortest(value)
        case .string(let value): MessageQuoting.quoted(value, limit: 80)
        case .array(let values): "[" + values.map(\.summary).joined(separator: ", ") + "]"
        case .object: "an object"
        }
    }

    /// `-1` rather than `-1.0`: numbers read as the trace writer prints them (`JSONText.appendNumber`,
    /// the one number formatter), except that a non-finite value reads as itself.
    private static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        var out = ""
        JSONText.appendNumber(value, to: &out)
        return out
    }
}
