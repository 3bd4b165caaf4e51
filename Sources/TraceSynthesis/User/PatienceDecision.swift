/// What a user who has had no visible answer to a gesture does next.
package enum PatienceDecision: String, Sendable, Hashable, CaseIterable {
    /// Still within patience: keep watching.
    case keepWaiting
    /// Patience ran out and retries remain: do the same gesture again.
    case retry
    /// Patience ran out after the last allowed retry: abandon the intent.
    case giveUp
}
