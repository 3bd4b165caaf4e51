import TransitionSimulation

/// Reads a summary partial line by line (docs/scale-out.md "Format"), so that a file is checked as
/// it is read and never held whole: the first line is checked before any other is fed, each
/// trace's block is checked (`PartialTraceReader`) and kept as soon as the next begins, and
/// nothing may follow the `end` line. Every problem names the file, the line, the field and what
/// was expected (`SummaryPartialError`).
package struct SummaryPartialDecoder {
    /// The header's lines after the first, in order.
    static let headerNames = ["engines", "what-if", "recorded-with", "flows", "recognition", "left-out"]

    private let file: String
    /// Lines fed so far.
    package private(set) var lineCount = 0
    private var header: [[Substring]] = []
    private var partial: SummaryPartial?
    private var reader: PartialTraceReader?
    /// The block being gathered and its first line's number.
    private var block: [String] = []
    private var blockLine = 0
    private var previousPath: String?
    private var endCount: Int?

    /// A decoder for the file named `file` (in its messages).
    package init(file: String) { self.file = file }

    private func fail(_ line: Int?, _ message: String) -> SummaryPartialError {
        SummaryPartialError(file: file, line: line, message)
    }

    /// Reads the next line, without its line feed.
    package mutating func feed(_ line: Substring) throws(SummaryPartialError) {
        lineCount += 1
        if lineCount == 1 { return try checkFirst(line) }
        guard endCount == nil else { throw fail(lineCount, "a line after the \"end\" line (the end of a partial)") }
        guard partial != nil else { return try readHeader(line) }
        let isTrace = PartialFields.starts(line, with: "trace\t")
        if isTrace || PartialFields.kind(line).utf8.elementsEqual("end".utf8) {
            try flushBlock()
            if !isTrace {
                let fields = PartialFields(file: file, line: lineCount)
                let parts = try fields.split(line, 2)
                let count = try fields.count(parts[1], "end")
                let held = self.partial!.traceCount
                guard count == held else {
                    throw fail(lineCount, "end: the end line counts \(count) traces; the file holds \(held)")
                }
                endCount = count
                return
            }
            blockLine = lineCount
        } else if block.isEmpty {
            throw fail(
                lineCount,
                "expected a \"trace\" or \"end\" line, got \"\(PartialFields.shown(PartialFields.kind(line)))\"")
        }
        block.append(String(line))
    }

    /// The partial read, once every line was fed; `endsWithLineFeed`: the file's last byte was a
    /// line feed.
    package mutating func finish(endsWithLineFeed: Bool) throws(SummaryPartialError) -> SummaryPartial {
        guard lineCount > 0 else { throw fail(1, "not a summary partial: the file is empty") }
        guard endsWithLineFeed else { throw fail(nil, "truncated: the file does not end with a line end") }
        guard let partial, endCount != nil else {
            if partial == nil {
                throw fail(nil, "truncated: the header has \(header.count) of \(Self.headerNames.count) lines")
            }
            throw fail(nil, "truncated: the last line is not \"end<TAB>COUNT\"")
        }
        return partial
    }

    private func checkFirst(_ line: Substring) throws(SummaryPartialError) {
        let magic = PartialFields.fields(line)
        let expected = "\(SummaryPartial.magic)\t\(SummaryPartial.version)"
        guard magic.count == 2, magic[0] == SummaryPartial.magic else {
            throw fail(
                1,
                "not a summary partial: expected \"\(SummaryPartial.magic)<TAB>\(SummaryPartial.version)\" (analyze --partial)"
            )
        }
        guard line == expected else {
            throw fail(
                1,
                "partial format version \(PartialFields.shown(magic[1])); this gesturetrace reads version "
                    + "\(SummaryPartial.version) (write the partial again with this gesturetrace's analyze --partial)")
        }
    }

    private mutating func readHeader(_ line: Substring) throws(SummaryPartialError) {
        let index = header.count
        let name = Self.headerNames[index]
        var parts = PartialFields.fields(line)
        guard parts[0] == name else {
            throw fail(lineCount, "expected the \"\(name)\" line, got \"\(PartialFields.shown(parts[0]))\"")
        }
        parts.removeFirst()
        header.append(parts)
        if header.count == Self.headerNames.count { partial = try options() }
    }

    /// The partial the header describes, checked.
    private func options() throws(SummaryPartialError) -> SummaryPartial {
        func at(_ index: Int) -> PartialFields { PartialFields(file: file, line: index + 2) }
        var engines: [EngineKind] = []
        for name in header[0] {
            guard let engine = EngineKind(rawValue: String(name)) else {
                throw at(0).fail(
                    "engines: expected \(EngineKind.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(PartialFields.shown(name))\""
                )
            }
            guard !engines.contains(engine) else { throw at(0).fail("engines: \(engine.rawValue) is named twice") }
            engines.append(engine)
        }
        guard !engines.isEmpty else { throw at(0).fail("engines: expected at least one engine") }
        let whatIf = header[1]
        guard whatIf == ["true"] || whatIf == ["false"] else { throw at(1).fail("what-if: expected true or false") }
        let recorded = header[2]
        guard recorded.count == 1 else { throw at(2).fail("recorded-with: expected one field") }
        let recordedWith = try at(2).optionalText(recorded[0], "recorded-with")
        var flows: [String] = []
        var seen: Set<String> = []
        for name in header[3] {
            let flow = try at(3).text(name, "flows")
            guard seen.insert(flow).inserted else {
                throw at(3).fail("flows: the flow \"\(PartialFields.shown(name))\" is named twice")
            }
            flows.append(flow)
        }
        let recognition = try PartialRecognition.read(header[4][...], at(4))
        guard header[5].count == 1 else { throw at(5).fail("left-out: expected one count") }
        var partial = SummaryPartial(
            options: SummaryPartial.Options(
                engines: engines, whatIf: whatIf == ["true"], recordedWith: recordedWith, flows: flows,
                recognition: recognition))
        partial.leftOut = try at(5).count(header[5][0], "left-out")
        return partial
    }

    /// Checks the gathered block and keeps it.
    private mutating func flushBlock() throws(SummaryPartialError) {
        guard !block.isEmpty else { return }
        defer { block.removeAll(keepingCapacity: true) }
        if reader == nil { reader = PartialTraceReader(file: file, options: partial!.options) }
        let trace = try reader!.read(block.map { $0[...] }, firstLine: blockLine)
        if let previous = previousPath, previous != trace.path, !PartialTraceOrder.precedes(previous, trace.path) {
            throw fail(blockLine, "traces out of order: \(trace.path) after \(previous) (a partial is sorted by path)")
        }
        previousPath = trace.path
        // Exactly the block's bytes: the partial keeps every block, so no spare capacity.
        var text = ""
        text.reserveCapacity(block.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in block {
            text += line
            text += "\n"
        }
        partial!.append(path: trace.path, text: text, file: file, line: blockLine)
    }
}
