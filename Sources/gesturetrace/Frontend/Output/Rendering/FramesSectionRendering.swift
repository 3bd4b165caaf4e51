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
        for (engine, frames) in zip(run.engines, run.frames) {
            let paced = frames.filter { $0.hitches != nil }
            let ratios = paced.compactMap(\.hitchTimeRatio)
            var counts: [HitchRating: Int] = [:]
            for value in ratios { counts[HitchRating(ratio: value), default: 0] += 1 }
            let rated = HitchRating.allCases.map { "\($0.rawValue) \(counts[$0] ?? 0)" }.joined(separator: ", ")
            let distribution = DistributionSummary(ratios)
            let stepped = RateSummary(frames.compactMap(\.stepped)) { $0 }
            let jumped = RateSummary(frames.compactMap(\.startJumped)) { $0 }
            let midJumped = RateSummary(frames.compactMap(\.midJumped)) { $0 }
            lines.append(
                "  \(engine.rawValue): \(frames.count) transitions, \(paced.count) with frames: "
                    + "\(paced.compactMap(\.hitches).reduce(0) { $0 + Int($1) }) hitches, "
                    + "\(paced.compactMap(\.droppedFrames).reduce(0) { $0 + Int($1) }) dropped frames; "
                    + "hitch time ratio p50 \(ratio(distribution.p50)), max \(ratio(distribution.max)) ms/s (\(rated)); "
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
