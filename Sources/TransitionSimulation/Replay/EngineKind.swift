/// Which transition engine produced a replay. The raw values are the names reports and the CLI use.
public enum EngineKind: String, Sendable, Hashable, CaseIterable {
    /// The interruptible model (`UIViewPropertyAnimator` + interactive transitioning, WWDC18
    /// "Designing Fluid Interfaces").
    case fluid
    /// The blocking model (`UIView.animate(withDuration:)`, not interruptible).
    case legacy
    /// The trace's own `transition` events: what the recording app did; no simulation.
    case recorded
}
