/// Which transition engine produced a replay. The raw values are the names reports and the CLI use.
package enum EngineKind: String, Sendable, Hashable, CaseIterable {
    /// The interruptible model (`UIViewPropertyAnimator` + interactive transitioning, WWDC18
    /// "Designing Fluid Interfaces").
    case fluid
    /// The blocking model (`UIView.animate(withDuration:)`, not interruptible).
    case legacy
    /// The trace's own `transition` events: what the recording app did; no simulation.
    case recorded

    /// The engines that simulate (every kind but `recorded`), in declaration order: the ones
    /// users can drive in `synth` and an engine configuration has a section for.
    package static let models = allCases.filter { $0 != .recorded }
}
