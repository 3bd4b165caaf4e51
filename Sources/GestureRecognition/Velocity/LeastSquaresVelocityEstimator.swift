/// AOSP's `LSQ2`: an unweighted least-squares fit of x(t) = c + b t + a t^2 to the samples, with
/// t in seconds relative to the newest sample; the velocity is b.
///
/// - Two samples: the straight-line slope between them (the fit's degree drops to 1).
/// - One sample (or none): no velocity.
/// - A degenerate system (zero determinant): no velocity, as AOSP returns `nullopt`.
///
/// Computed in `Double` (AOSP uses `Float`); on the recorded AOSP flings the two agree to about
/// 3e-4 relative.
package struct LeastSquaresVelocityEstimator: VelocityEstimator {
    package init() {}

    package func velocity(of samples: ArraySlice<VelocitySample>) -> Velocity? {
        guard let newest = samples.last, samples.count >= 2 else { return nil }
        if samples.count == 2 {
            let first = samples[samples.startIndex]
            let dt = Double(VelocitySample.elapsed(from: first.nanoseconds, to: newest.nanoseconds)) * 1e-9
            guard dt != 0 else { return nil }
            return Velocity(x: (newest.x - first.x) / dt, y: (newest.y - first.y) / dt)
        }
        // Sums over the samples of t^k, t^k * x and t^k * y.
        var st = 0.0
        var st2 = 0.0
        var st3 = 0.0
        var st4 = 0.0
        var sx = 0.0
        var stx = 0.0
        var st2x = 0.0
        var sy = 0.0
        var sty = 0.0
        var st2y = 0.0
        for sample in samples {
            let t = -Double(VelocitySample.elapsed(from: sample.nanoseconds, to: newest.nanoseconds)) * 1e-9
            let t2 = t * t
            st += t
            st2 += t2
            st3 += t2 * t
            st4 += t2 * t2
            sx += sample.x
            stx += t * sample.x
            st2x += t2 * sample.x
            sy += sample.y
            sty += t * sample.y
            st2y += t2 * sample.y
        }
        let n = Double(samples.count)
        // Centred sums (the normal equations with the constant term eliminated).
        let stt = st2 - st * st / n
        let stt2 = st3 - st * st2 / n
        let st2t2 = st4 - st2 * st2 / n
        let denominator = stt * st2t2 - stt2 * stt2
        guard denominator != 0 else { return nil }
        func slope(_ s: Double, _ ts: Double, _ t2s: Double) -> Double {
            let sts = ts - st * s / n
            let st2s = t2s - st2 * s / n
            return (sts * st2t2 - st2s * stt2) / denominator
        }
        return Velocity(x: slope(sx, stx, st2x), y: slope(sy, sty, st2y))
    }
}
