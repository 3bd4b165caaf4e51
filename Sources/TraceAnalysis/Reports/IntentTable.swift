import TraceModel

/// `intents.csv`, schema v5: one row per intent per engine. The first ten columns are the
/// product's contract (`engine,trace,intent_id,goal,gestures,achieved,first_touch_latency_ms,
/// unanswered,cancel_ok,time_to_cancel_ms`); the rest is evidence. Columns: docs/reports.md.
package enum IntentTable {
    package static let columns = [
        "engine", "trace", "intent_id", "goal", "gestures", "achieved", "first_touch_latency_ms", "unanswered",
        "cancel_ok", "time_to_cancel_ms",
        "response_latency_ms", "scenario", "source", "t_start_ms", "t_first_touch_ms", "t_reached_ms", "extra_gestures",
        "transition_id",
        "ignored_sequences", "ignored_reasons", "first_touch_during_transition", "time_to_goal_ms", "cancel_depth",
        "answered_by", "recognition_delay_ms", "start_delay_ms", "presentation_delay_ms",
    ]

    package static func append(_ trace: AnalyzedTrace, to table: inout some CSVRowSink) {
        for run in trace.runs {
            for m in run.intents {
                table.text(run.engine.rawValue)
                table.text(trace.path)
                table.text(m.intent.id)
                table.text(m.intent.goal.rawValue)
                table.int(m.gestures)
                table.bool(m.achieved)
                table.ms(m.firstTouchLatency)
                table.bool(m.unanswered)
                table.bool(m.cancelOk)
                table.ms(m.timeToCancel)
                table.ms(m.responseLatency)
                table.text(trace.scenario)
                table.text(m.intent.source.rawValue)
                table.ms(m.intent.tStart)
                table.ms(m.tFirstTouch)
                table.ms(m.tReached)
                table.int(m.extra)
                table.text(m.transitionId?.rawValue)
                table.intList(m.ignored.map { $0.sequence })
                table.textList(m.ignored.map { $0.reason?.rawValue ?? "" })
                table.bool(m.tFirstTouch == nil ? nil : m.firstTouchDuringTransition)
                table.ms(m.timeToGoal)
                table.ratio(m.cancelDepth)
                table.text(m.answeredBy?.rawValue)
                table.ms(m.breakdown?.recognition)
                table.ms(m.breakdown?.start)
                table.ms(m.breakdown?.presentation)
                table.endRow()
            }
        }
    }
}
