/// Why a configuration was rejected. Every case names where and what was expected, e.g.
/// `fluid.response: expected a positive number of seconds, found -1`.
public enum EngineConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not JSON at all (the parser's message).
    case malformedJSON(message: String)
    /// A key the configuration does not define, at `path` (e.g. `fluid.respnse`); `expected` lists
    /// the keys allowed in that object.
    case unknownKey(path: String, expected: [String])
    /// A value of the wrong type or out of range at `path` (`configuration` for the whole file).
    /// `found` is the value as it appeared (numbers in shortest form, strings quoted).
    case invalidValue(path: String, expected: String, found: String)

    /// The field path the error is about; nil for malformed JSON.
    public var path: String? {
        switch self {
        case .malformedJSON: nil
        case .unknownKey(let path, _), .invalidValue(let path, _, _): path
        }
    }

    public var description: String {
        switch self {
        case .malformedJSON(let message):
            "configuration: expected JSON, \(message)"
        case .unknownKey(let path, let expected):
            "\(path): unknown key, expected one of: \(expected.joined(separator: ", "))"
        case .invalidValue(let path, let expected, let found):
            "\(path): expected \(expected), found \(found)"
        }
    }
}
