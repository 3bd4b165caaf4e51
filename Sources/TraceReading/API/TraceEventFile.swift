import TraceModel

/// A trace's events, read from its file anew on each iteration rather than held: for a trace too
/// long to keep in memory (a day of a device's recording), which
/// `TraceAnalyzer.analyze(path:header:streaming:options:progress:)` reads twice, once to
/// recognize and once to replay. The header is read when it is opened.
///
/// An iteration ends at the trace's first error (`firstError`, the problem `LoadedTrace` would
/// list first), so no event after it is ever handed on; once one is met, later iterations read
/// nothing. Each finished iteration's count and the file's size at its start are kept
/// (`eventCounts`, `sizes`): a file that changed between two readings shows as two counts or two
/// sizes. The caller checks after the last iteration (`isUnchangedAndValid`).
public final class TraceEventFile: Sequence {
    /// Events read between two calls of `progress`: about 4 MB of a trace.
    public static let progressStride = 65_536

    public let path: String
    public let options: TraceReadOptions
    public let header: TraceHeader
    /// The file's size in bytes when it was opened.
    public let fileSize: Int
    /// The first problem that makes the trace invalid; nil while none was met.
    public private(set) var firstError: TraceDiagnostic?
    /// How many events each finished iteration read, in order.
    public private(set) var eventCounts: [Int] = []
    /// The file's size when each iteration began, in order.
    public private(set) var sizes: [Int] = []
    /// Told how far the first iteration has read (bytes read, the file's size) every
    /// `progressStride` events: a long trace can take a minute to read, and a terminal shows that
    /// it moves (a short one never calls it). It cannot change what is read.
    public var progress: ((_ bytesRead: Int, _ fileSize: Int) -> Void)?
    /// The reader that read the header, for the first iteration.
    private var opened: TraceReader?

    /// Opens `path` and reads its header; throws what `TraceReader.init` throws.
    public init(path: String, options: TraceReadOptions = .default) throws(TraceReadError) {
        let reader = try TraceReader(path: path, options: options)
        self.path = path
        self.options = options
        header = reader.header
        fileSize = reader.fileSize
        opened = reader
    }

    /// Whether every finished iteration read the same events, none invalid.
    public var isUnchangedAndValid: Bool {
        firstError == nil && Set(eventCounts).count <= 1 && Set(sizes).count <= 1
    }

    public func makeIterator() -> Iterator {
        if let reader = opened {
            opened = nil
            sizes.append(reader.fileSize)
            return Iterator(file: self, reader: reader, progress: progress)
        }
        guard firstError == nil else { return Iterator(file: self, reader: nil, progress: nil) }
        do {
            let reader = try TraceReader(path: path, options: options)
            sizes.append(reader.fileSize)
            return Iterator(file: self, reader: reader, progress: nil)
        } catch {
            firstError = error.diagnostic
            return Iterator(file: self, reader: nil, progress: nil)
        }
    }

    /// Records the end of an iteration that read `count` events with `reader`.
    fileprivate func finished(_ reader: TraceReader?, count: Int) {
        if firstError == nil, let reader, reader.errorCount > 0 {
            firstError = reader.diagnostics.first { $0.severity == .error }
        }
        eventCounts.append(count)
    }

    /// One reading of the file, event by event.
    public struct Iterator: IteratorProtocol {
        private let file: TraceEventFile
        private var reader: TraceReader?
        private let progress: ((Int, Int) -> Void)?
        private var count = 0
        private var untilProgress = TraceEventFile.progressStride

        fileprivate init(file: TraceEventFile, reader: TraceReader?, progress: ((Int, Int) -> Void)?) {
            self.file = file
            self.reader = reader
            self.progress = progress
        }

        public mutating func next() -> TraceEvent? {
            guard let current = reader else { return nil }
            if let recorded = current.next(), current.errorCount == 0 {
                count += 1
                if let progress {
                    untilProgress -= 1
                    if untilProgress == 0 {
                        untilProgress = TraceEventFile.progressStride
                        progress(current.bytesRead, current.fileSize)
                    }
                }
                return recorded.event
            }
            file.finished(current, count: count)
            reader = nil
            return nil
        }
    }
}
