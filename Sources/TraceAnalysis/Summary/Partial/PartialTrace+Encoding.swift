import TransitionSimulation

extension PartialTrace {
    /// The trace's block of a partial file (docs/scale-out.md "Format"), each line ending in a
    /// line feed: `trace`, then `failed` or `loaded`, then per engine an `engine` line with its
    /// intents (`i`) and transitions (`t`), then each flow run (`flow`) with its steps (`step`).
    package func encoded() -> String {
        var lines = ["trace\t" + PartialText.text(path)]
        if let failure {
            lines.append("failed\t" + PartialText.text(failure))
            return lines.joined(separator: "\n") + "\n"
        }
        let flags = (otherScene ? "o" : "") + (unscored ? "u" : "")
        lines.append(
            [
                "loaded", PartialText.optional(scenario), PartialText.optional(recordedWith),
                flags.isEmpty ? "-" : flags, populations.map(\.rawValue).joined(separator: ","),
                PartialText.optional(device.model), PartialText.number(device.refreshHz),
            ].joined(separator: "\t"))
        for share in shares {
            let agreement = share.agreement.map {
                "\($0.intents.numerator)/\($0.intents.denominator) \($0.sequences.numerator)/\($0.sequences.denominator)"
            }
            lines.append("engine\t\(share.engine.rawValue)\t\(share.intentCount)\t\(agreement ?? "")")
            for (index, intent) in share.intents.enumerated() {
                let id = share.intentIds.indices.contains(index) ? share.intentIds[index] : ""
                lines.append(Self.line(intent, id: id))
            }
            for frame in share.frames { lines.append(Self.line(frame)) }
        }
        for run in flowRuns {
            lines.append(
                [
                    "flow", PartialText.text(run.flow), String(run.number), PartialText.number(run.tStart),
                    PartialText.number(run.tEnd), run.endReason.rawValue,
                ].joined(separator: "\t"))
            for step in run.steps {
                lines.append(
                    [
                        "step", PartialText.text(step.name), String(step.index), PartialText.number(step.tReached),
                        PartialText.number(step.tCompleted), String(step.attempts), String(step.wrongGestures),
                        String(step.touchesDuringWait),
                    ].joined(separator: "\t"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `i GOAL FLAGS GESTURES FIRST_TOUCH RESPONSE TIME_TO_CANCEL TIME_TO_GOAL CANCEL_DEPTH RECOGNITION
    /// START PRESENTATION ID`; flags: `t` touched, `u` unanswered, `a` achieved, `n` inferred, `c`
    /// cancelled in time, `x` cancel failed.
    private static func line(_ intent: SummarizedIntent, id: String) -> String {
        var flags = (intent.touched ? "t" : "") + (intent.unanswered ? "u" : "") + (intent.achieved ? "a" : "")
        if intent.inferred { flags += "n" }
        if let ok = intent.cancelOk { flags += ok ? "c" : "x" }
        let parts = intent.breakdown
        return [
            "i", intent.goal.rawValue, flags.isEmpty ? "-" : flags, String(intent.gestures),
            PartialText.number(intent.firstTouchLatency), PartialText.number(intent.responseLatency),
            PartialText.number(intent.timeToCancel), PartialText.number(intent.timeToGoal),
            PartialText.number(intent.cancelDepth), PartialText.number(parts?.recognition),
            PartialText.number(parts?.start), PartialText.number(parts?.presentation), PartialText.text(id),
        ].joined(separator: "\t")
    }

    /// `t HITCH_TIME_RATIO STEPPED START_JUMPED MID_JUMPED HITCHES DROPPED_FRAMES`.
    private static func line(_ frame: SummarizedTransition) -> String {
        [
            "t", PartialText.number(frame.hitchTimeRatio), PartialText.flag(frame.stepped),
            PartialText.flag(frame.startJumped), PartialText.flag(frame.midJumped),
            PartialText.integer(frame.hitches), PartialText.integer(frame.droppedFrames),
        ].joined(separator: "\t")
    }
}
