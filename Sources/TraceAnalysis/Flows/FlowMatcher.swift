import GestureRecognition

/// Walks one trace's recognized gestures through a flow and returns its runs (docs/flows.md
/// "Runs" and "Matching"). Pure and deterministic; it never recognizes anything itself: it reads
/// the one recognition of the trace (`RecognizedTouches`).
///
/// Rules, in time order:
/// - a gesture belongs to the step current at its first down; a gesture step completes at the end
///   (last up) of its first matching gesture, and the next step becomes current then;
/// - a gesture that does not match the current gesture step is a wrong gesture of that step
///   (`strict`: it also ends the run, `strict-break`, at its down);
/// - a timed step completes `waitMs` after it became current; gestures made meanwhile are not
///   the next step's: their downs are touches during the wait (never wrong, never a break);
/// - a window that runs out ends the run at its deadline; so does a matching gesture that ends
///   after it (it is still an attempt);
/// - the trace's last event ends a run still under way (`trace-ended`).
package struct FlowMatcher {
    let flow: Flow
    let gestures: [FlowGesture]
    /// Every touch down (ms), sorted.
    let downs: [Double]
    let tFirst: Double
    let tLast: Double

    private var runs: [FlowRun] = []
    private var run: FlowRun?
    private var current = 0

    /// The runs of `flow` in a trace whose events span `tFirst...tLast`.
    package static func runs(_ flow: Flow, touches: RecognizedTouches, tFirst: Double, tLast: Double) -> [FlowRun] {
        var matcher = FlowMatcher(
            flow: flow, gestures: FlowGesture.gestures(of: touches), downs: touches.sequences.map(\.tBegin).sorted(),
            tFirst: tFirst, tLast: tLast)
        return matcher.walk()
    }

    init(flow: Flow, gestures: [FlowGesture], downs: [Double], tFirst: Double, tLast: Double) {
        self.flow = flow
        self.gestures = gestures
        self.downs = downs
        self.tFirst = tFirst
        self.tLast = tLast
    }

    mutating func walk() -> [FlowRun] {
        if flow.start == .trace { begin(at: tFirst) }
        for gesture in gestures {
            advance(to: gesture.tBegin)
            if run == nil, flow.start == .firstMatch, flow.steps[0].accepts(gesture) { begin(at: gesture.tBegin) }
            guard run != nil else { continue }
            // A strict break by a gesture that matches step 1 starts the next run with it.
            if take(gesture), runs.last?.endReason == .strictBreak, flow.start == .firstMatch,
                flow.steps[0].accepts(gesture)
            {
                begin(at: gesture.tBegin)
                _ = take(gesture)
            }
        }
        advance(to: tLast)
        if run != nil { end(at: max(tLast, run!.tStart), .traceEnded) }
        return runs
    }

    private mutating func begin(at t: Double) {
        var steps = flow.steps.enumerated().map { FlowStepResult(name: $0.element.name, index: $0.offset + 1) }
        steps[0].tReached = t
        run = FlowRun(flow: flow.name, number: runs.count + 1, tStart: t, tEnd: t, endReason: .traceEnded, steps: steps)
        current = 0
    }

    /// The deadline of the current step and why: the earlier of its window and the flow's.
    private func deadline() -> (t: Double, reason: FlowEndReason)? {
        guard let run, let reached = run.steps[current].tReached else { return nil }
        var found: (t: Double, reason: FlowEndReason)?
        if let window = flow.steps[current].windowMs { found = (reached + window, .stepWindow) }
        if let window = flow.windowMs, found == nil || run.tStart + window < found!.t {
            found = (run.tStart + window, .flowWindow)
        }
        return found
    }

    /// Lets time pass up to `t`: timed steps elapse, windows run out.
    private mutating func advance(to t: Double) {
        while let active = run {
            let step = flow.steps[current]
            let reached = active.steps[current].tReached!
            let limit = deadline()
            if case .wait(let ms) = step.expectation, reached + ms <= t, limit.map({ reached + ms <= $0.t }) ?? true {
                countTouchesDuringWait(until: reached + ms)
                complete(at: reached + ms)
                continue
            }
            if let limit, limit.t < t {
                if step.isTimed { countTouchesDuringWait(until: limit.t) }
                end(at: limit.t, limit.reason)
                continue
            }
            return
        }
    }

    /// Handles a gesture made while the run is under way; true when it ended the run.
    private mutating func take(_ gesture: FlowGesture) -> Bool {
        guard run != nil else { return false }
        let step = flow.steps[current]
        if step.isTimed { return false }  // its down is a touch during the wait
        run!.steps[current].attempts += 1
        if step.accepts(gesture) {
            if let limit = deadline(), gesture.tEnd > limit.t {
                end(at: limit.t, limit.reason)
                return true
            }
            complete(at: gesture.tEnd)
            return false
        }
        run!.steps[current].wrongGestures += 1
        if flow.mode == .strict {
            end(at: gesture.tBegin, .strictBreak)
            return true
        }
        return false
    }

    private mutating func countTouchesDuringWait(until end: Double) {
        guard let reached = run?.steps[current].tReached else { return }
        run!.steps[current].touchesDuringWait = downs.count { $0 >= reached && $0 < end }
    }

    private mutating func complete(at t: Double) {
        run!.steps[current].tCompleted = t
        if current + 1 == flow.steps.count {
            end(at: t, .completed)
        } else {
            current += 1
            run!.steps[current].tReached = t
        }
    }

    private mutating func end(at t: Double, _ reason: FlowEndReason) {
        guard run != nil else { return }
        if reason == .traceEnded, flow.steps[current].isTimed { countTouchesDuringWait(until: .infinity) }
        var finished = run!
        finished.tEnd = t
        finished.endReason = reason
        runs.append(finished)
        run = nil
    }
}
