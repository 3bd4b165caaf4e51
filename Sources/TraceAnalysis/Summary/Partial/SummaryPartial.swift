import TransitionSimulation

/// The mergeable state of an analysis (docs/scale-out.md): what `analyze --partial FILE` writes
/// and `merge` combines. It holds, per trace, its `PartialTrace` (encoded), from which every
/// overall, scenario, per-trace and flow row of `summary.csv`, the text tables, the failure
/// lines and `report.html` are computed exactly as one run over all the traces computes them:
/// distributions keep every value (exact percentiles and the same intervals), rates their counts,
/// and every scored intent its id (the worst intents).
///
/// Merging is concatenation of the traces followed by one canonical order (`PartialTraceOrder`:
/// by path, then by encoding), so it is associative and commutative, and a merged partial's bytes
/// do not depend on the order or grouping of what was merged.
package struct SummaryPartial: Sendable {
    /// The first line's word and the version of the format this build reads and writes
    /// (2: intent lines end with the intent's id; 3: the `recognition` header line).
    package static let magic = "gesturetrace-partial"
    package static let version = 4

    /// The options every partial of one merge must share: they change what a trace adds.
    package struct Options: Sendable, Hashable {
        package var engines: [EngineKind]
        package var whatIf: Bool
        /// `--recorded-with KIND`, when given.
        package var recordedWith: String?
        /// The names of the `--flows` flows, in definition order (none without flows).
        package var flows: [String]
        /// The recognition and engine options (`--platform`, the thresholds, `--config`, ...).
        package var recognition: PartialRecognition

        package init(
            engines: [EngineKind], whatIf: Bool, recordedWith: String?, flows: [String],
            recognition: PartialRecognition = PartialRecognition()
        ) {
            self.engines = engines
            self.whatIf = whatIf
            self.recordedWith = recordedWith
            self.flows = flows
            self.recognition = recognition
        }
    }

    package let options: Options
    /// Traces `--recorded-with` left out.
    package internal(set) var leftOut = 0
    /// The first file merged into it, which a message about other options names.
    package private(set) var firstFile: String?
    /// Each trace's path and encoded block, in no particular order until `sorted`.
    private var blocks: [(path: String, text: String)] = []
    /// The file each block was read from, for a message about it (parallel to `blocks`).
    private var origins: [(file: String, line: Int)] = []

    package init(options: Options) { self.options = options }

    /// How many traces (analysed or failed) it holds.
    package var traceCount: Int { blocks.count }

    /// Adds one trace.
    package mutating func add(_ trace: PartialTrace) {
        blocks.append((trace.path, trace.encoded()))
        origins.append(("", 0))
    }

    /// Counts traces that `--recorded-with` left out (a count no run reaches: see `merge`).
    package mutating func addLeftOut(_ count: Int) { leftOut += count }

    /// Adds every trace of `other`, which must have been made with the same options.
    /// `file` names `other` in the error, and the first file merged names the partials before it.
    package mutating func merge(_ other: SummaryPartial, file: String) throws(SummaryPartialError) {
        let before = firstFile ?? "the partials before it"
        guard other.options.recognition == options.recognition else {
            let (name, theirs, mine) = other.options.recognition.difference(from: options.recognition)!
            throw SummaryPartialError(
                file: file,
                "made with \(name) \(theirs); \(before) was made with \(name) \(mine) (partials must come from the"
                    + " same recognition and engine options)")
        }
        guard other.options == options else {
            throw SummaryPartialError(
                file: file,
                "made with \(Self.describe(other.options)); \(before) was made with \(Self.describe(options))")
        }
        let (sum, overflow) = leftOut.addingReportingOverflow(other.leftOut)
        guard !overflow else {
            throw SummaryPartialError(file: file, "left-out: \(other.leftOut) more left-out traces overflow the count")
        }
        blocks += other.blocks
        origins += other.origins
        leftOut = sum
        if firstFile == nil { firstFile = file }
    }

    /// The traces in the canonical order (`PartialTraceOrder`), read back one at a time by `body`.
    package func forEachTrace(_ body: (PartialTrace) throws -> Void) throws {
        let reader = PartialTraceReader(file: "", options: options)
        for index in order() {
            let lines = PartialFields.lines(Substring(blocks[index].text.utf8.dropLast()))
            do { try body(try reader.read(lines, firstLine: 1)) } catch let error as SummaryPartialError {
                throw SummaryPartialError(
                    file: origins[index].file, line: origins[index].line + (error.line ?? 1) - 1, error.message)
            }
        }
    }

    /// The partial file's text: the header, every trace's block in the canonical order, and an
    /// `end` line with the trace count (a truncated file is an error, not fewer traces).
    package func encoded() -> String {
        var out = "\(Self.magic)\t\(Self.version)\n"
        out += "engines\t" + options.engines.map(\.rawValue).joined(separator: "\t") + "\n"
        out += "what-if\t\(options.whatIf)\n"
        out += "recorded-with\t\(PartialText.optional(options.recordedWith))\n"
        out += (["flows"] + options.flows.map(PartialText.text)).joined(separator: "\t") + "\n"
        out += options.recognition.line + "\n"
        out += "left-out\t\(leftOut)\n"
        for index in order() { out += blocks[index].text }
        out += "end\t\(blocks.count)\n"
        return out
    }

    /// The block indices by path, then by their bytes.
    private func order() -> [Int] {
        blocks.indices.sorted { a, b in
            let (x, y) = (blocks[a], blocks[b])
            if x.path != y.path { return PartialTraceOrder.precedes(x.path, y.path) }
            return x.text.utf8.lexicographicallyPrecedes(y.text.utf8)
        }
    }

    static func describe(_ options: Options) -> String {
        "engines \(options.engines.map(\.rawValue).joined(separator: ",")), what-if \(options.whatIf), "
            + "recorded-with \(options.recordedWith ?? "(none)"), flows "
            + (options.flows.isEmpty ? "(none)" : options.flows.joined(separator: ","))
    }

    /// A block read from a file, checked.
    mutating func append(path: String, text: String, file: String, line: Int) {
        blocks.append((path, text))
        origins.append((file, line))
    }
}
