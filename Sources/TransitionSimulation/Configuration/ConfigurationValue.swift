/// A JSON value as a configuration file holds it, decoded without interpretation so that
/// validation can say what it found and where.
enum ConfigurationValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ConfigurationValue])
    case object([String: ConfigurationValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ConfigurationValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ConfigurationValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .object(let members):
            // Sorted keys: encoding is deterministic whatever the encoder's options.
            var container = encoder.container(keyedBy: MemberKey.self)
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                try container.encode(value, forKey: MemberKey(key))
            }
        }
    }

    /// How the value reads in an error message: numbers in shortest form (`-1`, `0.5`),
    /// strings JSON-quoted, arrays element by element, objects as `an object`.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Self.shortest(value)
        case .string(let value): "\"" + value.replacingQuotes() + "\""
        case .array(let values): "[" + values.map(\.summary).joined(separator: ", ") + "]"
        case .object: "an object"
        }
    }

    /// `-1` rather than `-1.0` for whole numbers that fit an integer exactly.
    static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension String {
    /// Escapes `\` and `"` as JSON does, for quoting in messages.
    fileprivate func replacingQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
