import CorpusAnalysis
import Dispatch
import TraceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A progress line on stderr, shown only when stderr is a terminal and the run has lasted more
/// than a second (`GESTURETRACE_PROGRESS_AFTER_MS` changes that delay; the tests set it to 0).
/// It never touches stdout, and it reads the clock only to decide whether to draw, so it cannot
/// change any result.
///
/// The line counts the items done; a long trace still in progress adds how far it has come
/// (`note(_:for:)`: reading, then each replay), from whichever thread analyses it, until it is
/// done. One lock serializes the drawing.
final class ProgressReporter: CorpusProgress, @unchecked Sendable {
    private let total: Int
    private let unit: String
    /// Whether the line can show at all (stderr is a terminal): callers skip building notes when not.
    let isEnabled: Bool
    private let start = DispatchTime.now()
    /// How long a run must last before the bar shows, in ns.
    private let delay: UInt64
    private let lock = ThreadLock()
    private var lastDraw: UInt64 = 0
    private var drawn = false
    private var done = 0
    /// The last note of a trace not yet done, and the trace's path.
    private var note: (path: String, text: String)?

    init(total: Int, unit: String) {
        self.total = total
        self.unit = unit
        self.isEnabled = StandardStreams.stderrIsTerminal
        // Read only when the bar can show: `ProcessInfo` copies the whole environment into a
        // dictionary at first use, about 1 % of a small run's time.
        self.delay = isEnabled ? Self.configuredDelay : 0
    }

    /// `GESTURETRACE_PROGRESS_AFTER_MS` in ns, else one second.
    private static var configuredDelay: UInt64 {
        let ms = ProcessInfo.processInfo.environment["GESTURETRACE_PROGRESS_AFTER_MS"].flatMap(UInt64.init) ?? 1000
        return ms * 1_000_000
    }

    /// `done` items are finished; the last of them was `finished` (its note, if any, goes).
    func update(done: Int, finished: String? = nil) {
        guard isEnabled else { return }
        lock.lock()
        defer { lock.unlock() }
        self.done = done
        if let finished, note?.path == finished { note = nil }
        draw(force: done == total)
    }

    /// How far the trace at `path` has come ("reading, 37 %"), shown after the count until the
    /// trace is done or another trace says more.
    func note(_ text: String, for path: String) {
        guard isEnabled else { return }
        lock.lock()
        defer { lock.unlock() }
        note = (path, text)
        draw(force: false)
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard drawn else { return }
        StandardStreams.err("\r\u{1B}[K")
    }

    /// Draws the line, at most ten times a second unless `force`; holds the lock.
    private func draw(force: Bool) {
        let now = DispatchTime.now().uptimeNanoseconds
        let elapsed = now - start.uptimeNanoseconds
        guard elapsed >= delay, now - lastDraw > 100_000_000 || force else { return }
        lastDraw = now
        drawn = true
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let suffix = note.map { "  \($0.path): \($0.text)" } ?? ""
        StandardStreams.err("\r[\(bar)] \(done)/\(total) \(unit)\(suffix)\u{1B}[K")
    }
}
