/// What a summary row covers: the whole corpus, one scenario (`meta.scenario` of the traces'
/// headers), or one trace (its path as given).
public enum SummaryScope: Sendable, Hashable, Comparable {
    case overall
    case scenario(String)
    case trace(String)

    /// The `scope` column: `overall`, `scenario` or `trace`.
    public var kind: String {
        switch self {
        case .overall: "overall"
        case .scenario: "scenario"
        case .trace: "trace"
        }
    }

    /// The `scope_value` column: the scenario name or trace path; empty for `overall`.
    public var value: String {
        switch self {
        case .overall: ""
        case .scenario(let name): name
        case .trace(let path): path
        }
    }

    /// Parses the two columns back (for baselines); nil for an unknown kind.
    public init?(kind: String, value: String) {
        switch kind {
        case "overall": self = .overall
        case "scenario": self = .scenario(value)
        case "trace": self = .trace(value)
        default: return nil
        }
    }
}

/// One row of `summary.csv`: one metric for one engine over one scope. Distribution metrics fill
/// `distribution`, rates fill `rate`.
public struct SummaryRow: Sendable, Hashable {
    public var engine: String
    public var scope: SummaryScope
    public var metric: MetricName
    public var distribution: DistributionSummary?
    public var rate: RateSummary?

    public init(
        engine: String, scope: SummaryScope, metric: MetricName,
        distribution: DistributionSummary? = nil, rate: RateSummary? = nil
    ) {
        self.engine = engine
        self.scope = scope
        self.metric = metric
        self.distribution = distribution
        self.rate = rate
    }

    /// The statistics a gate may assert on: `count`, `mean`, `p50`, `p90`, `p95`, `p99`, `max` for
    /// distributions; `rate`, `numerator`, `denominator` (and `count` = denominator) for rates.
    public func value(of statistic: String) -> Double? {
        if let rate {
            switch statistic {
            case "rate": return rate.rate
            case "numerator": return Double(rate.numerator)
            case "denominator", "count": return Double(rate.denominator)
            default: return nil
            }
        }
        return distribution?.value(of: statistic)
    }
}
