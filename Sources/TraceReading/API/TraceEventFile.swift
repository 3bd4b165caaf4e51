import TraceModel

/// A trace's events, read from its file anew on each iteration rather than held: for a trace too
/// long to keep in memory (a day of a device's recording), which
/// `TraceAnalyzer.analyze(path:header:streaming:options:progress:)` reads twice, once to
/// recognize and once to replay. The header is read when it is opened.
///
/// Every reading reads the one descriptor opened by `init`, from its start, and never past the
/// size the file had then (`fileSize`): a file renamed over the path is not read, a file that
/// grows is not followed. The file's identity (device, inode, size, modification and status
/// change times to the nanosecond) is compared with the one at open before each reading but the
/// first, every `progressStride` events and after each reading, and against the file the path
/// names then too; the first difference is the trace's `firstError` (kind `io`, saying what
/// changed), the reading ends there and later readings read nothing. So a trace is analysed from
/// one state of one file, or fails.
///
/// An iteration also ends at the trace's first error (`firstError`, the problem `LoadedTrace`
/// would list first), so no event after it is ever handed on. Each finished iteration's count is
/// kept (`eventCounts`); the caller checks after the last iteration (`isUnchangedAndValid`).
package final class TraceEventFile: Sequence {
    /// Events read between two calls of `progress` and two checks of the file's identity: about
    /// 4 MB of a trace.
    package static let progressStride = 65_536

    package let path: String
    package let options: TraceReadOptions
    package let header: TraceHeader
    /// The file's size in bytes when it was opened: no reading goes past it.
    package let fileSize: Int
    /// The first problem that makes the trace invalid, or the change met in the file; nil while
    /// neither was met.
    package private(set) var firstError: TraceDiagnostic?
    /// How many events each finished iteration read, in order.
    package private(set) var eventCounts: [Int] = []
    /// Told how far the first iteration has read (bytes read, the file's size) every
    /// `progressStride` events: a long trace can take a minute to read, and a terminal shows that
    /// it moves (a short one never calls it). It cannot change what is read.
    package var progress: ((_ bytesRead: Int, _ fileSize: Int) -> Void)?
    /// The descriptor every reading reads.
    private let file: POSIXFile
    private let form: TraceContainerForm
    /// The reader that read the header, for the first iteration.
    private var opened: TraceReader?

    /// Opens `path` and reads its header; throws what `TraceReader.init` throws.
    package init(path: String, options: TraceReadOptions = .default) throws(TraceReadError) {
        let reader = try TraceReader(path: path, options: options)
        self.path = path
        self.options = options
        header = reader.header
        fileSize = reader.fileSize
        file = reader.file
        form = reader.form
        opened = reader
    }

    /// Before the first iteration, at least as many as the events it will return when the file is
    /// small enough to be in memory already (`TraceReader.eventCountBound`); nil otherwise.
    package var eventCountBound: Int? { opened?.eventCountBound }

    /// Whether every finished iteration read the same events, none invalid, from an unchanged file.
    package var isUnchangedAndValid: Bool {
        firstError == nil && Set(eventCounts).count <= 1
    }

    package func makeIterator() -> Iterator {
        let first = opened
        opened = nil
        // The first reading needs no check before it: the one after it compares the file with
        // its state at open, so a change before the first reading is caught there too.
        if let first, firstError == nil { return Iterator(file: self, reader: first, progress: progress) }
        guard firstError == nil, isUnchanged() else { return Iterator(file: self, reader: nil, progress: nil) }
        do {
            let reader = try TraceReader(file: file, form: form, options: options)
            return Iterator(file: self, reader: reader, progress: nil)
        } catch {
            firstError = error.diagnostic
            return Iterator(file: self, reader: nil, progress: nil)
        }
    }

    /// Whether the file is still the one opened, as it was; when it is not, `firstError` says
    /// what changed.
    fileprivate func isUnchanged() -> Bool {
        guard let change = file.change() else { return true }
        firstError = TraceDiagnostic(
            file: path, line: 0, column: 0, severity: .error, kind: .io,
            message: "the file changed while it was read: \(change); read it again once it no longer changes")
        return false
    }

    /// Records the end of an iteration that read `count` events with `reader`. A change of the
    /// file comes first: the reader's error (a line cut short, say) may be only its consequence.
    fileprivate func finished(_ reader: TraceReader?, count: Int) {
        if firstError == nil, isUnchanged(), let reader, reader.errorCount > 0 {
            firstError = reader.diagnostics.first { $0.severity == .error }
        }
        eventCounts.append(count)
    }

    /// One reading of the file, event by event.
    package struct Iterator: IteratorProtocol {
        private let file: TraceEventFile
        private var reader: TraceReader?
        private let progress: ((Int, Int) -> Void)?
        private var count = 0
        private var untilCheck = TraceEventFile.progressStride

        fileprivate init(file: TraceEventFile, reader: TraceReader?, progress: ((Int, Int) -> Void)?) {
            self.file = file
            self.reader = reader
            self.progress = progress
        }

        package mutating func next() -> TraceEvent? {
            guard let current = reader else { return nil }
            if let recorded = current.next(), current.errorCount == 0 {
                untilCheck -= 1
                if untilCheck == 0 {
                    untilCheck = TraceEventFile.progressStride
                    guard file.isUnchanged() else { return end(current) }
                    progress?(current.bytesRead, current.fileSize)
                }
                count += 1
                return recorded.event
            }
            return end(current)
        }

        private mutating func end(_ current: TraceReader) -> TraceEvent? {
            file.finished(current, count: count)
            reader = nil
            return nil
        }
    }
}
