import TraceAnalysis

extension GateAssertion {
    /// The name a person reads in the Markdown summary, the console and the HTML report: the
    /// configuration's `name` when one was given, else the engine, the metric in words, the
    /// statistic and the scope, e.g. `fluid: first-touch latency p95 (quick-dismiss)` or
    /// `fluid: cancellation success (grab-in-flight) vs baseline`. JUnit keeps `name`, the stable
    /// identifier CI history is keyed on.
    package var title: String {
        let scope = scopeName
        let regressionOnly = min == nil && max == nil && needsBaseline
        let generated = Self.defaultName(
            engine: engine, metric: metric, statistic: statistic, scenario: scope, regressionOnly: regressionOnly)
        guard name == generated else { return name }
        var text = "\(engine): \(Self.words(metric))"
        switch statistic {
        case .rate: break
        case .count: text += ", n"
        default: text += " \(statistic.rawValue)"
        }
        if let scope { text += " (\(scope))" }
        if regressionOnly { text += " vs baseline" }
        return text
    }

    /// A metric in words, as the text tables name it.
    package static func words(_ metric: MetricName) -> String {
        switch metric {
        case .firstTouchLatency: "first-touch latency"
        case .responseLatency: "response latency"
        case .recognitionDelay: "recognition delay"
        case .startDelay: "start delay"
        case .presentationDelay: "presentation delay"
        case .unanswered: "unanswered intents"
        case .gesturesPerIntent: "gestures per intent"
        case .multiGesture: "intents needing 2+ gestures"
        case .achieved: "intents achieved"
        case .timeToGoal: "time to goal"
        case .cancelSuccess: "cancellation success"
        case .timeToCancel: "time to cancel"
        case .cancelDepth: "cancel depth"
        case .hitchTimeRatio: "hitch time ratio"
        case .stepped: "stepped transitions"
        case .startJump: "transitions with a start jump"
        case .midJump: "transitions with a mid jump"
        case .flowCompletion: "flow completion"
        case .flowDuration: "flow duration"
        case .stepReached: "step reached"
        case .stepConversion: "step conversion"
        case .stepTime: "step time"
        case .stepWrongGestures: "wrong gestures in a step"
        }
    }
}
