/// What `SessionStore.finishStale()` did with one unfinished session.
package struct StaleSessionOutcome: Sendable, Hashable {
    /// What became of the session's files.
    package enum Action: String, Sendable, Hashable {
        /// Moved into place as `DIR/ID.jsonl`.
        case finished
        /// Its index acknowledged nothing: both files removed.
        case removed
        /// Left in `.partial` as it is, for a person to look at (exit 65).
        case kept
    }

    package var id: String
    package var action: Action
    package var detail: String

    /// Whether the session was moved into place.
    package var finished: Bool { action == .finished }
}
