import TraceModel

/// A gate configuration that cannot be used (exit 64): found while reading the file (bad JSON,
/// unknown or missing fields, bad values) or while evaluating it (an engine, scenario or metric
/// with no row in the summary, a regression limit without a baseline). Distinct from a failed
/// assertion: nothing was measured.
///
/// It is the one configuration error model, `ConfigurationError`: every problem found, each naming
/// the field path (`assertions[2].metric`) and the reason.
package typealias GateConfigurationError = ConfigurationError
