/// The mathematics of one velocity strategy: a velocity from a pointer's recent samples.
///
/// The samples handed over are already windowed by `VelocityHistory` (at most 20, none older
/// than 100 ms before the newest, strictly increasing times, oldest first), so an estimator only
/// does the fit.
package protocol VelocityEstimator: Sendable {
    /// The velocity at the newest sample in points per second, or nil when the strategy reports
    /// none.
    func velocity(of samples: ArraySlice<VelocitySample>) -> Velocity?
}
