#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator described the way UIKit and SwiftUI describe springs: by a damping
/// ratio ζ and a response (the period, in seconds, of the undamped spring).
///
/// With mass m = 1 the spring is x'' + c x' + k x = 0 for the displacement x from the target, with
///
/// - stiffness k = (2π / response)², so the undamped angular frequency is ω0 = 2π / response;
/// - damping c = 4π ζ / response = 2 ζ ω0.
///
/// These are the conversions of WWDC18 "Designing Fluid Interfaces" (talk 803) and of
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`-style springs; the fluid
/// engine uses them (docs/engines.md "Fluid") (ζ = 1.0, response 0.4 s).
///
/// Every value is evaluated in closed form from the start of the motion, never by stepping:
///
/// - under-damped (ζ < 1): x = e^(−ζω0 t) (x0 cos ωd t + (v0 + ζω0 x0)/ωd · sin ωd t),
///   ωd = ω0 √(1 − ζ²);
/// - critically damped (ζ = 1): x = (x0 + (v0 + ω0 x0) t) e^(−ω0 t);
/// - over-damped (ζ > 1): x = C1 e^(r1 t) + C2 e^(r2 t), r1,2 = −ω0 (ζ ∓ √(ζ² − 1)),
///   C1 = (v0 − r2 x0)/(r1 − r2), C2 = x0 − C1 (both terms decay, so large t cannot overflow).
///
/// Time t is in seconds since the motion started; x0 and v0 are the displacement from the target
/// and the velocity (displacement units per second) at t = 0.
package struct DampedSpring: Sendable, Hashable {
    /// ζ: 1 is critically damped (fastest approach without overshoot), below 1 oscillates.
    package let dampingRatio: Double
    /// The period of the undamped spring in seconds.
    package let response: Double

    /// A spring with damping ratio ζ > 0 and response > 0 seconds.
    ///
    /// - Precondition: both positive and finite.
    package init(dampingRatio: Double, response: Double) {
        precondition(dampingRatio.isFinite && dampingRatio > 0, "spring damping ratio must be positive")
        precondition(response.isFinite && response > 0, "spring response must be a positive number of seconds")
        self.dampingRatio = dampingRatio
        self.response = response
    }

    /// The mass, always 1.
    package var mass: Double { 1 }
    /// ω0 = 2π / response, in radians per second.
    package var naturalFrequency: Double { 2 * Double.pi / response }
    /// k = (2π / response)².
    package var stiffness: Double { naturalFrequency * naturalFrequency }
    /// c = 4π ζ / response.
    package var damping: Double { 4 * Double.pi * dampingRatio / response }

    /// Which closed form applies.
    package enum Regime: String, Sendable, Hashable {
        case underDamped, criticallyDamped, overDamped
    }

    /// The damping regime: exactly ζ = 1 is critical.
    package var regime: Regime {
        dampingRatio < 1 ? .underDamped : (dampingRatio == 1 ? .criticallyDamped : .overDamped)
    }

    /// The displacement from the target and its velocity at `t` seconds after a start with
    /// displacement `x0` and velocity `v0`.
    package func state(at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double)
        -> (displacement: Double, velocity: Double)
    {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        switch regime {
        case .underDamped:
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * w0 * t)
            let cosine = cos(wd * t)
            let sine = sin(wd * t)
            let b = (v0 + zeta * w0 * x0) / wd
            let x = decay * (x0 * cosine + b * sine)
            let v = decay * (v0 * cosine - (zeta * w0 * v0 + w0 * w0 * x0) / wd * sine)
            return (x, v)
        case .criticallyDamped:
            let decay = exp(-w0 * t)
            let b = v0 + w0 * x0
            return ((x0 + b * t) * decay, (v0 - w0 * b * t) * decay)
        case .overDamped:
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            let c2 = x0 - c1
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// The displacement from the target at `t` seconds (see `state(at:initialDisplacement:initialVelocity:)`).
    package func displacement(at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        state(at: t, initialDisplacement: x0, initialVelocity: v0).displacement
    }

    /// The velocity at `t` seconds (see `state(at:initialDisplacement:initialVelocity:)`).
    package func velocity(at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        state(at: t, initialDisplacement: x0, initialVelocity: v0).velocity
    }
}
