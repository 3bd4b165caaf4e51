/// Which traces an engine's summary rows scored, against what they were recorded (the
/// `population` column of `summary.csv`; docs/analysis.md "Like for like").
///
/// - `own`: like for like, the default for a model engine: the traces recorded against that
///   engine (`header.engine.kind`), plus those whose recording engine is unknown (no kind, or a
///   kind that is no model), which every engine scores;
/// - `recorded`: the recorded engine, which replays each trace's own events: every trace;
/// - `whatIf`: `--what-if`, every trace replayed against the engine whatever its users drove.
public enum SummaryPopulation: String, Sendable, Hashable, CaseIterable {
    case own
    case recorded
    case whatIf = "what-if"

    /// The population of `engine`'s rows in a run that is a what-if or not.
    public static func of(_ engine: SummaryRow.Engine, whatIf: Bool) -> SummaryPopulation {
        if engine == .recorded { return .recorded }
        return whatIf ? .whatIf : .own
    }

    /// Whether a trace recorded against `recordedWith` (`header.engine.kind`) is scored by
    /// `engine` in this population.
    public func scores(recordedWith kind: String?, engine: SummaryRow.Engine) -> Bool {
        if self != .own { return true }
        // Recorded-with unknown (no kind, or one that is no model): scored by every engine.
        guard let kind, let model = SummaryRow.Engine(rawValue: kind), model != .recorded else { return true }
        return model == engine
    }
}
