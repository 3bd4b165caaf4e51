/// One flow's funnel over a set of runs, as the text output prints it (docs/flows.md "Funnel"):
/// how many runs reached each step, the conversion from the previous step, the time to complete
/// it and the wrong gestures and touches during a wait it saw.
package struct FlowFunnel: Sendable, Hashable {
    /// One bar of the funnel.
    package struct Step: Sendable, Hashable {
        package var name: String
        package var isTimed: Bool
        /// Runs that reached it, of all runs.
        package var reached: Int
        /// Runs that reached it, of the runs that reached the previous step (of all runs for step 1).
        package var conversion: RateSummary
        /// Time to complete (ms) of the runs that completed it.
        package var time: DistributionSummary
        package var wrongGestures: Int
        package var touchesDuringWait: Int
    }

    package var flow: String
    package var runs: Int
    package var completed: RateSummary
    package var steps: [Step]

    /// The funnel of `flow` over `runs` (those of other flows are ignored).
    package init(_ flow: Flow, runs all: [FlowRun]) {
        let runs = all.filter { $0.flow == flow.name }
        self.flow = flow.name
        self.runs = runs.count
        completed = RateSummary(runs) { $0.completed }
        var previous = runs.count
        steps = flow.steps.enumerated().map { index, step in
            let results = runs.map { $0.steps[index] }.filter(\.reached)
            defer { previous = results.count }
            return Step(
                name: step.name, isTimed: step.isTimed, reached: results.count,
                conversion: RateSummary(numerator: results.count, denominator: previous),
                time: DistributionSummary(results.compactMap(\.timeMs)),
                wrongGestures: results.map(\.wrongGestures).reduce(0, +),
                touchesDuringWait: results.map(\.touchesDuringWait).reduce(0, +))
        }
    }
}
