import CorpusAnalysis
import TraceAnalysis
import TraceModel
import TransitionSimulation

/// The frames section of `analyze`'s text output (docs/analysis.md "Frames"): per engine, over
/// every transition it ran, the hitches and dropped frames, the hitch time ratio rated against
/// `HitchRating`'s thresholds, and the stepped, start-jump and mid-jump counts.
enum FramesSectionRendering {
    static func lines(_ run: CorpusResult) -> [String] {
        var lines = [
            "Frames (per transition; hitch time ratio rated against \(ratio(HitchRating.warningRatio)) and "
                + "\(ratio(HitchRating.criticalRatio)) ms/s)"
        ]
        for (engine, totals) in zip(run.engines, run.frames) {
            let rated = HitchRating.allCases.map { "\($0.rawValue) \(totals.ratings[$0] ?? 0)" }.joined(separator: ", ")
            let (stepped, jumped, midJumped) = (totals.stepped, totals.startJumped, totals.midJumped)
            lines.append(
                "  \(engine.rawValue): \(totals.transitions) transitions, \(totals.paced) with frames: "
                    + "\(totals.hitches) hitches, \(totals.droppedFrames) dropped frames; "
                    + "hitch time ratio p50 \(ratio(totals.hitchTimeRatio.p50)), max \(ratio(totals.hitchTimeRatio.max)) "
                    + "ms/s (\(rated)); "
                    + "stepped \(stepped.numerator)/\(stepped.denominator), "
                    + "start jump \(jumped.numerator)/\(jumped.denominator), "
                    + "mid jump \(midJumped.numerator)/\(midJumped.denominator)")
        }
        return lines
    }

    private static func ratio(_ value: Double?) -> String {
        value.map { FixedDecimal.format($0, decimals: 1) } ?? "n/a"
    }
}
