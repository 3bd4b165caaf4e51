import Foundation

/// A JSON value as decoded from a gate configuration, so that the configuration reader can check
/// every field's type itself and name the field path in its errors (JSONDecoder's own errors for
/// synthesized `Decodable` types are hard to read and stop at the first problem).
enum GateJSONValue: Decodable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([GateJSONValue])
    case object([String: GateJSONValue])

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
        } else if let value = try? container.decode([GateJSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: GateJSONValue].self))
        }
    }

    /// Decodes a whole document (a UTF-8 byte order mark is skipped); the reason is a readable
    /// sentence when it is not JSON.
    static func decode(_ data: Data) -> Result<GateJSONValue, GateConfigurationError> {
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        do {
            return .success(try JSONDecoder().decode(GateJSONValue.self, from: bytes))
        } catch {
            // JSONDecoder only says "not valid JSON"; JSONSerialization says what and where.
            var reason = "not valid JSON"
            do {
                _ = try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
            } catch let syntax {
                if let detail = (syntax as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                    reason += ": " + detail
                }
            }
            return .failure(GateConfigurationError(path: "", reason: reason))
        }
    }

    /// What the value is, for "expected a number, got a string" messages.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
