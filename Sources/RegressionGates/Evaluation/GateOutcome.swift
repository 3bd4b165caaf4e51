/// Whether a gate passed: `failed` when at least one `error`-level assertion failed. Warnings
/// never fail a gate.
package enum GateOutcome: String, Sendable, Hashable {
    case passed
    case failed
}
