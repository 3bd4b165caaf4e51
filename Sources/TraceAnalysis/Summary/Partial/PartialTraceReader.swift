import TraceModel
import TransitionSimulation

/// Reads one trace's block of a partial file back (`PartialTrace.encoded()`), checking every
/// field; a problem names the file and line and what was expected (`SummaryPartialError`).
struct PartialTraceReader {
    let file: String
    /// The engines of the partial's header: a share of another engine is an error.
    let engines: [EngineKind]

    /// The trace of `lines` (a block, without line ends), whose first line is line `firstLine`.
    func read(_ lines: [Substring], firstLine: Int) throws(SummaryPartialError) -> PartialTrace {
        var lineNumber = firstLine
        func fail(_ message: String) -> SummaryPartialError {
            SummaryPartialError(file: file, line: lineNumber, message)
        }
        func fields(_ line: Substring, _ count: Int) throws(SummaryPartialError) -> [Substring] {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == count else {
                throw fail("a \"\(parts[0])\" line has \(parts.count) fields; expected \(count)")
            }
            return parts
        }
        func text(_ field: Substring) throws(SummaryPartialError) -> String {
            guard let value = PartialText.readText(field) else { throw fail("a malformed %-escape in \"\(field)\"") }
            return value
        }
        func optionalText(_ field: Substring) throws(SummaryPartialError) -> String? {
            if field.isEmpty { return nil }
            guard field.first == "=" else {
                throw fail("expected an empty field or \"=\" and a name, got \"\(field)\"")
            }
            return try text(field.dropFirst())
        }
        func number(_ field: Substring) throws(SummaryPartialError) -> Double? {
            if field.isEmpty { return nil }
            guard let value = Double(field), !value.isNaN else { throw fail("expected a number, got \"\(field)\"") }
            return value
        }
        func integer(_ field: Substring) throws(SummaryPartialError) -> Int {
            guard let value = Int(field), value >= 0 else { throw fail("expected a count, got \"\(field)\"") }
            return value
        }
        func flag(_ field: Substring) throws(SummaryPartialError) -> Bool? {
            switch field {
            case "": return nil
            case "1": return true
            case "0": return false
            default: throw fail("expected 1, 0 or an empty field, got \"\(field)\"")
            }
        }
        func engine(_ field: Substring) throws(SummaryPartialError) -> EngineKind {
            guard let kind = EngineKind(rawValue: String(field)), engines.contains(kind) else {
                throw fail(
                    "engine \"\(field)\" is not one of the partial's engines (\(engines.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            return kind
        }

        let head = try fields(lines[0], 2)
        guard head[0] == "trace" else { throw fail("expected a \"trace\" line") }
        guard lines.count >= 2 else { throw fail("a trace without a \"loaded\" or \"failed\" line") }
        var trace = PartialTrace(path: try text(head[1]))
        lineNumber += 1
        if lines[1].hasPrefix("failed\t") {
            let parts = try fields(lines[1], 2)
            trace.failure = try text(parts[1])
            guard lines.count == 2 else {
                lineNumber += 1
                throw fail("a failed trace has no more lines")
            }
            return trace
        }
        let loaded = try fields(lines[1], 7)
        guard loaded[0] == "loaded" else { throw fail("expected a \"loaded\" or \"failed\" line") }
        trace.scenario = try optionalText(loaded[1])
        trace.recordedWith = try optionalText(loaded[2])
        guard loaded[3] == "-" || loaded[3].allSatisfy({ $0 == "o" || $0 == "u" }) else {
            throw fail("expected the flags \"-\", \"o\", \"u\" or \"ou\", got \"\(loaded[3])\"")
        }
        trace.otherScene = loaded[3].contains("o")
        trace.unscored = loaded[3].contains("u")
        var populations: [EngineKind] = []
        for name in loaded[4].split(separator: ",") { populations.append(try engine(name)) }
        trace.populations = populations
        guard let refreshHz = try number(loaded[6]), DeviceInfo.refreshHzRange.contains(refreshHz) else {
            throw fail("expected a refresh rate of 1 to 1000 Hz, got \"\(loaded[6])\"")
        }
        trace.device = DeviceGroup(model: try optionalText(loaded[5]), refreshHz: refreshHz)
        for line in lines[2...] {
            lineNumber += 1
            let kind = line.prefix { $0 != "\t" }
            switch kind {
            case "engine":
                let parts = try fields(line, 4)
                var agreement: InferenceAgreement?
                if !parts[3].isEmpty {
                    let counts = parts[3].split(whereSeparator: { $0 == "/" || $0 == " " })
                    guard counts.count == 4 else {
                        throw fail("expected an agreement \"a/b c/d\", got \"\(parts[3])\"")
                    }
                    var values: [Int] = []
                    for count in counts { values.append(try integer(count)) }
                    agreement = InferenceAgreement(
                        intents: RateSummary(numerator: values[0], denominator: values[1]),
                        sequences: RateSummary(numerator: values[2], denominator: values[3]))
                }
                trace.shares.append(
                    PartialTrace.EngineShare(
                        engine: try engine(parts[1]), intentCount: try integer(parts[2]), agreement: agreement,
                        intents: [], intentIds: [], frames: []))
            case "i":
                let parts = try fields(line, 10)
                guard !trace.shares.isEmpty else { throw fail("an intent before any \"engine\" line") }
                guard let goal = IntentGoal(rawValue: String(parts[1])) else {
                    throw fail("expected a goal (open, close, cancel), got \"\(parts[1])\"")
                }
                let flags = parts[2]
                guard flags == "-" || flags.allSatisfy({ "tuacx".contains($0) }) else {
                    throw fail("expected intent flags of \"tuacx\" or \"-\", got \"\(flags)\"")
                }
                let intent = SummarizedIntent(
                    goal: goal, gestures: try integer(parts[3]), touched: flags.contains("t"),
                    unanswered: flags.contains("u"), achieved: flags.contains("a"),
                    cancelOk: flags.contains("c") ? true : flags.contains("x") ? false : nil,
                    firstTouchLatency: try number(parts[4]), responseLatency: try number(parts[5]),
                    timeToCancel: try number(parts[6]), timeToGoal: try number(parts[7]),
                    cancelDepth: try number(parts[8]))
                trace.shares[trace.shares.count - 1].intents.append(intent)
                trace.shares[trace.shares.count - 1].intentIds.append(try text(parts[9]))
            case "t":
                let parts = try fields(line, 7)
                guard !trace.shares.isEmpty else { throw fail("a transition before any \"engine\" line") }
                func count(_ field: Substring) throws(SummaryPartialError) -> Int32? {
                    field.isEmpty ? nil : Int32(clamping: try integer(field))
                }
                trace.shares[trace.shares.count - 1].frames.append(
                    SummarizedTransition(
                        hitchTimeRatio: try number(parts[1]), stepped: try flag(parts[2]),
                        startJumped: try flag(parts[3]), midJumped: try flag(parts[4]),
                        hitches: try count(parts[5]), droppedFrames: try count(parts[6])))
            case "flow":
                let parts = try fields(line, 6)
                guard let reason = FlowEndReason(rawValue: String(parts[5])) else {
                    throw fail("expected a flow end reason, got \"\(parts[5])\"")
                }
                guard let start = try number(parts[3]), let end = try number(parts[4]) else {
                    throw fail("a flow run needs its start and end times")
                }
                trace.flowRuns.append(
                    FlowRun(
                        flow: try text(parts[1]), number: try integer(parts[2]), tStart: start, tEnd: end,
                        endReason: reason, steps: []))
            case "step":
                let parts = try fields(line, 8)
                guard !trace.flowRuns.isEmpty else { throw fail("a step before any \"flow\" line") }
                var step = FlowStepResult(name: try text(parts[1]), index: try integer(parts[2]))
                step.tReached = try number(parts[3])
                step.tCompleted = try number(parts[4])
                step.attempts = try integer(parts[5])
                step.wrongGestures = try integer(parts[6])
                step.touchesDuringWait = try integer(parts[7])
                trace.flowRuns[trace.flowRuns.count - 1].steps.append(step)
            default:
                throw fail("expected an \"engine\", \"i\", \"t\", \"flow\" or \"step\" line, got \"\(kind)\"")
            }
        }
        return trace
    }
}
