/// The engine the recording app ran, as the header names it (information only).
public struct EngineInfo: Sendable, Hashable {
    public var kind: String?
    public var build: String?

    public init(kind: String? = nil, build: String? = nil) {
        self.kind = kind
        self.build = build
    }
}
