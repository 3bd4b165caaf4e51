/// A model of a transition engine: replays a trace's touches (or, for the recorded engine, its
/// `transition` events) and reports what the screen did.
///
/// Implementations must be deterministic (no clocks, no randomness; DESIGN.md section 5): the same
/// input gives the same result, so replays can be compared across engines and runs.
public protocol TransitionEngine: Sendable {
    /// Which engine this is.
    var kind: EngineKind { get }
    /// Replays one trace.
    func replay(_ input: ReplayInput) -> ReplayResult
}
