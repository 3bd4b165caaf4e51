import RegressionGates
import Testing
import TraceAnalysis

/// Flow rows of summary.csv read back (a baseline) and flow fields of gate assertions.
@Suite("Gates on flows")
struct FlowGateTests {
    @Test("flow and flow_step rows survive summary.csv and back; the step is everything after the first slash")
    func roundTrip() throws {
        var completion = SummaryRow(
            engine: .fluid, scope: .flow("onboarding"), metric: .flowCompletion,
            rate: RateSummary(numerator: 3, denominator: 4))
        completion.intervals = [.rate: ConfidenceInterval(lower: 0.25, upper: 0.95)]
        let time = SummaryRow(
            engine: .fluid, scope: .flowStep(flow: "onboarding", step: "drag/extend"), metric: .stepTime,
            distribution: DistributionSummary([100, 200, 300]))
        let text = SummaryTable.table([completion, time]).encoded()
        #expect(text.contains("fluid,own,,flow_step,onboarding/drag/extend,all,step_time_ms,3,"))
        let parsed = try SummaryTable.parse(csvText: text)
        #expect(parsed.map(\.scope) == [.flow("onboarding"), .flowStep(flow: "onboarding", step: "drag/extend")])
        #expect(parsed[0].rate == completion.rate && parsed[0].intervals == completion.intervals)
        #expect(parsed[1].distribution == time.distribution)
        #expect(SummaryTable.table(parsed).encoded() == text)
    }

    @Test("a flow metric needs its flow (and step); an intent metric takes neither")
    func assertionFields() {
        let noStep = GateAssertion(metric: .stepTime, statistic: .p90, engine: .fluid, flow: "onboarding", max: 4000)
        #expect(noStep.problems().map(\.field) == ["step"])
        let intent = GateAssertion(
            metric: .firstTouchLatency, statistic: .p95, engine: .fluid, flow: "onboarding", max: 100)
        #expect(intent.problems().map(\.field) == ["flow"])
        let good = GateAssertion(
            metric: .stepTime, statistic: .p90, engine: .fluid, flow: "onboarding", step: "drag", max: 4000)
        #expect(good.problems().isEmpty)
        #expect(good.scope == .flowStep(flow: "onboarding", step: "drag"))
        #expect(good.name == "fluid step_time_ms p90 (onboarding/drag)" && good.unit == .milliseconds)
        #expect(MetricName.flowCompletion.higherIsBetter && !MetricName.stepTime.higherIsBetter)
    }
}
