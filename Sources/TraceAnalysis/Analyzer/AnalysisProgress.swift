import TransitionSimulation

/// How far `TraceAnalyzer.analyze` has come with one trace: which replay it is in and how much of
/// the trace's time it has replayed. For a progress line on a terminal during a long trace; it
/// says nothing about the results.
package struct AnalysisProgress: Sendable, Hashable {
    /// The engines this replay is of: one, or every engine in step for a streamed trace
    /// (`TraceAnalyzer.analyze(path:header:streaming:options:progress:)`).
    package var engines: [EngineKind]
    /// The replay's place among the trace's replays (0-based), and how many there are.
    package var replay: Int
    package var replays: Int
    /// The share of the trace's time, from its first event to its last, replayed so far (0...1).
    package var fraction: Double
}
