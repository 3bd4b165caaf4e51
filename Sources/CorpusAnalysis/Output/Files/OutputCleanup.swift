#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files and folders an output is being built in, removed if the command is
/// interrupted (`SIGINT`, `SIGTERM`) before it renames them into place.
///
/// The handler does only what is safe in a signal handler: `unlink` and `rmdir` on paths copied
/// to C strings when they were registered, then the signal's default action. Registration happens
/// on the main thread only. At most `capacity` paths are tracked at once; beyond that a path is
/// still removed on failure, only not on a signal.
package enum OutputCleanup {
    /// How many paths can be tracked at once (a report set has six files and its folder).
    package static let capacity = 32

    /// The registered paths (files first, then the folders that hold them), as C strings.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    /// Installs the handlers for `SIGINT` and `SIGTERM`, and unblocks both: a blocked signal mask
    /// is inherited across `exec`, so a tool started by a parent that blocks them (a test runner,
    /// some supervisors) would otherwise finish its write and drop the signal, never cleaning up.
    package static func installSignalHandlers() {
        _ = slots
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { received in
                OutputCleanup.removeAll()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Holds `SIGINT` and `SIGTERM` (blocks them) until `resumeSignals`; returns the mask to
    /// restore. Create and `track` a path between the two: a signal arriving after the path exists
    /// but before it is tracked would otherwise leave it behind. A held signal is delivered, and
    /// cleans up, as soon as the mask is restored.
    package static func holdSignals() -> sigset_t {
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        sigaddset(&held, SIGINT)
        sigaddset(&held, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        return previous
    }

    /// Restores the mask `holdSignals` returned.
    package static func resumeSignals(_ previous: sigset_t) {
        var previous = previous
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Tracks `path` (a file, or an empty-once-its-files-are-gone folder) until `release`.
    package static func track(_ path: String) {
        for index in 0..<capacity where slots[index] == nil {
            slots[index] = strdup(path)
            return
        }
    }

    /// Stops tracking `path` (it was renamed into place or removed).
    package static func release(_ path: String) {
        for index in 0..<capacity {
            guard let slot = slots[index], String(cString: slot) == path else { continue }
            slots[index] = nil
            free(slot)
        }
    }

    /// Removes every tracked path: files, then folders (in reverse order of tracking).
    ///
    /// Runs in the signal handler, so it must not enter the Swift runtime: no generic code that
    /// needs type metadata (a `stride` did, and deadlocked on the runtime's metadata lock when the
    /// signal interrupted code holding it), no allocation, no locks. A plain loop over the C
    /// array, `unlink` and `rmdir` only (async-signal-safe, POSIX).
    private static func removeAll() {
        var index = capacity - 1
        while index >= 0 {
            if let slot = slots[index], unlink(slot) != 0 { _ = rmdir(slot) }
            index -= 1
        }
    }
}
