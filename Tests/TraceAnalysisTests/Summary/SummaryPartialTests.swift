import Testing
import TraceModel
import TransitionSimulation

@testable import TraceAnalysis

/// Summary partials (docs/scale-out.md): exact round trips, a merge that is associative and
/// commutative to the byte, and a clear error for every kind of bad file.
@Suite("Summary partials")
struct SummaryPartialTests {
    private static let options = SummaryPartial.Options(
        engines: [.legacy, .fluid], whatIf: false, recordedWith: nil, flows: ["onboarding"])

    /// A trace with every kind of value: infinite and absent times, a percent sign and a tab in its
    /// names, agreement counts, frame figures with and without frames, a flow run.
    private static func trace(_ path: String, seed: Double) -> PartialTrace {
        var trace = PartialTrace(path: path)
        trace.scenario = "sc\t%\(Int(seed) % 3)"
        trace.recordedWith = seed > 2 ? "fluid" : nil
        trace.unscored = seed == 4
        trace.populations = [.legacy, .fluid]
        let intents = [
            SummarizedIntent(
                goal: .open, gestures: 2, touched: true, unanswered: false, achieved: true, cancelOk: nil,
                firstTouchLatency: 16.7 * seed + 0.1, responseLatency: 1.0 / 3.0 * seed, timeToCancel: nil,
                timeToGoal: 250.125 + seed, cancelDepth: nil),
            SummarizedIntent(
                goal: .cancel, gestures: 1, touched: true, unanswered: true, achieved: false, cancelOk: false,
                firstTouchLatency: .infinity, responseLatency: .infinity, timeToCancel: .infinity, timeToGoal: nil,
                cancelDepth: 0.1 + seed / 7),
        ]
        let frames = [
            SummarizedTransition(
                hitchTimeRatio: 12.5 * seed, stepped: false, startJumped: true, midJumped: nil, hitches: 3,
                droppedFrames: 7),
            SummarizedTransition(
                hitchTimeRatio: nil, stepped: nil, startJumped: nil, midJumped: nil, hitches: nil, droppedFrames: nil),
        ]
        trace.shares = [
            PartialTrace.EngineShare(
                engine: .legacy, intentCount: 2,
                agreement: InferenceAgreement(
                    intents: RateSummary(numerator: 1, denominator: 2),
                    sequences: RateSummary(numerator: 3, denominator: 4)),
                intents: intents, intentIds: ["open-1", "cancel\t%1"], frames: frames),
            PartialTrace.EngineShare(
                engine: .fluid, intentCount: 2, agreement: nil, intents: intents, intentIds: ["inferred-1", ""],
                frames: []),
        ]
        var step = FlowStepResult(name: "swipe\nup", index: 1)
        step.tReached = 10
        step.attempts = 2
        trace.flowRuns = [
            FlowRun(flow: "onboarding", number: 1, tStart: 0, tEnd: 1234.5, endReason: .traceEnded, steps: [step])
        ]
        return trace
    }

    private static func partial(_ traces: [PartialTrace], leftOut: Int = 0) -> SummaryPartial {
        var partial = SummaryPartial(options: options)
        for trace in traces { partial.add(trace) }
        partial.addLeftOut(leftOut)
        return partial
    }

    private static let traces: [PartialTrace] =
        (0..<6).map { trace("corpus/user-\($0 % 2)/t\($0).jsonl", seed: Double($0)) }
        + [PartialTrace(path: "corpus/user/failed.jsonl", failure: "corpus/user/failed.jsonl:3:1: error: bad")]

    @Test("a partial reads back to the same bytes, every value exact")
    func roundTrip() throws {
        let text = Self.partial(Self.traces, leftOut: 2).encoded()
        let read = try SummaryPartial.decode(text, file: "p")
        #expect(read.encoded() == text)
        #expect(read.leftOut == 2)
        var values: [Double] = []
        try read.forEachTrace { trace in
            values += trace.shares.flatMap(\.intents).compactMap(\.responseLatency)
        }
        #expect(values.contains(1.0 / 3.0 * 5))
        #expect(values.contains(.infinity))
    }

    @Test("traces come in the order a folder walk gives: a/b before a-b, whatever the order added")
    func pathOrder() {
        #expect(PartialTraceOrder.precedes("c/a/z.jsonl", "c/a-b/a.jsonl"))
        #expect(!PartialTraceOrder.precedes("c/a-b/a.jsonl", "c/a/z.jsonl"))
        #expect(PartialTraceOrder.precedes("c/x.jsonl", "c/y.jsonl"))
        let forward = Self.partial(Self.traces).encoded()
        let backward = Self.partial(Self.traces.reversed()).encoded()
        #expect(forward == backward)
        let paths = forward.split(separator: "\n").filter { $0.hasPrefix("trace\t") }.map { $0.dropFirst(6) }
        // "user" is a folder of its own: before "user-0", though "-" is a smaller byte than "/".
        #expect(paths.first == "corpus/user/failed.jsonl")
        #expect(paths.dropFirst().first == "corpus/user-0/t0.jsonl")
    }

    @Test("merging is associative and commutative, to the byte")
    func mergeLaws() throws {
        let parts = [[0, 5], [1], [2, 3, 6], [4]].map { indices in Self.partial(indices.map { Self.traces[$0] }) }
        func merged(_ order: [Int]) throws -> String {
            var out = SummaryPartial(options: Self.options)
            for index in order { try out.merge(parts[index], file: "p\(index)") }
            return out.encoded()
        }
        let reference = Self.partial(Self.traces).encoded()
        for order in [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1]] { #expect(try merged(order) == reference) }
        // (a + b) + (c + d) == a + (b + (c + d)), through files read back.
        var left = parts[0]
        try left.merge(parts[1], file: "b")
        var right = parts[2]
        try right.merge(parts[3], file: "d")
        var grouped = try SummaryPartial.decode(left.encoded(), file: "ab")
        try grouped.merge(try SummaryPartial.decode(right.encoded(), file: "cd"), file: "cd")
        #expect(grouped.encoded() == reference)
    }

    @Test("merged partials give the summary rows of one summary over every trace")
    func rowsEqualOneSummary() throws {
        var whole = CorpusSummary(engines: [.legacy, .fluid])
        for trace in Self.traces.sorted(by: { PartialTraceOrder.precedes($0.path, $1.path) }) { whole.add(trace) }
        var merged = Self.partial(Array(Self.traces[4...]))
        try merged.merge(Self.partial(Array(Self.traces[..<4])), file: "b")
        var fromMerge = CorpusSummary(engines: [.legacy, .fluid])
        try merged.forEachTrace { fromMerge.add($0) }
        #expect(fromMerge.rows(engine: .legacy) == whole.rows(engine: .legacy))
        #expect(fromMerge.rows(engine: .fluid) == whole.rows(engine: .fluid))
    }

    @Test("report.html's samples from partials merged in any grouping are those of every trace in path order")
    func samplesEqualOneRun() throws {
        let engines: [EngineKind] = [.legacy, .fluid]
        var whole = ReportSamples(engines: engines)
        for trace in Self.traces.sorted(by: { PartialTraceOrder.precedes($0.path, $1.path) }) {
            whole.merge(ReportSamples.of(trace, engines: engines))
        }
        for grouping in [[[0, 5], [1], [2, 3, 6], [4]], [[6, 4, 2], [0, 1, 3, 5]]] {
            var merged = SummaryPartial(options: Self.options)
            for (number, indices) in grouping.reversed().enumerated() {
                let text = Self.partial(indices.map { Self.traces[$0] }).encoded()
                try merged.merge(try SummaryPartial.decode(text, file: "p\(number)"), file: "p\(number)")
            }
            var samples = ReportSamples(engines: engines)
            try merged.forEachTrace { samples.merge(ReportSamples.of($0, engines: engines)) }
            #expect(samples == whole)
        }
        // Every trace's cancel is unanswered: the ties keep path order, and the ids read back exactly.
        let worst = whole.byEngine[0].worst
        #expect(worst.map(\.intentId) == Array(repeating: "cancel\t%1", count: ReportSamples.worstKept))
        #expect(worst.map(\.trace) == worst.map(\.trace).sorted { PartialTraceOrder.precedes($0, $1) })
    }

    @Test(
        "a bad file names itself, the line and what was expected",
        arguments: [
            ("nothing\n", "p:1: error: not a summary partial"),
            (
                "gesturetrace-partial\t1\n",
                "p:1: error: partial format version 1; this gesturetrace reads version \(SummaryPartial.version)"
            ),
            ("gesturetrace-partial\t4\nengines\tfluid\n", "p: error: truncated"),
        ])
    func badHeader(text: String, message: String) {
        #expect(throws: SummaryPartialError.self) { try SummaryPartial.decode(text, file: "p") }
        do {
            _ = try SummaryPartial.decode(text, file: "p")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test("a corrupt or truncated body is an error with its line")
    func badBody() throws {
        let text = Self.partial(Self.traces).encoded()
        let truncated = String(text.dropLast(8))
        #expect(throws: SummaryPartialError.self) { try SummaryPartial.decode(truncated, file: "p") }
        let corrupt = text.replacingFirst("\ni\topen\t", with: "\ni\tajar\t")
        do {
            _ = try SummaryPartial.decode(corrupt, file: "p")
            Issue.record("a corrupt partial was read")
        } catch {
            #expect(error.line != nil)
            #expect(error.message == "goal: expected open, close or cancel, got \"ajar\"")
        }
        let other = SummaryPartial(
            options: SummaryPartial.Options(engines: [.fluid], whatIf: false, recordedWith: nil, flows: []))
        var merged = Self.partial(Self.traces)
        #expect(throws: SummaryPartialError.self) { try merged.merge(other, file: "fluid-only") }
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        var parts = split(separator: target, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return self }
        parts.insert(Substring(replacement), at: 1)
        return parts.joined()
    }
}
