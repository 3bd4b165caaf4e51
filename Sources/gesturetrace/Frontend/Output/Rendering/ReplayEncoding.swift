import TraceModel
import TransitionSimulation

/// The output forms of `gesturetrace replay`.
enum ReplayEncoding {
    /// One object per touch sequence, then one per transition, one per line (times in ms):
    /// `{"kind":"touch","touchId","tDown","decision","reason"}` (reason null when accepted) and
    /// `{"kind":"transition","id","operation","trigger","tStart","tEnd","outcome"}` (tEnd and
    /// outcome null while unfinished).
    static func jsonLines(_ result: ReplayResult) -> String {
        var out = ""
        for decision in result.decisions {
            JSONText.appendObject(
                [
                    JSONMember("kind", .string("touch")),
                    JSONMember("touchId", .number(Double(decision.touchId))),
                    JSONMember("tDown", .number(decision.tDown)),
                    JSONMember("decision", .string(decision.decision.rawValue)),
                    JSONMember("reason", decision.reason.map { .string($0.rawValue) } ?? .null),
                ], to: &out)
            out += "\n"
        }
        for transition in result.transitions {
            JSONText.appendObject(
                [
                    JSONMember("kind", .string("transition")),
                    JSONMember("id", .string(transition.id.rawValue)),
                    JSONMember("operation", .string(transition.operation.rawValue)),
                    JSONMember("trigger", .string(transition.trigger.rawValue)),
                    JSONMember("tStart", .number(transition.tStart)),
                    JSONMember("tEnd", transition.tEnd.map { .number($0) } ?? .null),
                    JSONMember("outcome", transition.outcome.map { .string($0.rawValue) } ?? .null),
                ], to: &out)
            out += "\n"
        }
        return out
    }

    /// A readable report: a summary line, one line per touch sequence, one per transition.
    static func text(path: String, result: ReplayResult) -> String {
        let accepted = result.decisions.count { $0.decision == .accepted }
        var out =
            "\(path): \(result.engine.rawValue) engine, "
            + count(result.decisions.count, "touch sequence")
            + " (\(accepted) accepted, \(result.decisions.count - accepted) ignored), "
            + count(result.transitions.count, "transition") + ", " + count(result.timeline.count, "frame") + "\n"
        for d in result.decisions {
            out += "  touch \(d.touchId) (sequence \(d.sequenceIndex)) down \(ms(d.tDown)): \(d.decision.rawValue)"
            if let reason = d.reason { out += " (\(reason.rawValue))" }
            if let grabbed = d.grabbedTransitionId { out += ", grabbed \(grabbed.rawValue)" }
            if let response = d.firstResponse { out += ", first response \(ms(response))" }
            out += "\n"
        }
        for t in result.transitions {
            out += "  transition \(t.id.rawValue) \(t.operation.rawValue) (\(t.trigger.rawValue)"
            if let sequence = t.startedBySequence { out += ", sequence \(sequence)" }
            out += t.interactive ? ", interactive" : ""
            out += "): \(ms(t.tStart)) -> "
            out += t.tEnd.map(ms) ?? "still running"
            if let outcome = t.outcome { out += ", \(outcome.rawValue)" }
            if !t.retargetedBySequences.isEmpty {
                out += "; reversed by sequence " + t.retargetedBySequences.map(String.init).joined(separator: ", ")
            }
            out += "\n"
        }
        for late in result.lateFrames {
            out += "  late frame at \(ms(late.t)): shown \(count(late.periods, "period")) late "
            out += "(the engine's work overran the period; docs/engines.md \"Frame cost\")\n"
        }
        return out
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// A time in ms with 3 decimals.
    private static func ms(_ t: Double) -> String { FixedDecimal.format(t, decimals: 3) + " ms" }
}
