import Foundation
import Testing

@testable import TransitionSimulation

@Suite("Damped spring in closed form")
struct DampedSpringTests {
    /// Classical RK4 on x'' = -k x - c x', the reference the closed forms must match.
    static func integrate(_ spring: DampedSpring, x0: Double, v0: Double, until end: Double, step: Double)
        -> (x: Double, v: Double)
    {
        let k = spring.stiffness
        let c = spring.damping
        func acceleration(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
        var x = x0
        var v = v0
        let steps = Int((end / step).rounded())
        for _ in 0..<steps {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v
            let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v
            let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v
            let k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    @Test func parametersFollowTheResponseConversion() {
        let spring = DampedSpring(dampingRatio: 1, response: 0.4)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.4, 2)) < 1e-9)  // ≈ 246.74
        #expect(abs(spring.damping - 4 * Double.pi / 0.4) < 1e-12)  // ≈ 31.42
        // c = 2 ζ √k: the damping ratio is recovered from k and c.
        #expect(abs(spring.damping / (2 * spring.stiffness.squareRoot()) - 1) < 1e-12)
        #expect(spring.regime == .criticallyDamped)
        #expect(DampedSpring(dampingRatio: 0.5, response: 0.4).regime == .underDamped)
        #expect(DampedSpring(dampingRatio: 1.5, response: 0.4).regime == .overDamped)
    }

    @Test(arguments: [0.3, 1.0, 2.0])
    func agreesWithRK4(dampingRatio: Double) {
        let spring = DampedSpring(dampingRatio: dampingRatio, response: 0.4)
        // Displacement 1 from the target, moving away from it at 3 units/s.
        let x0 = 1.0
        let v0 = 3.0
        for end in [0.05, 0.1, 0.25, 0.5] {
            let reference = Self.integrate(spring, x0: x0, v0: v0, until: end, step: 1e-5)
            let closed = spring.state(at: end, initialDisplacement: x0, initialVelocity: v0)
            #expect(abs(closed.displacement - reference.x) < 1e-5, "x at \(end) s, ζ = \(dampingRatio)")
            #expect(abs(closed.velocity - reference.v) < 1e-5, "v at \(end) s, ζ = \(dampingRatio)")
        }
    }

    @Test func regimesMeetContinuouslyAtCriticalDamping() {
        let critical = DampedSpring(dampingRatio: 1, response: 0.4)
        for zeta in [1 - 1e-9, 1 + 1e-9] {
            let near = DampedSpring(dampingRatio: zeta, response: 0.4)
            for t in [0.01, 0.1, 0.3, 1.0] {
                let a = near.state(at: t, initialDisplacement: 1, initialVelocity: -4)
                let b = critical.state(at: t, initialDisplacement: 1, initialVelocity: -4)
                #expect(abs(a.displacement - b.displacement) < 1e-6, "ζ = \(zeta), t = \(t)")
                #expect(abs(a.velocity - b.velocity) < 1e-5, "ζ = \(zeta), t = \(t)")
            }
        }
    }

    @Test func initialConditionsHoldAtTimeZero() {
        for zeta in [0.3, 1.0, 2.0] {
            let spring = DampedSpring(dampingRatio: zeta, response: 0.4)
            let state = spring.state(at: 0, initialDisplacement: -0.7, initialVelocity: 2.5)
            #expect(abs(state.displacement + 0.7) < 1e-12)
            #expect(abs(state.velocity - 2.5) < 1e-12)
        }
    }

    @Test func criticallyDampedNeverOvershootsFromRest() {
        let motion = SpringMotion(
            spring: DampedSpring(dampingRatio: 1, response: 0.4), from: 0, to: 1,
            initialVelocity: 0)
        var previous = 0.0
        for step in 1...2000 {
            let p = motion.position(at: Double(step) / 1000)
            #expect(p <= 1, "overshoot at \(step) ms")
            #expect(p >= previous, "moved backwards at \(step) ms")
            previous = p
        }
    }

    @Test func underDampedOvershoots() {
        let motion = SpringMotion(
            spring: DampedSpring(dampingRatio: 0.3, response: 0.4), from: 0, to: 1,
            initialVelocity: 0)
        #expect((1...1000).contains { motion.position(at: Double($0) / 1000) > 1.1 })
    }

    @Test func decaysWithoutOverflowLongAfterTheStart() {
        for zeta in [0.3, 1.0, 2.0] {
            let motion = SpringMotion(
                spring: DampedSpring(dampingRatio: zeta, response: 0.4), from: 0, to: 1,
                initialVelocity: 40)
            let p = motion.position(at: 3600)
            #expect(p.isFinite && abs(p - 1) < 1e-12)
            #expect(motion.velocity(at: 3600).isFinite)
        }
    }

    @Test func motionIsMeasuredFromItsTarget() {
        let spring = DampedSpring(dampingRatio: 1, response: 0.4)
        let motion = SpringMotion(spring: spring, from: 0.8, to: 0, initialVelocity: -1.5)
        let t = 0.123
        #expect(motion.position(at: t) == spring.displacement(at: t, initialDisplacement: 0.8, initialVelocity: -1.5))
        #expect(motion.velocity(at: t) == spring.velocity(at: t, initialDisplacement: 0.8, initialVelocity: -1.5))
    }

    @Test func restTestUsesPointsOnScreen() {
        let rest = SpringRestThreshold.default
        #expect(rest.displacement == 0.75 && rest.speed == 46.875)
        let distance = 422.0  // half of an 844 pt screen
        // 0.7 pt away at 40 pt/s: settled; either threshold crossed: not.
        #expect(rest.isSettled(displacement: 0.7 / distance, velocity: 40 / distance, distance: distance))
        #expect(!rest.isSettled(displacement: 0.8 / distance, velocity: 0, distance: distance))
        #expect(!rest.isSettled(displacement: 0, velocity: -47 / distance, distance: distance))
        // The thresholds are exclusive: exactly 0.75 pt or exactly 46.875 pt/s is not at rest.
        #expect(!rest.isSettled(displacement: 0.75, velocity: 0, distance: 1))
        #expect(!rest.isSettled(displacement: 0, velocity: 46.875, distance: 1))
        #expect(rest.isSettled(displacement: 0.7499, velocity: 46.87, distance: 1))
    }

    @Test func defaultFluidSpringSettlesWithinAboutHalfASecond() {
        let motion = SpringMotion(
            spring: DampedSpring(dampingRatio: 1, response: 0.4), from: 0, to: 1,
            initialVelocity: 0)
        let settled = (1...2000).first { motion.isSettled(at: Double($0) / 1000, distance: 422, threshold: .default) }
        #expect(settled != nil)
        #expect((400...700).contains(settled ?? 0))
    }
}
