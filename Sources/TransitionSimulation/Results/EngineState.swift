import TraceModel

/// The state of an engine in one frame (docs/engines.md, per engine). The raw values are the tokens of the
/// timeline CSV's `state` column: camelCase, no punctuation, so they need no CSV quoting.
///
/// | token | meaning | engines |
/// |---|---|---|
/// | `idleSource` | at rest on the source screen (p = 0) | all |
/// | `idleDestination` | at rest on the destination screen (p = 1) | all |
/// | `tracking` | p follows a finger | fluid, legacy (interactive dismiss) |
/// | `settling` | a spring carries p to its target | fluid |
/// | `animating` | a fixed-duration, non-interruptible animation runs | legacy |
package enum EngineState: String, Sendable, Hashable, CaseIterable {
    case idleSource
    case idleDestination
    case tracking
    case settling
    case animating

    /// The idle state on `side`.
    package static func idle(_ side: SceneSide) -> EngineState {
        side == .source ? .idleSource : .idleDestination
    }

    /// The side the engine rests on, when idle.
    package var idleSide: SceneSide? {
        switch self {
        case .idleSource: .source
        case .idleDestination: .destination
        case .tracking, .settling, .animating: nil
        }
    }

    /// Whether a transition is in flight (tracking, settling or animating).
    package var isBusy: Bool { idleSide == nil }
}
