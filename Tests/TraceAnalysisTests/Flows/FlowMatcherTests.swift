import GestureRecognition
import Testing
import TraceAnalysis
import TraceModel

/// The matcher's rules on hand-built recognitions: one finger per gesture, times in ms.
@Suite("Flow matching rules")
struct FlowMatcherTests {
    /// A recognition of one-finger gestures (kind, down, up, target, state).
    static func touches(_ gestures: [(GestureKind, Double, Double, String?, GestureState)]) -> RecognizedTouches {
        var sequences: [TouchSequence] = []
        var records: [Gesture] = []
        for (index, (kind, down, up, target, state)) in gestures.enumerated() {
            var sequence = TouchSequence(touchId: index + 1, group: index, tBegin: down, start: .zero, target: target)
            sequence.tEnd = up
            sequence.outcome = state == .cancelled ? .cancelled : .ended
            sequences.append(sequence)
            records.append(
                Gesture(
                    kind: kind, touchIds: [index + 1], tBegin: down, tRecognized: up, tEnd: up, start: .zero,
                    end: .zero, translation: .zero, state: state))
        }
        return RecognizedTouches(sequences: sequences, gestures: records, gestureIndices: Array(records.indices))
    }

    static func tap(_ name: String, _ target: String? = nil, window: Double? = nil) -> FlowStep {
        FlowStep(
            name: name, expectation: .gesture(kind: .tap, direction: nil, target: target.map(FlowTargetPattern.init)),
            windowMs: window)
    }

    @Test("first-match: a new run starts at the next step-1 gesture once a run has ended, never mid-run")
    func retries() {
        let flow = Flow(name: "f", steps: [Self.tap("a", "a"), Self.tap("b", "b")], start: .firstMatch)
        let runs = FlowMatcher.runs(
            flow,
            touches: Self.touches([
                (.tap, 100, 150, "a", .ended), (.tap, 300, 350, "a", .ended), (.tap, 500, 550, "b", .ended),
                (.tap, 900, 950, "a", .ended),
            ]), tFirst: 0, tLast: 2000)
        #expect(runs.map(\.number) == [1, 2])
        #expect(runs[0].completed && runs[0].tStart == 100 && runs[0].durationMs == 450)
        // The second tap on "a" was a wrong gesture of step b, not a restart.
        #expect(runs[0].steps[1].wrongGestures == 1 && runs[0].steps[1].attempts == 2)
        #expect(runs[1].tStart == 900 && runs[1].endReason == .traceEnded && runs[1].droppedAt?.name == "b")
    }

    @Test("strict first-match: a breaking gesture that matches step 1 starts the next run")
    func strictRestart() {
        let flow = Flow(name: "f", steps: [Self.tap("a", "a"), Self.tap("b", "b")], mode: .strict, start: .firstMatch)
        let runs = FlowMatcher.runs(
            flow,
            touches: Self.touches([
                (.tap, 100, 150, "a", .ended), (.tap, 400, 450, "a", .ended), (.tap, 700, 750, "b", .ended),
            ]), tFirst: 0, tLast: 1000)
        #expect(runs.count == 2)
        #expect(runs[0].endReason == .strictBreak && runs[0].tEnd == 400)
        #expect(runs[1].completed && runs[1].tStart == 400 && runs[1].durationMs == 350)
    }

    @Test("the flow window ends a run at its deadline; cancelled gestures are neither attempts nor wrong")
    func flowWindowAndCancelled() {
        let flow = Flow(name: "f", steps: [Self.tap("a"), Self.tap("b", "b"), Self.tap("c", "c")], windowMs: 1000)
        let runs = FlowMatcher.runs(
            flow,
            touches: Self.touches([
                (.tap, 100, 150, nil, .ended), (.pan, 200, 400, "x", .cancelled), (.tap, 500, 550, "b", .ended),
                (.tap, 1200, 1250, "c", .ended),
            ]), tFirst: 0, tLast: 2000)
        #expect(runs.count == 1)
        #expect(runs[0].endReason == .flowWindow && runs[0].tEnd == 1000 && runs[0].droppedAt?.name == "c")
        #expect(runs[0].steps[1].attempts == 1 && runs[0].steps[1].wrongGestures == 0)
        #expect(runs[0].steps.map(\.completed) == [true, true, false])
    }

    @Test("a timed step completes exactly waitMs after it became current, and counts every down meanwhile")
    func timedStep() {
        let flow = Flow(
            name: "f", steps: [Self.tap("a"), FlowStep(name: "wait", expectation: .wait(ms: 500)), Self.tap("b")])
        let runs = FlowMatcher.runs(
            flow,
            touches: Self.touches([
                (.tap, 100, 200, nil, .ended), (.tap, 300, 350, nil, .ended), (.long, 650, 900, nil, .ended),
                (.tap, 1000, 1100, nil, .ended),
            ]), tFirst: 0, tLast: 1500)
        #expect(runs[0].completed && runs[0].steps[1].timeMs == 500 && runs[0].steps[1].touchesDuringWait == 2)
        // The long press began at 650, inside the wait (200...700): it is not step b's.
        #expect(runs[0].steps[2].attempts == 1 && runs[0].steps[2].timeMs == 400)
    }
}

extension GestureKind {
    static let long = GestureKind.longPress
}
