/// `transitions.csv`, schema v3: one row per transition per engine, in order of their starts.
/// Times are displayed times in ms. Columns: docs/reports.md.
package enum TransitionTable {
    package static let columns = [
        "engine", "trace", "transition_id", "operation", "trigger", "interactive", "t_start_ms", "t_end_ms",
        "duration_ms", "outcome", "started_by_sequence", "retargeted_by_sequences",
        "hitches", "hitch_time_ms", "dropped_frames", "stale_frame_share", "stepped", "start_jump",
    ]

    package static func append(_ trace: AnalyzedTrace, to table: inout CSVTable) {
        for run in trace.runs {
            for (index, t) in run.replay.transitions.enumerated() {
                let frames = index < run.frames.count ? run.frames[index] : TransitionFrames()
                table.append([
                    run.engine.rawValue, trace.path, t.id.rawValue, t.operation.rawValue, t.trigger.rawValue,
                    ReportFormat.bool(t.interactive),
                    ReportFormat.ms(t.tStart), ReportFormat.ms(t.tEnd), ReportFormat.ms(t.tEnd.map { $0 - t.tStart }),
                    t.outcome?.rawValue, ReportFormat.int(t.startedBySequence),
                    t.retargetedBySequences.map(String.init).joined(separator: " "),
                    ReportFormat.int(frames.hitches), ReportFormat.ms(frames.hitchTimeMs),
                    ReportFormat.int(frames.droppedFrames), ReportFormat.ratio(frames.staleFrameShare),
                    ReportFormat.bool(frames.stepped), ReportFormat.ratio(frames.startJump),
                ])
            }
        }
    }
}
