/// The minimum-jerk point-to-point movement (Flash and Hogan, "The coordination of arm
/// movements", J. Neuroscience 1985): the smooth profile that minimizes the integrated squared
/// jerk between two rest positions,
///
///     x(t) = x0 + D * s(tau),  s(tau) = 10 tau^3 - 15 tau^4 + 6 tau^5,  tau = t / T,
///
/// with a bell-shaped speed D / T * (30 tau^2 - 60 tau^3 + 30 tau^4) that peaks at tau = 1/2 at
/// 1.875 * D / T. Human drags and flicks on touchscreens are close to it; here it gives every pan
/// its timing, and `init(distance:peakSpeed:)` derives T from a sampled peak speed.
///
/// Times are in milliseconds, distances in points, speeds in points per second.
package struct MinimumJerkProfile: Sendable, Hashable {
    /// The ratio of peak speed to mean speed, max s'(tau) = s'(1/2) = 15/8.
    package static let peakToMeanSpeed = 1.875

    /// D, signed (points).
    package var distance: Double
    /// T (ms).
    package var duration: Double

    package init(distance: Double, duration: Double) {
        precondition(duration > 0, "a movement needs a positive duration")
        self.distance = distance
        self.duration = duration
    }

    /// The movement covering `distance` whose peak speed is `peakSpeed` (pt/s):
    /// T = 1.875 * |D| / v_peak seconds.
    package init(distance: Double, peakSpeed: Double) {
        precondition(peakSpeed > 0, "a movement needs a positive peak speed")
        self.init(distance: distance, duration: Self.peakToMeanSpeed * abs(distance) / peakSpeed * 1000)
    }

    /// Peak speed (pt/s): 1.875 * |D| / T.
    package var peakSpeed: Double { Self.peakToMeanSpeed * abs(distance) / duration * 1000 }

    /// s(tau), clamped to 0 before the start and 1 after the end.
    package static func shape(_ tau: Double) -> Double {
        if tau <= 0 { return 0 }
        if tau >= 1 { return 1 }
        let t3 = tau * tau * tau
        return t3 * (10 + tau * (-15 + 6 * tau))
    }

    /// ds/dtau, zero outside (0, 1).
    package static func shapeSlope(_ tau: Double) -> Double {
        if tau <= 0 || tau >= 1 { return 0 }
        let t2 = tau * tau
        return 30 * t2 * (1 + tau * (-2 + tau))
    }

    /// Displacement from the start at `t` ms after the movement began.
    package func position(at t: Double) -> Double {
        distance * Self.shape(t / duration)
    }

    /// Signed speed (pt/s) at `t` ms after the movement began.
    package func velocity(at t: Double) -> Double {
        distance / duration * Self.shapeSlope(t / duration) * 1000
    }
}
