import TransitionSimulation

extension SummaryPartial {
    /// Reads a partial file's text (`encoded()`), checking the version, the header and every
    /// trace's block; `file` names it in the errors (`SummaryPartialError`: file, line, expected).
    public static func decode(_ text: String, file: String) throws(SummaryPartialError) -> SummaryPartial {
        func fail(_ line: Int?, _ message: String) -> SummaryPartialError {
            SummaryPartialError(file: file, line: line, message)
        }
        guard text.hasSuffix("\n") else { throw fail(nil, "truncated: the file does not end with a line end") }
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        let magic = lines[0].split(separator: "\t", omittingEmptySubsequences: false)
        guard magic.count == 2, magic[0] == Self.magic else {
            throw fail(1, "not a summary partial: expected \"\(Self.magic)<TAB>\(Self.version)\" (analyze --partial)")
        }
        guard magic[1] == String(Self.version) else {
            throw fail(
                1,
                "partial format version \(magic[1]); this gesturetrace reads version \(Self.version) "
                    + "(write the partial again with this gesturetrace's analyze --partial)")
        }
        guard lines.count >= 7 else { throw fail(nil, "truncated: the header has \(lines.count - 1) of 6 lines") }
        func header(_ index: Int, _ name: String) throws(SummaryPartialError) -> [Substring] {
            let parts = lines[index].split(separator: "\t", omittingEmptySubsequences: false)
            guard parts[0] == name else { throw fail(index + 1, "expected the \"\(name)\" line") }
            return Array(parts.dropFirst())
        }
        var engines: [EngineKind] = []
        for name in try header(1, "engines") {
            guard let engine = EngineKind(rawValue: String(name)) else { throw fail(2, "unknown engine \"\(name)\"") }
            engines.append(engine)
        }
        let whatIf = try header(2, "what-if")
        guard whatIf == ["true"] || whatIf == ["false"] else { throw fail(3, "expected what-if true or false") }
        let recorded = try header(3, "recorded-with")
        guard recorded.count == 1, recorded[0].isEmpty || recorded[0].first == "=",
            let recordedWith = PartialText.readText(recorded[0].dropFirst())
        else { throw fail(4, "expected an empty field or \"=\" and an engine kind") }
        var flows: [String] = []
        for name in try header(4, "flows") {
            guard let flow = PartialText.readText(name) else { throw fail(5, "a malformed flow name") }
            flows.append(flow)
        }
        let leftOutField = try header(5, "left-out")
        guard leftOutField.count == 1, let leftOut = Int(leftOutField[0]), leftOut >= 0 else {
            throw fail(6, "expected a count of left-out traces")
        }
        var partial = SummaryPartial(
            options: Options(
                engines: engines, whatIf: whatIf == ["true"], recordedWith: recorded[0].isEmpty ? nil : recordedWith,
                flows: flows))
        partial.leftOut = leftOut
        let last = lines.count - 1
        let end = lines[last].split(separator: "\t")
        guard end.count == 2, end[0] == "end", let count = Int(end[1]) else {
            throw fail(nil, "truncated: the last line is not \"end<TAB>COUNT\"")
        }
        let reader = PartialTraceReader(file: file, engines: engines)
        var start = 6
        var previous: (path: String, text: String)?
        while start < last {
            var stop = start + 1
            while stop < last && !lines[stop].hasPrefix("trace\t") { stop += 1 }
            let block = Array(lines[start..<stop])
            let trace = try reader.read(block, firstLine: start + 1)
            let text = block.joined(separator: "\n") + "\n"
            if let previous, previous.path != trace.path, !PartialTraceOrder.precedes(previous.path, trace.path) {
                throw fail(
                    start + 1, "traces out of order: \(trace.path) after \(previous.path) (a partial is sorted by path)"
                )
            }
            previous = (trace.path, text)
            partial.append(path: trace.path, text: text, file: file, line: start + 1)
            start = stop
        }
        guard count == partial.traceCount else {
            throw fail(last + 1, "the end line counts \(count) traces; the file holds \(partial.traceCount)")
        }
        return partial
    }
}
