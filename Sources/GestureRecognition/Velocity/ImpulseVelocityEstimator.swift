/// AOSP's `IMPULSE` strategy: the velocity a unit mass would have after the work the finger did
/// on it.
///
/// Oldest first, each segment has velocity v_i = dx / dt. The work accumulates
/// W += (v_i - v_prev) * |v_i| with v_prev = sign(W) * sqrt(2 |W|) (the velocity the work so far
/// gives); W is halved after the first segment (the screen is assumed already moving at v_1,
/// AOSP's "initial condition 2"). The result is sign(W) * sqrt(2 |W|).
///
/// As in AOSP, a single sample gives velocity 0 (no work), not "none"; only an empty history
/// gives none. (LSQ2, by contrast, reports none for one sample.)
package struct ImpulseVelocityEstimator: VelocityEstimator {
    package init() {}

    package func velocity(of samples: ArraySlice<VelocitySample>) -> Velocity? {
        guard !samples.isEmpty else { return nil }
        var workX = 0.0
        var workY = 0.0
        var previous = samples[samples.startIndex]
        var isFirstSegment = true
        for sample in samples.dropFirst() {
            let dt = Double(VelocitySample.elapsed(from: previous.nanoseconds, to: sample.nanoseconds)) * 1e-9
            if dt != 0 {
                workX = Self.accumulate(work: workX, segmentVelocity: (sample.x - previous.x) / dt)
                workY = Self.accumulate(work: workY, segmentVelocity: (sample.y - previous.y) / dt)
                if isFirstSegment {
                    workX *= 0.5
                    workY *= 0.5
                }
            }
            isFirstSegment = false
            previous = sample
        }
        return Velocity(x: Self.velocity(fromWork: workX), y: Self.velocity(fromWork: workY))
    }

    private static func accumulate(work: Double, segmentVelocity v: Double) -> Double {
        let previousVelocity = velocity(fromWork: work)
        return work + (v - previousVelocity) * abs(v)
    }

    /// sign(W) * sqrt(2 |W|): the velocity of a unit mass with kinetic energy |W|.
    static func velocity(fromWork work: Double) -> Double {
        let speed = (2 * abs(work)).squareRoot()
        return work < 0 ? -speed : speed
    }
}
