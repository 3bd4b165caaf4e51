/// A transition's id: engine-assigned (`fluid-1`, `legacy-2`: the engine and the transition's
/// number from 1) or, for the recorded engine, the trace's own `transition` event `id`.
package struct TransitionID: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    package var rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { rawValue = value }

    /// The id of the `number`th transition (from 1) an engine started.
    package init(engine: EngineKind, number: Int) { rawValue = "\(engine.rawValue)-\(number)" }

    package var description: String { rawValue }
    package static func < (lhs: TransitionID, rhs: TransitionID) -> Bool { lhs.rawValue < rhs.rawValue }
}
