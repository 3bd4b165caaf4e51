import TraceModel

/// `transitions.csv`, schema v4: one row per transition per engine, in order of their starts.
/// Times are displayed times in ms. Columns: docs/reports.md.
package enum TransitionTable {
    package static let columns = [
        "engine", "trace", "transition_id", "operation", "trigger", "interactive", "t_start_ms", "t_end_ms",
        "duration_ms", "outcome", "started_by_sequence", "retargeted_by_sequences",
        "hitches", "hitch_time_ms", "dropped_frames", "stale_frame_share", "stepped", "start_jump",
        "mid_jump",
    ]

    package static func append(_ trace: AnalyzedTrace, to table: inout some CSVRowSink) {
        for run in trace.runs {
            for (index, t) in run.replay.transitions.enumerated() {
                let frames = index < run.frames.count ? run.frames[index] : TransitionFrames()
                table.text(run.engine.rawValue)
                table.text(trace.path)
                table.text(t.id.rawValue)
                table.text(t.operation.rawValue)
                table.text(t.trigger.rawValue)
                table.bool(t.interactive)
                table.ms(t.tStart)
                table.ms(t.tEnd)
                table.ms(t.tEnd.map { $0 - t.tStart })
                table.text(t.outcome?.rawValue)
                table.int(t.startedBySequence)
                table.intList(t.retargetedBySequences)
                table.int(frames.hitches)
                table.ms(frames.hitchTimeMs)
                table.int(frames.droppedFrames)
                table.ratio(frames.staleFrameShare)
                table.bool(frames.stepped)
                table.ratio(frames.startJump)
                table.ratio(frames.midJump)
                table.endRow()
            }
        }
    }
}
