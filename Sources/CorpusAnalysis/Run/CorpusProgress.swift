/// What a corpus run says while it goes, for a progress line (the command line draws one on a
/// terminal). Nothing it hears can change a result. Called from the threads that analyse traces.
package protocol CorpusProgress: Sendable {
    /// Whether anything is shown: a run skips building notes when not.
    var isEnabled: Bool { get }
    /// `done` items are finished; the last of them was `finished`.
    func update(done: Int, finished: String?)
    /// How far the trace at `path` has come (`reading, 37 %`).
    func note(_ text: String, for path: String)
    /// The run is over: the line goes.
    func finish()
}
