import TraceAnalysis

/// The statistic of a `summary.csv` row a gate assertion reads: the analysis's own
/// `SummaryStatistic` (one definition of the names, the metrics each applies to, and how each is
/// read from a row).
package typealias GateStatistic = SummaryStatistic
