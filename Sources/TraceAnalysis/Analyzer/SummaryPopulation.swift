import TransitionSimulation

/// Which traces an engine's summary rows scored, against what they were recorded (the
/// `population` column of `summary.csv`; docs/analysis.md "Like for like").
///
/// - `own`: like for like, the default for a model engine: the traces recorded against that
///   engine (`header.engine.kind`), plus those whose recording engine is unknown (no kind, or a
///   kind that is no model), which every engine scores;
/// - `recorded`: the recorded engine, which replays each trace's own events: every trace;
/// - `whatIf`: a model's replay of touches its users did not give it: with `--what-if`, every
///   trace replayed against the engine whatever its users drove; without it, a model row whose
///   traces include one recorded against anything but that model (an unknown engine, an app's
///   own), which `own` scores too (`replays(recordedWith:engine:)`). A row is `own` only when every
///   number in it came from the users of that engine.
package enum SummaryPopulation: String, Sendable, Hashable, CaseIterable {
    case own
    case recorded
    case whatIf = "what-if"

    /// The population of `engine`'s rows in a run that is a what-if or not; `replays`: the rows'
    /// traces include one the engine replays (`replays(recordedWith:engine:)`).
    package static func of(_ engine: EngineKind, whatIf: Bool, replays: Bool = false) -> SummaryPopulation {
        if engine == .recorded { return .recorded }
        return whatIf || replays ? .whatIf : .own
    }

    /// Whether `engine`'s numbers for a trace recorded against `kind` (`header.engine.kind`)
    /// replay touches that were not given to it: a model on a trace recorded against anything but
    /// itself (another model under `--what-if`, an app's own engine, or no kind at all). The
    /// recorded engine replays each trace's own events and never does.
    package static func replays(recordedWith kind: String?, engine: EngineKind) -> Bool {
        engine != .recorded && kind != engine.rawValue
    }

    /// Whether a trace recorded against `recordedWith` (`header.engine.kind`) is scored by
    /// `engine` in this population.
    package func scores(recordedWith kind: String?, engine: EngineKind) -> Bool {
        if self != .own { return true }
        // Recorded-with unknown (no kind, or one that is no model): scored by every engine.
        guard let kind, let model = EngineKind(rawValue: kind), model != .recorded else { return true }
        return model == engine
    }
}
