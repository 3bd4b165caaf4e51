import Testing
import TraceSynthesis

/// Sample medians over 2001 draws with fixed seeds stay near the documented parameters.
struct HumanParametersTests {
    static let parameters = HumanParameters.default

    static let cases: [(String, Distribution, Double, Double)] = [
        ("reaction time", parameters.reactionTime, 250, 8),
        ("tap duration", parameters.tap.duration, 100, 4),
        ("flick peak speed", parameters.flick.peakSpeed, 1400, 50),
        ("drag peak speed", parameters.drag.peakSpeed, 350, 15),
        ("patience", parameters.patience.wait, 650, 20),
        ("grab delay", parameters.changeOfMind.grabDelay, 200, 8),
        ("quick-dismiss delay", parameters.timing.quickDismissDelay, 150, 4),
        ("double-tap gap", parameters.timing.doubleTapGap, 150, 6),
        ("reversal fraction", parameters.changeOfMind.reversalFraction, 0.5, 0.02),
    ]

    @Test("sample median near the documented median", arguments: 0..<cases.count)
    func medianMatches(caseIndex: Int) {
        let (name, distribution, expected, tolerance) = Self.cases[caseIndex]
        var generator = SeededGenerator.derive(seed: 2024, stream: "distribution/\(caseIndex)")
        let draws = (0..<2001).map { _ in distribution.sample(using: &generator) }
        #expect(abs(median(draws) - expected) <= tolerance, "\(name): median \(median(draws))")
        #expect(distribution.median == expected, "\(name)")
        #expect(draws.allSatisfy { distribution.support.contains($0) }, "\(name)")
    }

    @Test func supportsAreTheDocumentedRanges() {
        let p = Self.parameters
        #expect(p.reactionTime.support == 150...600)
        #expect(p.tap.duration.support == 50...200)
        #expect(p.flick.peakSpeed.support == 800...2500)
        #expect(p.drag.peakSpeed.support == 200...600)
        #expect(p.patience.wait.support == 400...900)
        #expect(p.timing.quickDismissDelay.support == 100...200)
        #expect(p.timing.doubleTapGap.support.upperBound < 300)
        #expect(
            p.tap.drift.support.upperBound + 2 * p.sampling.positionNoise.support.upperBound * 2.0.squareRoot() < 10)
    }

    @Test func logNormalIsRightSkewed() {
        var generator = SeededGenerator(seed: 8)
        let draws = (0..<2000).map { _ in Self.parameters.reactionTime.sample(using: &generator) }
        let mean = draws.reduce(0, +) / Double(draws.count)
        #expect(mean > median(draws))
    }
}
