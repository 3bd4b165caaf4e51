import TraceModel
import TransitionSimulation

/// What a run says at the top of the text, `report.html` and the gate's Markdown: per pair of
/// engines (each engine against the first), and per engine against a baseline `summary.csv` when
/// there is one, which differences are real and which are within noise (docs/reports.md
/// "The verdict"). Computed once from overall summary rows and rendered three ways.
///
/// A difference is **real** when the two sides' 95 % intervals (`VerdictMetric.interval`: Wilson
/// for rates, the rows' intervals for means and percentiles) do not overlap; intervals that
/// overlap are **within noise**, whatever the point values say; a side without an interval (too
/// few values) is **not enough data**. Non-overlap is stricter than a test of the difference
/// (`ConfidenceInterval.difference`), so the verdict never calls noise real. Engines that
/// `WhatIfApplicability` leaves out take no part.
package struct Verdict: Sendable {
    /// One comparison: an engine against another, or against its baseline.
    package struct Comparison: Sendable {
        /// `fluid against legacy`, `fluid against the baseline`, with the columns' labels
        /// (`SideBySideTable.title`: `(what-if)` and the like).
        package var title: String
        /// Which populations the two sides are, in a sentence.
        package var populations: String
        /// The real differences, one sentence each, in `VerdictMetric.all` order.
        package var real: [String]
        /// The metrics within noise: each one's label and its two values
        /// (`first-touch latency p50 103.3 ms on fluid against 116.7 ms on legacy`).
        package var noise: [(label: String, detail: String)]
        /// The metrics with no interval on a side.
        package var tooFew: [String]
    }

    package var comparisons: [Comparison]
    /// The engines left out and why (`WhatIfApplicability`).
    package var leftOut: [WhatIfApplicability.LeftOut]

    /// The verdict of `engines`' overall rows (goal `all`). `sameTraces`: every trace was replayed
    /// on every engine (`--what-if`), so the sides are the same touches; else each engine's own
    /// population. `baseline`: a baseline's rows (a gate's `--baseline`).
    package init(rows: [SummaryRow], engines: [EngineKind], sameTraces: Bool, baseline: [SummaryRow]? = nil) {
        let applicability = WhatIfApplicability(rows: rows, engines: engines)
        leftOut = applicability.leftOut
        let kept = engines.filter { !applicability.excludes($0) }
        let overall = Self.overall(rows)
        comparisons = []
        if let base = kept.first {
            for engine in kept.dropFirst() {
                let populations =
                    sameTraces
                    ? "the same traces replayed on both (what-if)"
                    : "different users, each engine on its own traces"
                        + Self.whatIfNote([base, engine].filter { overall[$0]?.values.first?.population == .whatIf })
                comparisons.append(
                    Self.compare(
                        overall[engine] ?? [:], overall[base] ?? [:],
                        names: ("on \(engine.rawValue)", "on \(base.rawValue)"),
                        title: "\(Self.title(engine, overall)) against \(Self.title(base, overall))",
                        populations: populations))
            }
        }
        if let baseline {
            let before = Self.overall(baseline)
            for engine in kept where before[engine] != nil && overall[engine] != nil {
                comparisons.append(
                    Self.compare(
                        overall[engine] ?? [:], before[engine] ?? [:], names: ("in this run", "in the baseline"),
                        title: "\(Self.title(engine, overall)) against the baseline",
                        populations: "this run's traces against the baseline's"))
            }
        }
    }

    /// Why there is no comparison, in a sentence (without a period).
    package var nothingCompared: String {
        leftOut.isEmpty
            ? "nothing to compare: one engine and no baseline"
            : "nothing to compare: fewer than two engines are kept (below) and there is no baseline"
    }

    private static func compare(
        _ a: [MetricName: SummaryRow], _ b: [MetricName: SummaryRow], names: (String, String), title: String,
        populations: String
    ) -> Comparison {
        var comparison = Comparison(title: title, populations: populations, real: [], noise: [], tooFew: [])
        for metric in VerdictMetric.all {
            guard let rowA = a[metric.metric], let rowB = b[metric.metric], rowA.n > 0, rowB.n > 0 else { continue }
            guard let ia = metric.interval(rowA), let ib = metric.interval(rowB),
                let va = rowA.value(of: metric.statistic), let vb = rowB.value(of: metric.statistic)
            else {
                comparison.tooFew.append(metric.label)
                continue
            }
            let (textA, textB) = (metric.value(rowA), metric.value(rowB))
            guard ia.upper < ib.lower || ib.upper < ia.lower else {
                comparison.noise.append(
                    (metric.label, "\(metric.label) \(textA) \(names.0) against \(textB) \(names.1)"))
                continue
            }
            let aBetter = metric.lowerIsBetter ? va < vb : va > vb
            let better = aBetter ? (names.0, textA, ia) : (names.1, textB, ib)
            let worse = aBetter ? (names.1, textB, ib) : (names.0, textA, ia)
            comparison.real.append(
                "\(metric.label): better \(better.0) (\(better.1)) than \(worse.0) (\(worse.1)); a real difference "
                    + "(95 % intervals \(metric.intervalText(better.2)) and \(metric.intervalText(worse.2)) do not overlap)"
            )
        }
        return comparison
    }

    /// Each engine's overall rows of goal `all`, by metric (the first row of a metric wins).
    private static func overall(_ rows: [SummaryRow]) -> [EngineKind: [MetricName: SummaryRow]] {
        var out: [EngineKind: [MetricName: SummaryRow]] = [:]
        for row in rows where row.scope == .overall && row.goal == .all && out[row.engine]?[row.metric] == nil {
            out[row.engine, default: [:]][row.metric] = row
        }
        return out
    }

    private static func title(_ engine: EngineKind, _ overall: [EngineKind: [MetricName: SummaryRow]]) -> String {
        SideBySideTable.title(engine, overall[engine])
    }

    private static func whatIfNote(_ engines: [EngineKind]) -> String {
        guard !engines.isEmpty else { return "" }
        let names = engines.map(\.rawValue).joined(separator: " and ")
        return "; \(names) \(engines.count == 1 ? "includes" : "include") what-if replays"
    }
}
