#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// Decodes a whole document (a UTF-8 byte order mark is skipped) with `JSONDocumentParser`;
    /// when it is not JSON, the problem says what and where.
    public static func decode(jsonData data: Data) -> Result<JSONValue, JSONDecodingError> {
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        return JSONDocumentParser.parse(Array(bytes))
    }

    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// Why bytes are not a JSON document (`JSONValue.decode(jsonData:)`), and where: the line and the
/// column (in bytes, both from 1) of the first thing that is wrong.
public struct JSONDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong (`unexpected '}'; expected a value`).
    public var reason: String
    public var line: Int
    public var column: Int

    public init(reason: String, line: Int, column: Int) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// `not valid JSON: REASON at line L, column C`.
    public var description: String {
        "not valid JSON: \(reason) at line \(line), column \(column)"
    }
}
