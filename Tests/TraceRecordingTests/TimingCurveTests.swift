import Testing
import TraceRecording

/// The eased values the recorder writes for a curve the app gave, and the projection of a
/// presentation-layer value.
struct TimingCurveTests {
    @Test func namedCurvesMatchTheirKnownValues() {
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3 || abs(TimingCurve.linear.value(at: 0.3) - 0.3) < 1e-9)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        // CSS ease-in-out at 25 % of the time: about 12.9 % of the way.
        #expect(abs(TimingCurve.easeInOut.value(at: 0.25) - 0.1291) < 1e-3)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
        #expect(TimingCurve.easeOut.value(at: -1) == 0)
        #expect(TimingCurve.easeOut.value(at: 2) == 1)
    }

    @Test func aFrameBetweenTwoFramesIsTheFractionOfTheWay() {
        let cell = [10.0, 100, 80, 80]
        let full = [0.0, 0, 390, 844]
        #expect(DisplayedProgress.fraction(of: cell, from: cell, to: full) == 0)
        #expect(DisplayedProgress.fraction(of: full, from: cell, to: full) == 1)
        let half = zip(cell, full).map { ($0 + $1) / 2 }
        #expect(abs((DisplayedProgress.fraction(of: half, from: cell, to: full) ?? .nan) - 0.5) < 1e-12)
        #expect(DisplayedProgress.fraction(of: cell, from: cell, to: cell) == nil)
    }
}
