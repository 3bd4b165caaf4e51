import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// Hand-written traces whose metric values follow from the frame grid alone (60 Hz: frame k at
/// k * 1000/60 ms; an input at t is applied at the first frame at or after t and shown one frame
/// later).
@Suite("Metrics known by construction")
struct KnownMetricsTests {
    static let frame = 1000.0 / 60
    /// The displayed time of an input at `t`.
    static func shown(_ t: Double) -> Double { ((t / frame).rounded(.up) + 1) * frame }

    func analyze(_ name: String, engines: [EngineKind] = [.legacy, .fluid], infer: Bool = false) throws -> AnalyzedTrace
    {
        let path = TestPaths.trace("scenarios/\(name)").path
        let trace = try LoadedTrace.load(path: path)
        #expect(trace.isValid)
        return TraceAnalyzer.analyze(
            path: name, header: trace.header, events: trace.events,
            options: AnalysisOptions(recognition: .default, engines: engines, inferIntents: infer))
    }

    func intents(_ trace: AnalyzedTrace, _ engine: EngineKind) -> [String: IntentMetrics] {
        Dictionary(uniqueKeysWithValues: trace.runs.first { $0.engine == engine }!.intents.map { ($0.intent.id, $0) })
    }

    @Test("a touch 100 ms into the legacy open animation is ignored; the retry answers; two gestures")
    func blockedTouchThenRetry() throws {
        let trace = try analyze("blocked-touch-then-retry.jsonl")
        let legacy = intents(trace, .legacy)
        // Open: tap down at 1002, up at 1052: the present shows at shown(1052).
        let open = try #require(legacy["open"])
        #expect(abs(open.firstTouchLatency! - (Self.shown(1052) - 1002)) < 1e-9)
        #expect(open.gestures == 1 && open.achieved)
        // Close: the first touch (1152) falls in the animation and is ignored; the retry goes down
        // at 1605 and crosses the 10 pt slop at its first move (1613, +16 pt).
        let close = try #require(legacy["close"])
        #expect(close.ignored.map(\.reason) == [.blockedByAnimation])
        #expect(close.firstTouchDuringTransition)
        #expect(abs(close.firstTouchLatency! - (Self.shown(1613) - 1152)) < 1e-9)
        #expect(close.gestures == 2 && close.extra == 0)
        #expect(close.achieved && !close.unanswered)
        #expect(close.cancelOk == nil)

        // Fluid: the same first touch grabs the opening viewer in the frame of its down and pulls
        // it back to the chat: one gesture; the retry comes after the goal and is extra.
        let fluid = intents(trace, .fluid)
        let fluidClose = try #require(fluid["close"])
        #expect(abs(fluidClose.firstTouchLatency! - (Self.shown(1152) - 1152)) < 1e-9)
        #expect(fluidClose.gestures == 1 && fluidClose.extra == 1 && fluidClose.achieved)
    }

    @Test("a release-then-grab cancels on fluid only; time to cancel is measured from the grab")
    func releaseThenGrab() throws {
        let trace = try analyze("release-then-grab.jsonl")
        for (engine, expectOk) in [(EngineKind.fluid, true), (.legacy, false)] {
            let run = trace.runs.first { $0.engine == engine }!
            let cancel = try #require(run.intents.first { $0.intent.goal == .cancel })
            #expect(cancel.cancelOk == expectOk, "\(engine)")
            #expect(cancel.achieved == expectOk, "\(engine)")
            if expectOk {
                let transition = run.replay.transitions.first { $0.id == cancel.transitionId }!
                #expect(transition.outcome == .cancelled)
                #expect(abs(cancel.timeToCancel! - (transition.tEnd! - cancel.tFirstTouch!)) < 1e-9)
                #expect(cancel.timeToCancel! <= IntentMetrics.cancelWindow)
            } else {
                // Legacy ignores the grab: the cancel never happened, and nothing answered it.
                #expect(cancel.timeToCancel == .infinity)
                #expect(cancel.unanswered)
                #expect(cancel.firstTouchLatency == .infinity)
            }
        }
    }

    @Test("a pan that reverses past its start is a cancel that succeeds on both engines")
    func changeOfMind() throws {
        let trace = try analyze("pan-reverses-past-start.jsonl")
        for run in trace.runs {
            let cancels = run.intents.filter { $0.intent.goal == .cancel }
            #expect(cancels.count == 1, "\(run.engine)")
            #expect(cancels.first?.cancelOk == true, "\(run.engine)")
            #expect(cancels.first?.gestures == 1, "\(run.engine)")
        }
    }

    @Test("two quick taps on two cells: one open intent with two gestures, one transition")
    func twoQuickTaps() throws {
        let trace = try analyze("two-quick-taps.jsonl")
        for run in trace.runs {
            #expect(run.intents.map(\.intent.goal) == [.open], "\(run.engine)")
            #expect(run.intents.first?.gestures == 2, "\(run.engine)")
            #expect(run.replay.transitions.count == 1, "\(run.engine)")
        }
    }

    @Test("inference checked against labels: the open agrees, the grab of the opening viewer does not")
    func inferenceAgainstLabels() throws {
        // This trace labels its second intent `close`; inference calls a downward grab of a viewer
        // still opening a `cancel` (docs/analysis.md "Intents": a grab that sends an in-flight transition
        // back). So exactly one of the two labelled intents agrees, and 1 of 3 sequences does: the
        // retry, a downward pan on the chat at rest, implies no goal and joins the cancel too.
        let trace = try analyze("blocked-touch-then-retry.jsonl", engines: [.fluid])
        let agreement = try #require(trace.runs[0].agreement)
        #expect(agreement.intents.numerator == 1 && agreement.intents.denominator == 2)
        #expect(agreement.sequences.numerator == 1 && agreement.sequences.denominator == 3)
        // Forced inference on fluid: the grab that sends the opening viewer back is a cancel.
        let inferred = try analyze("blocked-touch-then-retry.jsonl", engines: [.fluid], infer: true)
        #expect(inferred.runs[0].intents.map(\.intent.goal) == [.open, .cancel])
        #expect(inferred.runs[0].intents.allSatisfy { $0.intent.source == .inferred })
    }

    @Test("an intent whose touches get no reaction is unanswered: latency \"no answer\" (+infinity), never zero")
    func unanswered() throws {
        // Legacy ignores the grab of the closing viewer: that cancel gets no reaction at all.
        let trace = try analyze("release-then-grab.jsonl", engines: [.legacy])
        let silent = trace.runs[0].intents.filter(\.unanswered)
        #expect(!silent.isEmpty)
        #expect(silent.allSatisfy { $0.firstTouchLatency == .infinity })
        // Nothing drops out of the distribution: the unanswered intents are in it, at the top.
        let row = CorpusSummarizer.row(
            .firstTouchLatency, engine: .legacy, scope: .overall, intents: trace.runs[0].intents)
        let touched = trace.runs[0].intents.filter { $0.tFirstTouch != nil }
        #expect(row.distribution?.count == touched.count)
        #expect(row.distribution?.max == .infinity)
        #expect(row.distribution?.mean == .infinity)
    }

    @Test("a pan ignored during the opening and the close that retried it are one intent, the cancel's")
    func ignoredCancelAndItsRetry() throws {
        // Legacy ignores the pan at 1200 (the viewer still opens); the same pan at 2000, 696 ms
        // after the first lifted, closes the viewer at rest. The user wanted out all along: one
        // intent, two gestures, its latency from the first pan, and the cancel failed.
        let trace = try analyze("open-then-close-during-animation.jsonl", engines: [.legacy])
        let intents = trace.runs[0].intents
        #expect(intents.map(\.intent.goal) == [.open, .cancel])
        let cancel = try #require(intents.last)
        #expect(cancel.gestures == 2 && cancel.cancelOk == false && !cancel.unanswered)
        #expect(cancel.ignored.map(\.reason) == [.blockedByAnimation])
        #expect(try #require(cancel.firstTouchLatency) > 700)
    }
}
