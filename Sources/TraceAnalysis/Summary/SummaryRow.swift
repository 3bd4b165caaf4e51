import TransitionSimulation

/// What a summary row covers: the whole corpus, one scenario (`meta.scenario` of the traces'
/// headers), or one trace (its path as given); with `--flows`, one flow's runs (`flow`) or one
/// step of them (`flow_step`, value `FLOW/STEP`; docs/flows.md); with `--by device`, one device
/// (`device`, value its `DeviceGroup.label`; docs/analysis.md "By device").
public enum SummaryScope: Sendable, Hashable, Comparable {
    case overall
    case scenario(String)
    case trace(String)
    case flow(String)
    case flowStep(flow: String, step: String)
    case device(String)

    /// The `scope` column: `overall`, `scenario`, `trace`, `flow` or `flow_step`.
    public var kind: String {
        switch self {
        case .overall: "overall"
        case .scenario: "scenario"
        case .trace: "trace"
        case .flow: "flow"
        case .flowStep: "flow_step"
        case .device: "device"
        }
    }

    /// The `scope_value` column: the scenario name, trace path, flow name, `FLOW/STEP` or device
    /// label; empty for `overall`.
    public var value: String {
        switch self {
        case .overall: ""
        case .scenario(let name): name
        case .trace(let path): path
        case .flow(let name): name
        case .flowStep(let flow, let step): flow + "/" + step
        case .device(let label): label
        }
    }

    /// Parses the two columns back (for baselines); nil for an unknown kind.
    public init?(kind: String, value: String) {
        switch kind {
        case "overall": self = .overall
        case "scenario": self = .scenario(value)
        case "trace": self = .trace(value)
        case "flow": self = .flow(value)
        case "device": self = .device(value)
        case "flow_step":
            // A flow name never contains "/" (`Flow.name`), so the first one separates the step.
            guard let slash = value.firstIndex(of: "/") else { return nil }
            self = .flowStep(flow: String(value[..<slash]), step: String(value[value.index(after: slash)...]))
        default: return nil
        }
    }
}

/// One row of `summary.csv`: one metric for one engine over one scope. Distribution metrics fill
/// `distribution`, rates fill `rate`.
public struct SummaryRow: Sendable, Hashable {
    /// The engine a row is about: the one whose replay the intents were measured on (the name
    /// gates and readers of `summary.csv` use, without depending on the simulation module).
    public typealias Engine = EngineKind

    public var engine: Engine
    public var scope: SummaryScope
    /// Which traces the engine scored, against what they were recorded.
    public var population: SummaryPopulation
    /// The intents the row is about: all, or one goal's.
    public var goal: SummaryGoal
    public var metric: MetricName
    public var distribution: DistributionSummary?
    public var rate: RateSummary?
    /// The 95 % interval of each statistic that has one (docs/analysis.md "Uncertainty"): `rate`
    /// by Wilson's score interval; `mean` and each reported percentile by the seeded bootstrap
    /// (overall and scenario rows only: a trace's rows have too few values to bootstrap).
    public var intervals: [SummaryStatistic: ConfidenceInterval] = [:]

    /// The number of values behind the row's statistics: a distribution's count, a rate's denominator.
    public var n: Int { distribution?.count ?? rate?.denominator ?? 0 }

    public init(
        engine: Engine, population: SummaryPopulation? = nil, scope: SummaryScope, goal: SummaryGoal = .all,
        metric: MetricName, distribution: DistributionSummary? = nil, rate: RateSummary? = nil
    ) {
        self.population = population ?? SummaryPopulation.of(engine, whatIf: false)
        self.engine = engine
        self.scope = scope
        self.goal = goal
        self.metric = metric
        self.distribution = distribution
        self.rate = rate
    }

    /// A statistic of the row: `count`, `mean`, `p50`, `p90`, `p95`, `p99`, `max` for
    /// distributions; `rate` and `count` (its denominator) for rates; nil when empty or when the
    /// row's metric has no such statistic.
    public func value(of statistic: SummaryStatistic) -> Double? {
        if let rate {
            switch statistic {
            case .rate: return rate.rate
            case .count: return Double(rate.denominator)
            case .mean, .p50, .p90, .p95, .p99, .max: return nil
            }
        }
        return distribution?.value(of: statistic)
    }
}
