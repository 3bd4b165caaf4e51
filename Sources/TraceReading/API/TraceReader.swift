import TraceModel

/// Reads one trace file as a stream of events, in memory that does not grow with the number of
/// events. Problems are collected in `diagnostics`; only fatal ones throw.
///
/// - JSON Lines (`.jsonl`, `.ndjson`): the first non-blank line is the header; every other
///   non-blank line is one event. Lines may end with `\n` or `\r\n`. A last line without a newline
///   is accepted if it parses, and reported as `truncatedLine` if it does not.
/// - JSON document (`.json`): `{"header": {...}, "events": [...]}`, members in any order.
///
/// Header problems are fatal (`init` throws). A bad event is skipped with one diagnostic: an
/// `error` in `.strict` mode (the trace is invalid, reading goes on so every problem is
/// reported), a `warning` in `.lenient` mode. A skipped event never updates the previous time or
/// the open touches. A broken document structure ends reading with an `error` in either mode.
package final class TraceReader {
    package let path: String
    package let form: TraceContainerForm
    package let options: TraceReadOptions
    /// The header, with every default applied.
    package let header: TraceHeader
    /// The problems found so far, in file order (errors and warnings): the first
    /// `TraceLimits.diagnosticsKept` in full, and the first error wherever it is; the rest are
    /// only counted.
    package private(set) var diagnostics: [TraceDiagnostic] = []
    /// Every error found so far, including those beyond `diagnostics`.
    @exclusivity(unchecked) package private(set) var errorCount = 0
    /// Every warning found so far, including those beyond `diagnostics`.
    package private(set) var warningCount = 0
    /// Every problem found so far by kind (errors and warnings), including those beyond `diagnostics`.
    package private(set) var problemCounts: [TraceProblemKind: Int] = [:]
    /// Problems counted but not kept in `diagnostics`.
    package var diagnosticsOmitted: Int { errorCount + warningCount - diagnostics.count }
    /// Valid events returned so far.
    @exclusivity(unchecked) package private(set) var eventsRead = 0
    /// Events skipped because of a problem (each has a diagnostic).
    package private(set) var eventsSkipped = 0
    /// Events kept with an unknown `type` (each also has an `unknownType` warning).
    package private(set) var unknownEventsRead = 0
    /// The line the last returned or skipped event starts on (1-based; 0 before the first).
    @exclusivity(unchecked) package private(set) var currentLine = 0
    /// How far the reader has read into the file, in bytes (up to `fileSize`): for progress.
    package var bytesRead: Int { input.fileOffset }
    /// The file's size in bytes when it was opened.
    package var fileSize: Int { input.fileSize }

    /// The open file this reader reads.
    let file: POSIXFile
    private let input: ChunkedInput
    private let parser: JSONParserInstance
    private let source: EventSource
    private let decoder: EventDecoder
    // Read and written once or twice per event: dynamic exclusivity checks on these class
    // properties cost more than what they guard, and no access to them ever overlaps another.
    @exclusivity(unchecked) private var sequence: EventSequenceValidator
    @exclusivity(unchecked) private var finished = false

    /// Opens `path` and reads its header. `form` defaults to the one the extension names.
    package convenience init(path: String, form: TraceContainerForm? = nil, options: TraceReadOptions = .default)
        throws(TraceReadError)
    {
        guard let form = form ?? TraceContainerForm(path: path) else {
            // A refused file is refused whatever its name (a trace list can name any file).
            if !options.refusedFiles.isEmpty, let file = FileIdentity(path: path), options.refusedFiles.contains(file) {
                throw Self.refusal(path, file)
            }
            throw Self.fatal(
                path, .io, "cannot tell the trace form from the file name: expected .jsonl, .ndjson or .json")
        }
        let file: POSIXFile
        do { file = try POSIXFile(path: path, refusing: options.refusedFiles) } catch {
            if let refused = error.refused { throw Self.refusal(path, refused) }
            throw Self.fatal(path, .io, error.message)
        }
        try self.init(file: file, form: form, options: options)
    }

    /// Reads `file`, already open, from its start, and its header: one more reading of a file
    /// (`TraceEventFile`), which neither moves nor closes another reader's place in it.
    init(file: POSIXFile, form: TraceContainerForm, options: TraceReadOptions) throws(TraceReadError) {
        let path = file.path
        func fatal(
            _ kind: TraceProblemKind, line: Int = 0, column: Int = 0, _ message: String
        ) -> TraceReadError {
            Self.fatal(path, kind, line: line, column: column, message)
        }
        guard let parser = JSONParserInstance(options.parser) else {
            throw fatal(.io, "json-c could not allocate a tokener")
        }
        self.path = path
        self.file = file
        self.form = form
        self.options = options
        self.parser = parser
        input = ChunkedInput(file: file)

        let headerText: RawElement
        switch form {
        case .jsonLines:
            let splitter = JSONLinesSplitter(input: input)
            source = .lines(splitter)
            let line: RawElement?
            do { line = try splitter.nextLine() } catch { throw fatal(.io, error.message) }
            guard let line else {
                throw fatal(
                    .missingHeader, line: 1, column: 1,
                    "empty trace: expected a header line "
                        + "{\"type\": \"header\", \"format\": \"gesture-trace\", \"version\": 1}"
                )
            }
            headerText = line
        case .document:
            let scanner = DocumentScanner(input: input)
            source = .document(scanner)
            do {
                headerText = try scanner.readHeader()
            } catch {
                switch error {
                case .io(let cause): throw fatal(.io, cause.message)
                case .problem(let kind, let line, let column, let message):
                    throw fatal(kind, line: line, column: column, message)
                }
            }
        }

        let header: TraceHeader
        do throws(ElementError) {
            if headerText.exceedsLimit { throw ElementDecoding.tooLong(line: headerText.line, what: "the header") }
            header = try ElementDecoding.header(headerText, parser: parser, requiresType: form == .jsonLines)
        } catch {
            throw TraceReadError(error.diagnostic(file: path))
        }
        self.header = header
        decoder = EventDecoder(clock: header.clock)
        sequence = EventSequenceValidator(clock: header.clock)
    }

    /// `path` is one of `TraceReadOptions.refusedFiles`: the command says why.
    private static func refusal(_ path: String, _ file: FileIdentity) -> TraceReadError {
        var error = fatal(path, .io, "cannot read: it is one of the command's outputs")
        error.refusedFile = file
        return error
    }

    private static func fatal(
        _ path: String, _ kind: TraceProblemKind, line: Int = 0, column: Int = 0, _ message: String
    ) -> TraceReadError {
        TraceReadError(
            ElementError(kind: kind, line: line, column: column, field: nil, message: message)
                .diagnostic(file: path))
    }

    /// The next valid event, or nil at the end of the file (or after a fatal structural error,
    /// which is recorded in `diagnostics`).
    package func next() -> RecordedEvent? {
        while !finished {
            guard let raw = nextRaw() else {
                finished = true
                return nil
            }
            currentLine = raw.line
            if raw.exceedsLimit {
                let problem = ElementDecoding.tooLong(line: raw.line, what: "line \(raw.line)")
                record(problem.kind, line: problem.line, column: problem.column, severity: .error, problem.message)
                finished = true
                return nil
            }
            if let event = process(raw) {
                eventsRead += 1
                return event
            }
        }
        return nil
    }

    /// At least as many as the events left to read, when the rest of a JSON Lines file is
    /// already in memory (a file within the first chunk read, `ChunkedInput`): its lines left,
    /// counted without decoding them; nil otherwise. For a reader of the whole trace to reserve
    /// its array once instead of growing it.
    package var eventCountBound: Int? {
        guard case .lines = source, let ends = input.lineEndsLeft() else { return nil }
        return ends + 1  // a last line without its newline
    }

    /// Whether no error-severity diagnostic has been recorded so far.
    package var isValid: Bool { errorCount == 0 }

    // MARK: Reading

    private enum EventSource {
        case lines(JSONLinesSplitter)
        case document(DocumentScanner)
    }

    private func nextRaw() -> RawElement? {
        switch source {
        case .lines(let splitter):
            do {
                return try splitter.nextLine()
            } catch {
                record(.io, line: splitter.lineNumber + 1, column: 1, severity: .error, error.message)
                return nil
            }
        case .document(let scanner):
            do {
                return try scanner.nextElement()
            } catch {
                switch error {
                case .io(let cause): record(.io, line: 0, column: 0, severity: .error, cause.message)
                case .problem(let kind, let line, let column, let message):
                    record(kind, line: line, column: column, severity: .error, message)
                }
                return nil
            }
        }
    }

    /// Parses and validates one event; nil when it is skipped (with its diagnostic recorded).
    private func process(_ raw: RawElement) -> RecordedEvent? {
        do throws(ElementError) {
            var decoded = try ElementDecoding.event(raw, parser: parser, decoder: decoder)
            if decoded.isUnknownType && options.unknownTypesAreErrors {
                throw ElementError(
                    kind: .unknownType, line: raw.line, column: raw.location(ofKey: "type").column, field: "type",
                    message: unknownTypeMessage(decoded.event.typeName, kept: false))
            }
            try ElementDecoding.order(decoded, raw, in: &sequence)
            if !header.scene.hasModelledTransition, case .intent = decoded.event.payload {
                let at = raw.location(ofKey: "type")
                record(
                    .intentOnOtherScene, line: at.line, column: at.column, field: "type", severity: .warning,
                    "intent event on a scene of kind \"other\": kept, but intents are scored only on the "
                        + "media viewer (header scene.kind \"media-viewer\"), so analysis ignores it")
            }
            if decoded.isUnknownType {
                unknownEventsRead += 1
                let at = raw.location(ofKey: "type")
                record(
                    .unknownType, line: at.line, column: at.column, field: "type", severity: .warning,
                    unknownTypeMessage(decoded.event.typeName, kept: true))
            }
            // Moved out, not copied (a copy of an event retains and releases its strings).
            var event = TraceEvent(t: 0, .frame())
            swap(&event, &decoded.event)
            return RecordedEvent(event: event, line: raw.line)
        } catch {
            skip(error.kind, line: error.line, column: error.column, field: error.field, error.message)
            return nil
        }
    }

    private func unknownTypeMessage(_ type: String, kept: Bool) -> String {
        let quoted = MessageQuoting.quoted(type)
        return "unknown event type \(quoted): format v1 defines " + TraceEvent.knownTypeNames.joined(separator: ", ")
            + (kept ? "; the event is kept as unknown" : "; unknown types are errors in this mode")
    }

    // MARK: Diagnostics

    /// Records a skipped event: an error in strict mode, a warning in lenient mode.
    private func skip(_ kind: TraceProblemKind, line: Int, column: Int, field: String? = nil, _ message: String) {
        eventsSkipped += 1
        record(
            kind, line: line, column: column, field: field,
            severity: options.mode == .strict ? .error : .warning, message)
    }

    private func record(
        _ kind: TraceProblemKind, line: Int, column: Int, field: String? = nil,
        severity: TraceDiagnostic.Severity, _ message: String
    ) {
        switch severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        }
        problemCounts[kind, default: 0] += 1
        // Beyond the cap, the first error is still kept, so `diagnostics` holds an error exactly
        // when the trace is invalid (callers look for it there).
        guard diagnostics.count < TraceLimits.diagnosticsKept || (severity == .error && errorCount == 1) else {
            return
        }
        diagnostics.append(
            TraceDiagnostic(
                file: path, line: line, column: column, severity: severity,
                kind: kind, field: field, message: message))
    }
}
