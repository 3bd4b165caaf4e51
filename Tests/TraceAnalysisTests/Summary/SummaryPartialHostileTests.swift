import GestureRecognition
import Testing
import TraceModel
import TransitionSimulation

@testable import TraceAnalysis

/// Summary partials as hostile input (docs/scale-out.md "Format"): only what `analyze --partial`
/// writes is read; anything else is an error naming the file, the line, the field and what was
/// expected, never a trap and never a changed verdict.
@Suite("Summary partials: hostile input")
struct SummaryPartialHostileTests {
    /// A partial of two traces, as the writer writes it: one engine, two intents each (one
    /// unanswered), agreement counts, a frame line.
    private static func partial(recognition: PartialRecognition = PartialRecognition(), leftOut: Int = 0) -> String {
        var partial = SummaryPartial(
            options: SummaryPartial.Options(
                engines: [.fluid], whatIf: false, recordedWith: nil, flows: [], recognition: recognition))
        for path in ["a/one.jsonl", "a/two.jsonl"] {
            var trace = PartialTrace(path: path)
            trace.populations = [.fluid]
            let intents = [
                SummarizedIntent(
                    goal: .open, gestures: 1, touched: true, unanswered: false, achieved: true, cancelOk: nil,
                    firstTouchLatency: 40, responseLatency: 40, timeToCancel: nil, timeToGoal: 300, cancelDepth: nil),
                SummarizedIntent(
                    goal: .cancel, gestures: 2, touched: true, unanswered: true, achieved: false, cancelOk: false,
                    firstTouchLatency: .infinity, responseLatency: .infinity, timeToCancel: .infinity,
                    timeToGoal: nil, cancelDepth: 0.25),
            ]
            trace.shares = [
                PartialTrace.EngineShare(
                    engine: .fluid, intentCount: 2,
                    agreement: InferenceAgreement(
                        intents: RateSummary(numerator: 1, denominator: 2),
                        sequences: RateSummary(numerator: 0, denominator: 0)),
                    intents: intents, intentIds: ["o-1", "c-1"],
                    frames: [
                        SummarizedTransition(
                            hitchTimeRatio: 0.5, stepped: false, startJumped: nil, midJumped: nil, hitches: 1,
                            droppedFrames: 2)
                    ])
            ]
            partial.add(trace)
        }
        partial.addLeftOut(leftOut)
        return partial.encoded()
    }

    /// The error `text` gives, or nil when it reads.
    private static func error(_ text: String) -> SummaryPartialError? {
        do {
            _ = try SummaryPartial.decode(text, file: "p")
            return nil
        } catch {
            return error
        }
    }

    private static func replacing(_ old: String, _ new: String, in text: String = partial()) -> String {
        precondition(text.contains(old), "no \(old) in the partial")
        return text.replacingFirst(old, with: new)
    }

    @Test("the partial the tests edit reads back as written")
    func baseline() throws {
        let text = Self.partial()
        #expect(try SummaryPartial.decode(text, file: "p").encoded() == text)
        #expect(text.contains("\nengine\tfluid\t2\t1/2 0/0\n"))
    }

    @Test(
        "a count past what the writer writes is an error naming the line and the field, never a trap later",
        arguments: [
            ("engine\tfluid\t2\t", "engine\tfluid\t9223372036854775807\t", "intent count: expected a count"),
            ("\t1/2 0/0", "\t9223372036854775807/9223372036854775807 0/0", "agreement: expected"),
            ("left-out\t0", "left-out\t9223372036854775807", "left-out: expected a count"),
            ("left-out\t0", "left-out\t2147483648", "left-out: expected a count"),
            ("\tta\t1\t", "\tta\t99999999999\t", "gestures: expected a count"),
        ])
    func hugeCounts(old: String, new: String, message: String) throws {
        let error = try #require(Self.error(Self.replacing(old, new)))
        #expect(error.line != nil)
        #expect(error.message.hasPrefix(message), "\(error)")
    }

    @Test("left-out counts that would overflow when merged are an error, not a trap")
    func leftOutOverflow() throws {
        var merged = try SummaryPartial.decode(Self.partial(), file: "a")
        merged.addLeftOut(Int.max)
        let other = try SummaryPartial.decode(Self.partial(leftOut: 1), file: "b")
        #expect(throws: SummaryPartialError.self) { try merged.merge(other, file: "b") }
    }

    @Test(
        "values analyze never writes are refused: the field and what was expected",
        arguments: [
            // -inf latency: it turned a failing gate into a pass.
            (
                "\t40.0\t40.0\t\t300.0\t", "\t-inf\t40.0\t\t300.0\t",
                "first-touch latency: expected empty or a number of ms >= 0"
            ),
            ("\t40.0\t40.0\t\t300.0\t", "\t-12.5\t40.0\t\t300.0\t", "first-touch latency: expected"),
            ("\t40.0\t40.0\t\t300.0\t", "\t40.0\t40.0\t\t-300.0\t", "time to goal: expected"),
            ("\t40.0\t40.0\t\t300.0\t", "\t40.0\tnan\t\t300.0\t", "response latency: expected"),
            ("\t40.0\t40.0\t\t300.0\t", "\t40.0\t40\t\t300.0\t", "response latency: expected"),
            ("\t0.25\t\t\t\tc-1", "\t1.5\t\t\t\tc-1", "cancel depth: expected"),
            // The latency breakdown: all three finite delays, or none.
            ("\t0.25\t\t\t\tc-1", "\t0.25\t10.0\t\t\tc-1", "latency breakdown: expected all three delays or none"),
            ("\t0.25\t\t\t\tc-1", "\t0.25\t10.0\t5.0\tinf\tc-1", "presentation delay: expected"),
            ("\t0.25\t\t\t\tc-1", "\t0.25\t10.0\t-5.0\t1.0\tc-1", "start delay: expected"),
            // Agreement: more agreed than counted, or counted out of nothing.
            ("\t1/2 0/0", "\t5/2 0/0", "agreement: 5/2 agrees with more than it counts"),
            ("\t1/2 0/0", "\t1/2 7/0", "agreement: 7/0 agrees with more than it counts"),
            ("\t1/2 0/0", "\t1/2  0/0", "agreement: expected"),
            ("\t1/2 0/0", "\t+1/2 0/0", "agreement: expected"),
            // Counts that disagree with the lines that follow, an engine twice.
            ("engine\tfluid\t2\t", "engine\tfluid\t3\t", "intent count: the engine line counts 3 intents; 2"),
            ("\nt\t0.5\t", "\nengine\tfluid\t0\t\nt\t0.5\t", "engine: fluid has a second \"engine\" line"),
            ("\t-\tfluid\t", "\t-\tfluid,fluid\t", "populations: fluid is named twice"),
            // Digits only where the writer writes digits, known markers only.
            ("end\t2", "end\t+2", "end: expected a count"),
            ("end\t2", "end\t02", "end: expected a count"),
            ("\t1\t2\n", "\t1\t-0\n", "dropped frames: expected a count"),
            ("\ttux\t", "\ttxu\t", "flags: expected \"-\" or t, u, a, n in that order"),
            ("\ttux\t", "\ttt\t", "flags: expected"),
            ("what-if\tfalse", "what-if\tFalse", "what-if: expected true or false"),
            ("velocity=lsq2", "velocity=lsq3", "velocity: expected one of"),
            ("engines\tfluid", "engines\tfluid\tfluid", "engines: fluid is named twice"),
        ])
    func outOfRange(old: String, new: String, message: String) throws {
        let error = try #require(Self.error(Self.replacing(old, new)))
        #expect(error.line != nil, "\(error)")
        #expect(error.message.hasPrefix(message), "\(error)")
    }

    @Test("0/0 agreement, an unanswered intent's inf and a trace that could not be scored read back")
    func writerValuesRead() throws {
        let unscored = Self.partial().split(separator: "\t-\tfluid\t", omittingEmptySubsequences: false)
            .joined(separator: "\tu\tfluid\t")
        let noIntents = unscored.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("i\t") }.joined(separator: "\n")
        // An unscored trace keeps its intent count without intent lines.
        #expect(Self.error(noIntents) == nil)
        #expect(Self.error(Self.replacing("engine\tfluid\t2\t", "engine\tfluid\t3\t", in: noIntents)) == nil)
    }

    @Test("lines and fields are split as bytes: a combining mark after a tab, a line feed or a % reads back")
    func combiningMarks() throws {
        // Found by the partial fuzz target: a raw carriage return before a line feed made one
        // character of the two, so a block kept as text read back as other lines.
        let raw = Self.replacing("\to-1\n", "\to-1\r\n")
        #expect(Self.error(raw)?.message.hasPrefix("intent id: a raw carriage return") == true, "\(Self.error(raw)!)")
        var partial = SummaryPartial(
            options: SummaryPartial.Options(engines: [.fluid], whatIf: false, recordedWith: nil, flows: []))
        var trace = PartialTrace(path: "\u{301}a/%\u{301}\r.jsonl")
        trace.populations = [.fluid]
        trace.shares = [
            PartialTrace.EngineShare(
                engine: .fluid, intentCount: 1, agreement: nil,
                intents: [
                    SummarizedIntent(
                        goal: .open, gestures: 1, touched: true, unanswered: false, achieved: true, cancelOk: nil,
                        firstTouchLatency: 40, responseLatency: 40, timeToCancel: nil, timeToGoal: 300,
                        cancelDepth: nil)
                ], intentIds: ["\u{301}id\r\n"], frames: [])
        ]
        partial.add(trace)
        partial.add(PartialTrace(path: "\u{301}b", failure: "\u{301}bad"))
        let text = partial.encoded()
        let read = try SummaryPartial.decode(text, file: "p")
        #expect(read.encoded() == text)
        var ids: [String] = []
        var paths: [String] = []
        try read.forEachTrace { trace in
            paths.append(trace.path)
            ids += trace.shares.flatMap(\.intentIds)
        }
        #expect(paths == ["\u{301}a/%\u{301}\r.jsonl", "\u{301}b"])
        #expect(ids == ["\u{301}id\r\n"])
    }

    @Test("nothing may follow the end line; a truncated file is an error")
    func endLine() throws {
        #expect(Self.error(Self.partial() + "end\t2\n")?.message.hasPrefix("a line after the \"end\" line") == true)
        #expect(Self.error(String(Self.partial().dropLast()))?.message.hasPrefix("truncated") == true)
    }

    @Test(
        "the recognition options are kept, and partials made with others are refused naming both files and the option")
    func recognitionMismatch() throws {
        let android = PartialRecognition(policy: RecognitionPolicy(platform: .android, tapSlop: 12))
        let made = try SummaryPartial.decode(Self.partial(recognition: android), file: "android.partial")
        #expect(made.options.recognition == android)
        #expect(Self.partial(recognition: android).contains("\nrecognition\tplatform=android\ttap-slop=12.0\t"))
        var merged = SummaryPartial(options: made.options)
        try merged.merge(made, file: "android.partial")
        let plain = try SummaryPartial.decode(Self.partial(), file: "plain.partial")
        do {
            try merged.merge(plain, file: "plain.partial")
            Issue.record("partials made with other recognition options merged")
        } catch {
            #expect(error.file == "plain.partial")
            #expect(
                error.message.hasPrefix("made with platform (unset); android.partial was made with platform android"))
        }
        for (option, value) in [("long-press-ms", "600.0"), ("engine-config", "0123456789abcdef")] {
            let text = Self.replacing("\(option)=", "\(option)=\(value)")
            let other = try SummaryPartial.decode(text, file: "other")
            var plainMerged = SummaryPartial(options: plain.options)
            try plainMerged.merge(plain, file: "plain.partial")
            #expect(throws: SummaryPartialError.self) { try plainMerged.merge(other, file: "other") }
        }
    }

    @Test("the first line is checked before any other line is read")
    func firstLineFirst() throws {
        var decoder = SummaryPartialDecoder(file: "junk")
        #expect(throws: SummaryPartialError.self) { try decoder.feed("{\"t\": 0, \"type\": \"down\"}") }
        var old = SummaryPartialDecoder(file: "old")
        do {
            try old.feed("gesturetrace-partial\t2")
            Issue.record("version 2 was read")
        } catch {
            #expect(error.line == 1)
            #expect(
                error.message.hasPrefix(
                    "partial format version 2; this gesturetrace reads version \(SummaryPartial.version)"))
        }
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
