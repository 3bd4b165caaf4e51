/// A transition's id: engine-assigned (`fluid-1`, `legacy-2`: the engine and the transition's
/// number from 1) or, for the recorded engine, the trace's own `transition` event `id`.
public struct TransitionID: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// The id of the `number`th transition (from 1) an engine started.
    public init(engine: EngineKind, number: Int) { rawValue = "\(engine.rawValue)-\(number)" }

    public var description: String { rawValue }
    public static func < (lhs: TransitionID, rhs: TransitionID) -> Bool { lhs.rawValue < rhs.rawValue }
}
