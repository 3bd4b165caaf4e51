import Testing
import TraceModel
import TraceSynthesis
import TransitionSimulation

/// The recorded engine's causal rules reproduce the model engines: every trace a model emitted,
/// replayed with `--engine recorded`, gets the same per-touch decision and first-response frame
/// as that model (issue 12, "Causal responses").
@Suite("Recorded engine: agreement with the models")
struct RecordedAgreementTests {
    /// 6 scenarios × 2 engines × 84 users = 1,008 traces, with a seed other than the bundled
    /// corpus's 2026.
    static let corpus = SyntheticCorpus(users: 84, seed: 7)

    @Test("1,008 synthesized traces: the recorded engine answers every touch as the model did")
    func everyTraceOfACorpusAgrees() async {
        let entries = Self.corpus.entries
        #expect(entries.count >= 1_000)
        #expect(Set(entries.map(\.scenario)) == Set(Scenario.allCases))
        let outcomes = await withTaskGroup(of: (Int, Outcome).self) { group in
            for (index, entry) in entries.enumerated() {
                group.addTask { (index, Self.check(entry)) }
            }
            var outcomes = [Outcome?](repeating: nil, count: entries.count)
            for await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes.compactMap { $0 }
        }
        let sequences = outcomes.reduce(0) { $0 + $1.agreement.sequences }
        let accepted = outcomes.reduce(0) { $0 + $1.accepted }
        let ignored = outcomes.reduce(0) { $0 + $1.agreement.sequences - $1.accepted }
        // Both decisions occur often enough for the agreement to mean something.
        #expect(accepted > 1_000 && ignored > 100, "accepted \(accepted), ignored \(ignored)")
        let failing = outcomes.filter { !$0.agreement.disagreements.isEmpty }
        #expect(outcomes.count == entries.count)
        let disagreeing = failing.reduce(0) { $0 + $1.agreement.disagreements.count }
        let report =
            "\(failing.count) traces, \(disagreeing) of \(sequences) sequences disagree:\n" + Self.table(failing)
        #expect(failing.isEmpty, "\(report)")
    }

    struct Outcome: Sendable {
        var entry: SyntheticCorpus.Entry
        var agreement: RecordedAgreement
        var accepted: Int
    }

    static func check(_ entry: SyntheticCorpus.Entry) -> Outcome {
        let trace = corpus.synthesize(entry)
        let input = ReplayInput(header: trace.header, events: trace.events)
        let agreement =
            RecordedAgreement.check(input, recognition: .default)
            ?? RecordedAgreement(
                model: trace.result, recorded: ReplayResult(engine: .recorded, clock: FrameClock(input: input)),
                clock: FrameClock(input: input))
        #expect(agreement.model == entry.engine)
        #expect(agreement.sequences == trace.touchSequenceCount)
        let accepted = trace.result.decisions.count { $0.decision == .accepted }
        return Outcome(entry: entry, agreement: agreement, accepted: accepted)
    }

    /// One line per disagreement: scenario, engine, user, sequence, both decisions.
    static func table(_ failing: [Outcome]) -> String {
        failing.flatMap { outcome in
            outcome.agreement.disagreements.map { d in
                "\(outcome.entry.relativePath) seq \(d.model.sequenceIndex) down \(d.model.tDown): "
                    + "model \(describe(d.model)), recorded \(describe(d.recorded))"
            }
        }.joined(separator: "\n")
    }

    static func describe(_ d: TouchDecision) -> String {
        switch d.decision {
        case .accepted: "accepted@\(d.firstResponse.map { String($0) } ?? "-")"
        case .ignored: "ignored(\(d.reason?.rawValue ?? "-"))"
        }
    }
}
