import Foundation

extension JSONValue: Codable {
    /// Decodes any JSON value. Object members are sorted by key: a `Decoder` gives them in no
    /// defined order, and the same document must give the same value run after run.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .sortedObject(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value; object members go to the keyed container in member order (whether the
    /// output keeps that order is up to the encoder, e.g. `JSONEncoder`'s `.sortedKeys`).
    public func encode(to encoder: any Encoder) throws {
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
            var container = encoder.container(keyedBy: MemberKey.self)
            for member in members { try container.encode(member.value, forKey: MemberKey(member.key)) }
        }
    }

    /// Decodes a whole document (a UTF-8 byte order mark is skipped); when it is not JSON, the
    /// problem says what and where.
    public static func decode(jsonData data: Data) -> Result<JSONValue, JSONDecodingProblem> {
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        do {
            return .success(try JSONDecoder().decode(JSONValue.self, from: bytes))
        } catch {
            // JSONDecoder only says "not valid JSON"; JSONSerialization says what and where.
            var detail: String?
            do {
                _ = try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
            } catch let syntax {
                detail = (syntax as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            }
            return .failure(JSONDecodingProblem(detail: detail))
        }
    }

    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// Why bytes are not a JSON document (`JSONValue.decode(jsonData:)`).
public struct JSONDecodingProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and where, as Foundation's `JSONSerialization` words it (on Linux, e.g.
    /// "Unexpected end of file during JSON parse."); nil when it gives no detail.
    public var detail: String?

    public init(detail: String?) {
        self.detail = detail
    }

    /// `not valid JSON`, then `: ` and the detail when there is one.
    public var description: String {
        detail.map { "not valid JSON: " + $0 } ?? "not valid JSON"
    }
}
