import GestureRecognition

/// Whether the recorded engine, reading a trace that a model engine emitted, answers each touch
/// sequence as that model did: the same decision (accepted or ignored) and the same
/// first-response frame. Ignore reasons are not compared (the recorded engine reports
/// `noResponse` for every ignored sequence). `gesturetrace crosscheck` prints it; the causal
/// rules of `RecordedReaction` are built so that it holds on every synthesized trace.
package struct RecordedAgreement: Sendable, Hashable {
    /// One touch sequence the two engines answer differently.
    package struct Disagreement: Sendable, Hashable {
        /// The model's decision (touch id, down, decision, reason, first response).
        package var model: TouchDecision
        /// The recorded engine's decision for the same sequence.
        package var recorded: TouchDecision
    }

    /// The model engine the trace was emitted by.
    package var model: EngineKind
    /// The touch sequences compared.
    package var sequences: Int
    /// The sequences answered differently, in order of their downs.
    package var disagreements: [Disagreement]

    /// The sequences answered alike.
    package var agreeing: Int { sequences - disagreements.count }

    /// Compares the decisions of `model` and `recorded` (replays of the same trace) sequence by
    /// sequence; first responses compare by the frame of `clock` they fall in.
    package init(model: ReplayResult, recorded: ReplayResult, clock: FrameClock) {
        self.model = model.engine
        sequences = max(model.decisions.count, recorded.decisions.count)
        func frame(_ t: Double?) -> Int? { t.map { clock.firstFrame(atOrAfter: $0).index } }
        disagreements = zip(model.decisions, recorded.decisions).compactMap { pair in
            let (a, b) = pair
            let alike = a.decision == b.decision && frame(a.firstResponse) == frame(b.firstResponse)
            return alike ? nil : Disagreement(model: a, recorded: b)
        }
    }

    /// Replays `input` with the model engine its header names (`engine.kind` `fluid` or
    /// `legacy`) and with the recorded engine, and compares them; nil when the header names no
    /// model engine.
    package static func check(
        _ input: ReplayInput, configuration: EngineConfiguration = .default,
        recognition: RecognitionConfiguration
    ) -> RecordedAgreement? {
        guard let name = input.header.engine?.kind, let kind = EngineKind(rawValue: name), kind != .recorded
        else { return nil }
        let model = kind.engine(configuration: configuration, recognition: recognition).replay(input)
        let recorded = EngineKind.recorded.engine(configuration: configuration, recognition: recognition).replay(input)
        return RecordedAgreement(
            model: model, recorded: recorded, clock: FrameClock(input: input, configuration: configuration))
    }
}
