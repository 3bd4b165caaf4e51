/// A JSON object being read at a field path.
public struct ConfigurationObject: Sendable {
    /// The members by key.
    public let members: [String: JSONValue]
    /// The object's own path; empty for the root.
    public let prefix: String

    public init(members: [String: JSONValue], path: String) {
        self.members = members
        self.prefix = path
    }

    public subscript(key: String) -> JSONValue? { members[key] }

    /// The path of a member: `fluid.response`, or `response` at the root. A key that is not plain
    /// printable ASCII is quoted and escaped (`fluid."bad\u001Bkey"`, `MessageQuoting`), so that
    /// a message never carries a file's control characters into a terminal.
    public func path(_ key: String) -> String {
        let component = MessageQuoting.pathComponent(key)
        return prefix.isEmpty ? component : prefix + "." + component
    }
}
