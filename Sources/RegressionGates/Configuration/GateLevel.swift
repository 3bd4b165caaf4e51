import TraceAnalysis

/// How much a failing assertion matters. An `error` assertion that fails fails the gate (exit 1);
/// a `warn` assertion that fails is reported as a warning and never changes the outcome.
/// The default in a configuration file is `error`.
package enum GateLevel: String, Sendable, Hashable, CaseIterable {
    case warn
    case error
}
