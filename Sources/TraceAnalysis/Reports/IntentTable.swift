/// `intents.csv`, schema v3: one row per intent per engine. The first ten columns are the
/// product's contract (`engine,trace,intent_id,goal,gestures,achieved,first_touch_latency_ms,
/// unanswered,cancel_ok,time_to_cancel_ms`); the rest is evidence. Columns: docs/reports.md.
package enum IntentTable {
    package static let columns = [
        "engine", "trace", "intent_id", "goal", "gestures", "achieved", "first_touch_latency_ms", "unanswered",
        "cancel_ok", "time_to_cancel_ms",
        "response_latency_ms", "scenario", "source", "t_start_ms", "t_first_touch_ms", "t_reached_ms", "extra_gestures",
        "transition_id",
        "ignored_sequences", "ignored_reasons", "first_touch_during_transition", "time_to_goal_ms", "cancel_depth",
    ]

    package static func append(_ trace: AnalyzedTrace, to table: inout CSVTable) {
        for run in trace.runs {
            for m in run.intents {
                table.append([
                    run.engine.rawValue, trace.path, m.intent.id, m.intent.goal.rawValue, String(m.gestures),
                    ReportFormat.bool(m.achieved), ReportFormat.ms(m.firstTouchLatency),
                    ReportFormat.bool(m.unanswered),
                    ReportFormat.bool(m.cancelOk), ReportFormat.ms(m.timeToCancel),
                    ReportFormat.ms(m.responseLatency), trace.scenario, m.intent.source.rawValue,
                    ReportFormat.ms(m.intent.tStart),
                    ReportFormat.ms(m.tFirstTouch),
                    ReportFormat.ms(m.tReached), String(m.extra), m.transitionId?.rawValue,
                    m.ignored.map { String($0.sequence) }.joined(separator: " "),
                    m.ignored.map { $0.reason?.rawValue ?? "" }.joined(separator: " "),
                    ReportFormat.bool(m.tFirstTouch == nil ? nil : m.firstTouchDuringTransition),
                    ReportFormat.ms(m.timeToGoal), ReportFormat.ratio(m.cancelDepth),
                ])
            }
        }
    }
}
