/// One spring-driven motion of a value toward a target: the segment a settling fluid transition
/// runs between two events. Position and velocity are evaluated in closed form from the start of
/// the segment (docs/engines.md, introduction), in the value's own units (transition progress p for the
/// engines) and seconds.
package struct SpringMotion: Sendable, Hashable {
    /// The spring driving the motion.
    package var spring: DampedSpring
    /// The value at the start of the segment.
    package var start: Double
    /// Where the spring comes to rest.
    package var target: Double
    /// The value's velocity at the start, in value units per second.
    package var initialVelocity: Double

    package init(spring: DampedSpring, from start: Double, to target: Double, initialVelocity: Double) {
        self.spring = spring
        self.start = start
        self.target = target
        self.initialVelocity = initialVelocity
    }

    /// The value `t` seconds after the start of the segment.
    package func position(at t: Double) -> Double {
        target + spring.displacement(at: t, initialDisplacement: start - target, initialVelocity: initialVelocity)
    }

    /// The velocity (value units per second) `t` seconds after the start of the segment.
    package func velocity(at t: Double) -> Double {
        spring.velocity(at: t, initialDisplacement: start - target, initialVelocity: initialVelocity)
    }

    /// Whether the motion counts as settled `t` seconds after its start, for a value whose unit
    /// spans `distance` points on screen (the scene's transition distance L for progress).
    package func isSettled(at t: Double, distance: Double, threshold: SpringRestThreshold) -> Bool {
        let state = spring.state(at: t, initialDisplacement: start - target, initialVelocity: initialVelocity)
        return threshold.isSettled(displacement: state.displacement, velocity: state.velocity, distance: distance)
    }
}
