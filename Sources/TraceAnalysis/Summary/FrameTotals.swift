/// What the text's frames section says of one engine's transitions (docs/analysis.md "Frames"),
/// added up from their frame figures (`SummarizedTransition`) in one pass, so that a run hands
/// the section its totals rather than every transition's figures.
package struct FrameTotals: Sendable, Hashable {
    /// Every transition, and those with frames (a model's, or a recording's with `frame` events).
    package var transitions = 0
    package var paced = 0
    package var hitches = 0
    package var droppedFrames = 0
    /// The transitions with frames by their hitch time ratio's rating.
    package var ratings: [HitchRating: Int] = [:]
    /// The hitch time ratios of the transitions with frames (its p50 and max, ms/s).
    package var hitchTimeRatio = DistributionSummary([])
    package var stepped = RateSummary(numerator: 0, denominator: 0)
    package var startJumped = RateSummary(numerator: 0, denominator: 0)
    package var midJumped = RateSummary(numerator: 0, denominator: 0)

    /// The totals of `frames`.
    package init(_ frames: some Sequence<SummarizedTransition>) {
        var ratios: [Double] = []
        var (stepped, startJumped, midJumped) = ((0, 0), (0, 0), (0, 0))
        func count(_ flag: Bool?, into tally: inout (Int, Int)) {
            guard let flag else { return }
            tally = (tally.0 + (flag ? 1 : 0), tally.1 + 1)
        }
        for frame in frames {
            transitions += 1
            count(frame.stepped, into: &stepped)
            count(frame.startJumped, into: &startJumped)
            count(frame.midJumped, into: &midJumped)
            guard let frameHitches = frame.hitches else { continue }
            paced += 1
            hitches += Int(frameHitches)
            droppedFrames += frame.droppedFrames.map { Int($0) } ?? 0
            if let ratio = frame.hitchTimeRatio {
                ratios.append(ratio)
                ratings[HitchRating(ratio: ratio), default: 0] += 1
            }
        }
        hitchTimeRatio = DistributionSummary(ratios)
        self.stepped = RateSummary(numerator: stepped.0, denominator: stepped.1)
        self.startJumped = RateSummary(numerator: startJumped.0, denominator: startJumped.1)
        self.midJumped = RateSummary(numerator: midJumped.0, denominator: midJumped.1)
    }
}
