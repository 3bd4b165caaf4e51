import RegressionGates
import TraceAnalysis

/// Summary rows and helpers shared by the gate tests.
enum GateFixture {
    /// A distribution whose statistics are all distinct and exact at 6 decimals.
    static let latency = DistributionSummary(count: 40, mean: 40, p50: 42, p90: 90, p95: 95, p99: 99, max: 131.5)

    static func distribution(
        _ summary: DistributionSummary = latency, engine: SummaryRow.Engine = .fluid,
        metric: MetricName = .firstTouchLatency, scope: SummaryScope = .overall
    ) -> SummaryRow {
        SummaryRow(engine: engine, scope: scope, metric: metric, distribution: summary)
    }

    static func rate(
        _ numerator: Int, of denominator: Int, engine: SummaryRow.Engine = .fluid,
        metric: MetricName = .cancelSuccess, scope: SummaryScope = .overall
    ) -> SummaryRow {
        SummaryRow(
            engine: engine, scope: scope, metric: metric,
            rate: RateSummary(numerator: numerator, denominator: denominator))
    }

    /// A single-statistic distribution row: every statistic equal to `value` (count 1).
    static func single(
        _ value: Double, _ metric: MetricName = .firstTouchLatency, engine: SummaryRow.Engine = .fluid,
        scope: SummaryScope = .overall
    ) -> SummaryRow {
        distribution(DistributionSummary([value]), engine: engine, metric: metric, scope: scope)
    }

    /// Two engines, overall and one scenario, every metric kind used by the tests.
    static let summary: [SummaryRow] = [
        distribution(),
        distribution(
            DistributionSummary(count: 10, mean: 80, p50: 75, p90: 120, p95: 131.5, p99: 140, max: 150),
            scope: .scenario("quick-dismiss")),
        rate(9, of: 10),
        rate(19, of: 20, metric: .achieved),
        distribution(
            DistributionSummary(count: 20, mean: 1.1, p50: 1, p90: 2, p95: 2, p99: 2, max: 2),
            metric: .gesturesPerIntent),
        distribution(engine: .legacy),
        rate(3, of: 10, engine: .legacy),
    ]

    /// Evaluates one assertion against `summary` (and `baseline`); traps on a configuration error.
    static func result(
        _ assertion: GateAssertion, summary: [SummaryRow] = summary,
        baseline: [SummaryRow]? = nil
    ) throws -> GateResult {
        let configuration = try GateConfiguration(assertions: [assertion])
        return try GateEvaluator.evaluate(configuration, summary: summary, baseline: baseline).results[0]
    }

    /// The problems of a configuration file, as `path: reason` lines; empty when it is valid.
    static func problems(_ json: String) -> [String] {
        do {
            _ = try GateConfiguration.parse(jsonText: json)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    /// A configuration whose assertion at index 2 is `assertion` (a JSON object's members), the
    /// first two being valid, so that paths show the index.
    static func withThird(_ assertion: String) -> String {
        """
        {"version": 1, "assertions": [
          {"metric": "first_touch_latency_ms", "statistic": "p99", "engine": "fluid", "max": 120},
          {"metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 0.9},
          {\(assertion)}
        ]}
        """
    }
}
