import Testing

@testable import TransitionSimulation

@Suite("Cubic Bézier timing curves")
struct CubicBezierTimingCurveTests {
    static let named: [CubicBezierTimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
    /// x from 0 to 1 in steps of 0.001.
    static let grid = (0...1000).map { Double($0) / 1000 }

    @Test func easeInOutAtAQuarterMatchesCoreAnimation() {
        // Reference: bisection on the Bernstein form of (0.42, 0, 0.58, 1) gives 0.129162.
        #expect(abs(CubicBezierTimingCurve.easeInOut.value(at: 0.25) - 0.1292) < 1e-4)
    }

    @Test func namedCurvesHaveUIKitControlPoints() {
        #expect(CubicBezierTimingCurve.linear.controlPoints == [0, 0, 1, 1])
        #expect(CubicBezierTimingCurve.easeIn.controlPoints == [0.42, 0, 1, 1])
        #expect(CubicBezierTimingCurve.easeOut.controlPoints == [0, 0, 0.58, 1])
        #expect(CubicBezierTimingCurve.easeInOut.controlPoints == [0.42, 0, 0.58, 1])
        #expect(CubicBezierTimingCurve.easeInOut.name == "easeInOut")
        #expect(CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).name == nil)
    }

    @Test(arguments: named)
    func endpointsAreExact(curve: CubicBezierTimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        // Outside [0, 1] the curve holds its end values.
        #expect(curve.value(at: -0.5) == 0)
        #expect(curve.value(at: 1.5) == 1)
    }

    @Test(arguments: named)
    func valuesAreMonotonic(curve: CubicBezierTimingCurve) {
        var previous = -Double.infinity
        for x in Self.grid {
            let y = curve.value(at: x)
            #expect(y >= previous - 1e-12, "y decreased at x = \(x)")
            previous = y
        }
    }

    @Test func easeInOutIsPointSymmetric() {
        for x in Self.grid {
            let sum = CubicBezierTimingCurve.easeInOut.value(at: x) + CubicBezierTimingCurve.easeInOut.value(at: 1 - x)
            #expect(abs(sum - 1) < 1e-6, "asymmetric at x = \(x)")
        }
        #expect(abs(CubicBezierTimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-7)
    }

    @Test(
        arguments: named + [
            CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
            CubicBezierTimingCurve(x1: 1, y1: 0, x2: 0, y2: 1),
            CubicBezierTimingCurve(x1: 0, y1: 1, x2: 1, y2: 0),
        ])
    func solverIsPreciseToTheTolerance(curve: CubicBezierTimingCurve) {
        for x in Self.grid {
            let t = curve.parameter(forX: x)
            #expect(abs(curve.sampleX(t) - x) < 1e-7, "x(t) off at x = \(x)")
            #expect((0...1).contains(t))
        }
    }

    @Test func linearIsTheIdentity() {
        for x in Self.grid {
            #expect(abs(CubicBezierTimingCurve.linear.value(at: x) - x) < 1e-7)
            #expect(abs(CubicBezierTimingCurve.linear.derivative(at: x) - 1) < 1e-6)
        }
    }

    @Test(arguments: named)
    func derivativeMatchesFiniteDifferences(curve: CubicBezierTimingCurve) {
        let h = 1e-5
        for x in stride(from: 0.01, through: 0.99, by: 0.01) {
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(abs(curve.derivative(at: x) - numeric) < 1e-4, "slope off at x = \(x)")
        }
    }

    @Test func derivativeAtFlatEndpointsIsTheLimit() {
        // easeInOut starts and ends with slope 0 (y1 = 0, y2 = 1).
        #expect(abs(CubicBezierTimingCurve.easeInOut.derivative(at: 0)) < 1e-12)
        #expect(abs(CubicBezierTimingCurve.easeInOut.derivative(at: 1)) < 1e-12)
        // easeOut's first control point sits on (0, 0): dx/dt = dy/dt = 0 at t = 0, and the slope
        // is the ratio of the second derivatives, 3 / 1.74.
        #expect(abs(CubicBezierTimingCurve.easeOut.derivative(at: 0) - 3 / 1.74) < 1e-9)
    }

    @Test func validityOfControlPoints() {
        #expect(CubicBezierTimingCurve.isValid(x1: 0.42, y1: -2, x2: 0.58, y2: 3))
        #expect(!CubicBezierTimingCurve.isValid(x1: 1.1, y1: 0, x2: 0.58, y2: 1))
        #expect(!CubicBezierTimingCurve.isValid(x1: 0.42, y1: .nan, x2: 0.58, y2: 1))
    }
}
