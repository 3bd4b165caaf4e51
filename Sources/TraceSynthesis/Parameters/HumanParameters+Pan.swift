extension HumanParameters {
    /// One style of pan: how fast, how far, when the finger starts moving and how it lifts. The
    /// trajectory is a minimum-jerk movement (`MinimumJerkProfile`) whose duration follows from
    /// the drawn peak speed: T = 1.875 * D / v_peak.
    public struct Pan: Sendable, Hashable {
        /// Peak speed of the movement (pt/s).
        public var peakSpeed: Distribution
        /// Planned length of the movement (pt); a flick lifted mid-way covers less.
        public var distance: Distribution
        /// Angle between the movement and its intended axis, in degrees (hands do not draw
        /// straight lines along screen axes).
        public var directionScatter: Distribution
        /// Time from the touch-down to the start of the movement (ms): the finger settles first.
        public var onsetDelay: Distribution
        public var lift: LiftPlan

        public init(peakSpeed: Distribution, distance: Distribution,
                    directionScatter: Distribution = .normal(mean: 0, standardDeviation: 4, bounds: -10...10),
                    onsetDelay: Distribution = .uniform(0...30), lift: LiftPlan) {
            self.peakSpeed = peakSpeed
            self.distance = distance
            self.directionScatter = directionScatter
            self.onsetDelay = onsetDelay
            self.lift = lift
        }

        /// A dismiss flick: peak speed log-normal, median 1400 pt/s, sigma 0.3, 800...2500 pt/s;
        /// planned distance 100...250 pt; lifted while moving at 55 to 75 % of the movement's
        /// duration (release speed 97 to 56 % of the peak). The speed range is the issue's; it
        /// straddles the legacy engine's 1200 pt/s dismiss threshold on purpose, so that some
        /// flicks dismiss on velocity and others only on position.
        public static let dismissFlick = Pan(
            peakSpeed: .logNormal(median: 1400, sigma: 0.3, bounds: 800...2500),
            distance: .uniform(100...250),
            lift: .whileMoving(fraction: .uniform(0.55...0.75)))

        /// A slow dismiss drag: peak speed log-normal, median 350 pt/s, sigma 0.3, 200...600
        /// pt/s; distance 240...380 pt, beyond half the default transition distance (422 pt on a
        /// 390 x 844 screen) so that it dismisses on position alone; lifted at rest after 60 to
        /// 160 ms still (more than the 40 ms after which AOSP's tracker reports no velocity).
        public static let dismissDrag = Pan(
            peakSpeed: .logNormal(median: 350, sigma: 0.3, bounds: 200...600),
            distance: .uniform(240...380),
            lift: .atRest(hold: .uniform(60...160)))

        /// A horizontal browsing swipe: peak speed log-normal, median 1000 pt/s, sigma 0.3,
        /// 600...2000 pt/s; distance 120...220 pt (about a third to a half of the screen width);
        /// lifted while moving at 60 to 80 % of the movement.
        public static let browseSwipe = Pan(
            peakSpeed: .logNormal(median: 1000, sigma: 0.3, bounds: 600...2000),
            distance: .uniform(120...220),
            lift: .whileMoving(fraction: .uniform(0.6...0.8)))
    }

    /// How a pan style ends, as distributions; `plan(using:)` draws a concrete `Lift`.
    public enum LiftPlan: Sendable, Hashable {
        /// The finger lifts while moving, at this fraction of the movement's duration.
        case whileMoving(fraction: Distribution)
        /// The finger comes to rest and stays still this long (ms) before lifting.
        case atRest(hold: Distribution)

        /// One concrete lift.
        public func plan(using generator: inout SeededGenerator) -> Lift {
            switch self {
            case .whileMoving(let fraction): .whileMoving(fraction: fraction.sample(using: &generator))
            case .atRest(let hold): .atRest(hold: hold.sample(using: &generator))
            }
        }
    }
}
