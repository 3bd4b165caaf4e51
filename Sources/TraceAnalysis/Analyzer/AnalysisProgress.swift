import TransitionSimulation

/// How far `TraceAnalyzer.analyze` has come with one trace: which replay it is in and how much of
/// the trace's time it has replayed. For a progress line on a terminal during a long trace; it
/// says nothing about the results.
public struct AnalysisProgress: Sendable, Hashable {
    /// The engine being replayed, and its place among the replays of this trace (0-based).
    public var engine: EngineKind
    public var replay: Int
    public var replays: Int
    /// The share of the trace's time, from its first event to its last, replayed so far (0...1).
    public var fraction: Double
}
