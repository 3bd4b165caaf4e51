/// Which velocity estimator to use. Both follow AOSP's `VelocityTracker` (Android 14).
package enum VelocityStrategy: String, Sendable, Hashable, CaseIterable {
    /// Unweighted least-squares quadratic fit (AOSP's default for touch, `LSQ2`).
    case lsq2
    /// Kinetic-energy ("impulse") estimator (AOSP's `IMPULSE`).
    case impulse

    /// The default strategy: `lsq2`, as on Android.
    package static let defaultStrategy: VelocityStrategy = .lsq2

    /// The estimator implementing this strategy.
    package var estimator: any VelocityEstimator {
        switch self {
        case .lsq2: LeastSquaresVelocityEstimator()
        case .impulse: ImpulseVelocityEstimator()
        }
    }
}
