import TraceModel
import TransitionSimulation

/// Reads one trace's block of a partial file back (`PartialTrace.encoded()`), accepting only what
/// the writer writes: lines in its order, each engine and population once and among the header's,
/// an intent count equal to the intent lines that follow (none for a trace that could not be
/// scored), agreement counts `a/b c/d` with a <= b, times and counts in their ranges, flow runs of
/// the header's flows numbered in order with their steps. A problem names the file, the line, the
/// field and what was expected (`SummaryPartialError`).
struct PartialTraceReader {
    let file: String
    /// The partial's header: its engines and flows bound what a block may name.
    let options: SummaryPartial.Options

    /// The header's flows, for a look-up per `flow` line.
    private let flows: Set<String>

    init(file: String, options: SummaryPartial.Options) {
        self.file = file
        self.options = options
        flows = Set(options.flows)
    }

    /// The trace of `lines` (a block, without line ends), whose first line is line `firstLine`.
    func read(_ lines: [Substring], firstLine: Int) throws(SummaryPartialError) -> PartialTrace {
        var at = PartialFields(file: file, line: firstLine)
        let head = try at.split(lines[0], 2)
        guard head[0] == "trace" else { throw at.fail("expected a \"trace\" line") }
        guard lines.count >= 2 else { throw at.fail("a trace without a \"loaded\" or \"failed\" line") }
        var trace = PartialTrace(path: try at.text(head[1], "trace path"))
        at.line += 1
        if PartialFields.starts(lines[1], with: "failed\t") {
            trace.failure = try at.text(try at.split(lines[1], 2)[1], "failed reason")
            guard lines.count == 2 else {
                at.line += 1
                throw at.fail("a failed trace has no more lines")
            }
            return trace
        }
        let loaded = try at.split(lines[1], 7)
        guard loaded[0] == "loaded" else { throw at.fail("expected a \"loaded\" or \"failed\" line") }
        trace.scenario = try at.optionalText(loaded[1], "scenario")
        trace.recordedWith = try at.optionalText(loaded[2], "recorded-with")
        guard let flags = ["-": "", "o": "o", "u": "u", "ou": "ou"][String(loaded[3])] else {
            throw at.fail("flags: expected \"-\", \"o\", \"u\" or \"ou\", got \"\(PartialFields.shown(loaded[3]))\"")
        }
        trace.otherScene = flags.contains("o")
        trace.unscored = flags.contains("u")
        if !loaded[4].isEmpty {
            for name in loaded[4].split(separator: ",", omittingEmptySubsequences: false) {
                let engine = try engine(name, "populations", at)
                guard !trace.populations.contains(engine) else {
                    throw at.fail("populations: \(engine.rawValue) is named twice")
                }
                trace.populations.append(engine)
            }
        }
        let model = try at.optionalText(loaded[5], "device model")
        guard
            let refreshHz = try at.number(
                loaded[6], "refresh Hz", in: DeviceInfo.refreshHzRange, "a refresh rate of 1 to 1000 Hz")
        else { throw at.fail("refresh Hz: expected a refresh rate of 1 to 1000 Hz, got an empty field") }
        trace.device = DeviceGroup(model: model, refreshHz: refreshHz)
        var share = ShareCheck()
        // The runs of each flow so far: they are numbered 1, 2, ... per flow.
        var runsByFlow: [String: Int] = [:]
        for line in lines[2...] {
            at.line += 1
            let kind = PartialFields.kind(line)
            switch kind {
            case "engine":
                try share.close(&trace, at)
                guard trace.flowRuns.isEmpty else { throw at.fail("an \"engine\" line after a \"flow\" line") }
                let parts = try at.split(line, 4)
                let engine = try engine(parts[1], "engine", at)
                guard !trace.shares.contains(where: { $0.engine == engine }) else {
                    throw at.fail("engine: \(engine.rawValue) has a second \"engine\" line in this trace")
                }
                trace.shares.append(
                    PartialTrace.EngineShare(
                        engine: engine, intentCount: try at.count(parts[2], "intent count"),
                        agreement: try agreement(parts[3], at), intents: [], intentIds: [], frames: []))
                share = ShareCheck(line: at.line, open: true)
            case "i":
                let parts = try at.split(line, 13)
                guard share.open else { throw at.fail("an \"i\" line outside an engine's lines") }
                guard !share.sawFrames else { throw at.fail("an \"i\" line after a \"t\" line") }
                trace.shares[trace.shares.count - 1].intents.append(try intent(parts, at))
                trace.shares[trace.shares.count - 1].intentIds.append(try at.text(parts[12], "intent id"))
            case "t":
                let parts = try at.split(line, 7)
                guard share.open else { throw at.fail("a \"t\" line outside an engine's lines") }
                share.sawFrames = true
                func count(_ field: Substring, _ name: String) throws(SummaryPartialError) -> Int32? {
                    field.isEmpty ? nil : Int32(try at.count(field, name))
                }
                trace.shares[trace.shares.count - 1].frames.append(
                    SummarizedTransition(
                        hitchTimeRatio: try at.number(
                            parts[1], "hitch time ratio", in: 0...Double.greatestFiniteMagnitude,
                            "empty or a finite number >= 0"),
                        stepped: try at.flag(parts[2], "stepped"), startJumped: try at.flag(parts[3], "start jumped"),
                        midJumped: try at.flag(parts[4], "mid jumped"), hitches: try count(parts[5], "hitches"),
                        droppedFrames: try count(parts[6], "dropped frames")))
            case "flow":
                try share.close(&trace, at)
                trace.flowRuns.append(try flowRun(try at.split(line, 6), runs: &runsByFlow, at))
            case "step":
                guard let run = trace.flowRuns.last else { throw at.fail("a \"step\" line before any \"flow\" line") }
                let step = try step(try at.split(line, 8), number: run.steps.count + 1, at)
                trace.flowRuns[trace.flowRuns.count - 1].steps.append(step)
            default:
                throw at.fail(
                    "expected an \"engine\", \"i\", \"t\", \"flow\" or \"step\" line, got \"\(PartialFields.shown(kind))\""
                )
            }
        }
        try share.close(&trace, at)
        return trace
    }

    /// The engine share being read: its intent count must equal its intent lines when it ends.
    private struct ShareCheck {
        var line = 0
        var open = false
        var sawFrames = false

        mutating func close(_ trace: inout PartialTrace, _ at: PartialFields) throws(SummaryPartialError) {
            guard open, let share = trace.shares.last else { return }
            open = false
            // A trace that could not be scored keeps its intent count and no intent lines.
            guard share.intents.count == share.intentCount || (trace.unscored && share.intents.isEmpty) else {
                throw PartialFields(file: at.file, line: line).fail(
                    "intent count: the engine line counts \(share.intentCount) intents; \(share.intents.count)"
                        + " \"i\" lines follow")
            }
        }
    }

    private func engine(_ field: Substring, _ name: String, _ at: PartialFields) throws(SummaryPartialError)
        -> EngineKind
    {
        guard let kind = EngineKind(rawValue: String(field)), options.engines.contains(kind) else {
            throw at.fail(
                "\(name): engine \"\(PartialFields.shown(field))\" is not one of the partial's engines"
                    + " (\(options.engines.map(\.rawValue).joined(separator: ", ")))")
        }
        return kind
    }

    /// Empty, or `a/b c/d`: labelled intents and sequences the inference agreed with, of how many
    /// (a <= b, c <= d).
    private func agreement(_ field: Substring, _ at: PartialFields) throws(SummaryPartialError) -> InferenceAgreement? {
        guard !field.isEmpty else { return nil }
        let pairs = field.split(separator: " ", omittingEmptySubsequences: false)
        var rates: [RateSummary] = []
        for pair in pairs where pairs.count == 2 {
            let counts = pair.split(separator: "/", omittingEmptySubsequences: false)
            guard counts.count == 2, let a = PartialFields.count(counts[0]), let b = PartialFields.count(counts[1])
            else { break }
            guard a <= b else {
                throw at.fail("agreement: \(a)/\(b) agrees with more than it counts (expected a <= b in \"a/b c/d\")")
            }
            rates.append(RateSummary(numerator: a, denominator: b))
        }
        guard rates.count == 2 else {
            throw at.fail(
                "agreement: expected empty or \"a/b c/d\" (counts, a <= b), got \"\(PartialFields.shown(field))\"")
        }
        return InferenceAgreement(intents: rates[0], sequences: rates[1])
    }

    /// `i GOAL FLAGS GESTURES FIRST_TOUCH RESPONSE TIME_TO_CANCEL TIME_TO_GOAL CANCEL_DEPTH RECOGNITION
    /// START PRESENTATION ID`.
    private func intent(_ parts: [Substring], _ at: PartialFields) throws(SummaryPartialError) -> SummarizedIntent {
        guard let goal = IntentGoal(rawValue: String(parts[1])) else {
            throw at.fail("goal: expected open, close or cancel, got \"\(PartialFields.shown(parts[1]))\"")
        }
        // The writer's flags: t, u, a, n in that order, then c or x; "-" for none.
        let flags = parts[2]
        var rest = flags[...]
        for flag in ["t", "u", "a", "n"] where rest.hasPrefix(flag) { rest = rest.dropFirst() }
        if rest == "c" || rest == "x" { rest = "" }
        guard flags != "", flags == "-" || rest.isEmpty else {
            throw at.fail(
                "flags: expected \"-\" or t, u, a, n in that order then c or x, got \"\(PartialFields.shown(flags))\"")
        }
        func delay(_ field: Substring, _ name: String) throws(SummaryPartialError) -> Double? {
            try at.number(field, name, in: 0...Double.greatestFiniteMagnitude, "empty or a finite number of ms >= 0")
        }
        let breakdown: LatencyBreakdown?
        switch (
            try delay(parts[9], "recognition delay"), try delay(parts[10], "start delay"),
            try delay(parts[11], "presentation delay")
        ) {
        case (nil, nil, nil):
            breakdown = nil
        case (let recognition?, let start?, let presentation?):
            breakdown = LatencyBreakdown(recognition: recognition, start: start, presentation: presentation)
        default:
            throw at.fail("latency breakdown: expected all three delays or none")
        }
        return SummarizedIntent(
            goal: goal, gestures: try at.count(parts[3], "gestures"), touched: flags.contains("t"),
            unanswered: flags.contains("u"), achieved: flags.contains("a"),
            cancelOk: flags.contains("c") ? true : flags.contains("x") ? false : nil,
            firstTouchLatency: try at.duration(parts[4], "first-touch latency"),
            responseLatency: try at.duration(parts[5], "response latency"),
            timeToCancel: try at.duration(parts[6], "time to cancel"),
            timeToGoal: try at.duration(parts[7], "time to goal"),
            cancelDepth: try at.number(parts[8], "cancel depth", in: 0...1, "empty or a number from 0 to 1"),
            inferred: flags.contains("n"), breakdown: breakdown)
    }

    /// `flow FLOW RUN START_MS END_MS END_REASON`: a flow of the header, runs numbered 1, 2, ... per flow.
    private func flowRun(
        _ parts: [Substring], runs: inout [String: Int], _ at: PartialFields
    ) throws(SummaryPartialError)
        -> FlowRun
    {
        let flow = try at.text(parts[1], "flow")
        guard flows.contains(flow) else {
            throw at.fail("flow: \"\(PartialFields.shown(parts[1]))\" is not one of the partial's flows")
        }
        let expected = runs[flow, default: 0] + 1
        let number = try at.count(parts[2], "flow run")
        guard number == expected else { throw at.fail("flow run: expected run \(expected) of \(flow), got \(number)") }
        runs[flow] = number
        guard let start = try at.time(parts[3], "flow start"), let end = try at.time(parts[4], "flow end") else {
            throw at.fail("a flow run needs its start and end times")
        }
        guard end >= start else { throw at.fail("flow end: \(end) is before the start, \(start)") }
        guard let reason = FlowEndReason(rawValue: String(parts[5])) else {
            throw at.fail("end reason: expected a flow end reason, got \"\(PartialFields.shown(parts[5]))\"")
        }
        return FlowRun(flow: flow, number: number, tStart: start, tEnd: end, endReason: reason, steps: [])
    }

    /// `step STEP INDEX REACHED_MS COMPLETED_MS ATTEMPTS WRONG TOUCHES`, the run's step `number`.
    private func step(_ parts: [Substring], number: Int, _ at: PartialFields) throws(SummaryPartialError)
        -> FlowStepResult
    {
        let index = try at.count(parts[2], "step index")
        guard index == number else { throw at.fail("step index: expected \(number), got \(index)") }
        var step = FlowStepResult(name: try at.text(parts[1], "step"), index: index)
        step.tReached = try at.time(parts[3], "step reached")
        step.tCompleted = try at.time(parts[4], "step completed")
        if let completed = step.tCompleted {
            guard let reached = step.tReached, completed >= reached else {
                throw at.fail("step completed: a step completes after it is reached")
            }
        }
        step.attempts = try at.count(parts[5], "attempts")
        step.wrongGestures = try at.count(parts[6], "wrong gestures")
        step.touchesDuringWait = try at.count(parts[7], "touches during wait")
        return step
    }
}
