#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a JSON configuration field by field and collects every problem with its field path,
/// rather than stopping at the first: the one reader of every configuration file (gates,
/// engines, and those to come). Each configuration type walks its document with it and ends with
/// `finish()`, which throws a `ConfigurationError` holding every problem.
///
/// Messages follow one pattern, `PATH: expected WHAT, got VALUE`, where VALUE is the value as it
/// appeared (numbers in shortest form, strings quoted) for a value out of range and the kind of
/// value (`a string`, `null`) for a wrong type; an unknown key says `unknown key; expected one of
/// KEYS`.
public struct ConfigurationReader {
    /// What has been found so far, in reading order.
    public private(set) var problems: [ConfigurationError.Problem] = []

    public init() {}

    /// Decodes UTF-8 JSON text (a byte order mark is skipped); text that is not JSON is one
    /// problem for the whole document, with its line.
    public static func document(_ data: Data) throws(ConfigurationError) -> JSONValue {
        switch JSONValue.decode(jsonData: data) {
        case .success(let value): return value
        case .failure(let problem):
            throw ConfigurationError(problems: [
                .init(path: "", reason: problem.description, line: problem.line)
            ])
        }
    }

    /// Records a problem.
    public mutating func report(_ path: String, _ reason: String) {
        problems.append(.init(path: path, reason: reason))
    }

    /// Records several problems.
    public mutating func report(_ found: [ConfigurationError.Problem]) {
        problems += found
    }

    /// Throws every problem found, if any.
    public func finish() throws(ConfigurationError) {
        if !problems.isEmpty { throw ConfigurationError(problems: problems) }
    }

    /// Checks the root's `version`: it must be the number `current`, the one version this build
    /// reads (`version: unsupported version 2; this gesturetrace reads version 1`).
    public mutating func version(_ root: ConfigurationObject, current: Int) {
        switch root["version"] {
        case nil:
            report(root.path("version"), "missing; expected \(current)")
        case .number(let v) where v == Double(current):
            break
        case .number(let v):
            report(
                root.path("version"),
                "unsupported version \(JSONValue.number(v).summary); this gesturetrace reads version \(current)")
        case let value?:
            report(root.path("version"), "expected the number \(current), got \(value.kindDescription)")
        }
    }

    /// `value` as an object at `path` whose keys must be among `keys` (each other key is a
    /// problem, in sorted order); nil, with a problem, when it is not an object.
    public mutating func object(
        _ value: JSONValue, at path: String, keys: [String], expected: String = "an object"
    ) -> ConfigurationObject? {
        guard let members = value.objectMembers else {
            report(path, "expected \(expected), got \(value.kindDescription)")
            return nil
        }
        let object = ConfigurationObject(members: members, path: path)
        for key in members.keys.sorted() where !keys.contains(key) {
            report(object.path(key), "unknown key; expected one of \(keys.joined(separator: ", "))")
        }
        return object
    }

    /// The string at `key`; a missing required key is a problem (`missing` says what to give).
    public mutating func string(
        _ object: ConfigurationObject, _ key: String, required: Bool = false, missing: String = "missing"
    ) -> String? {
        switch object[key] {
        case nil:
            if required { report(object.path(key), missing) }
            return nil
        case .string(let text):
            return text
        case let value?:
            report(object.path(key), "expected a string, got \(value.kindDescription)")
            return nil
        }
    }

    /// The number at `key` (nil when absent); a value of another type is a problem.
    public mutating func number(_ object: ConfigurationObject, _ key: String) -> Double? {
        switch object[key] {
        case nil: return nil
        case .number(let value): return value
        case let value?:
            report(object.path(key), "expected a number, got \(value.kindDescription)")
            return nil
        }
    }

    /// The number at `key` when `rule` accepts it (nil when absent); anything else is a problem
    /// quoting the value: `fluid.response: expected a positive number of seconds, got -1`.
    public mutating func number(_ object: ConfigurationObject, _ key: String, _ rule: NumberRule) -> Double? {
        guard let value = object[key] else { return nil }
        guard case .number(let number) = value, rule.accepts(number) else {
            report(object.path(key), "expected \(rule.expected), got \(value.summary)")
            return nil
        }
        return number
    }
}
