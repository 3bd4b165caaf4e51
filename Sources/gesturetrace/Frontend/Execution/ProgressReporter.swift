import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A progress line on stderr, shown only when stderr is a terminal and the run has lasted more
/// than a second (`GESTURETRACE_PROGRESS_AFTER_MS` changes that delay; the tests set it to 0).
/// It never touches stdout, and it reads the clock only to decide whether to draw, so it cannot
/// change any result.
final class ProgressReporter {
    private let total: Int
    private let unit: String
    private let enabled: Bool
    private let start = DispatchTime.now()
    private var lastDraw: UInt64 = 0
    private var drawn = false
    /// How long a run must last before the bar shows, in ns.
    private let delay: UInt64

    init(total: Int, unit: String) {
        self.total = total
        self.unit = unit
        self.enabled = StandardStreams.stderrIsTerminal
        // Read only when the bar can show: `ProcessInfo` copies the whole environment into a
        // dictionary at first use, about 1 % of a small run's time.
        self.delay = enabled ? Self.configuredDelay : 0
    }

    /// `GESTURETRACE_PROGRESS_AFTER_MS` in ns, else one second.
    private static var configuredDelay: UInt64 {
        let ms = ProcessInfo.processInfo.environment["GESTURETRACE_PROGRESS_AFTER_MS"].flatMap(UInt64.init) ?? 1000
        return ms * 1_000_000
    }

    func update(done: Int) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let elapsed = now - start.uptimeNanoseconds
        guard elapsed >= delay, now - lastDraw > 100_000_000 || done == total else { return }
        lastDraw = now
        drawn = true
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        StandardStreams.err("\r[\(bar)] \(done)/\(total) \(unit)")
    }

    func finish() {
        guard drawn else { return }
        StandardStreams.err("\r\u{1B}[K")
    }
}
