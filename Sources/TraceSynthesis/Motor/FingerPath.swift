import GestureRecognition
import TraceModel

/// The continuous trajectory of one finger from touch-down to lift: a start point plus a sum of
/// minimum-jerk movements, each with its own onset. Superposing movements is how a corrective
/// movement is modelled (Flash and Henis 1991): a reversal adds a second movement while the
/// first is unfinished, so the velocity stays continuous.
///
/// `TouchSampler` turns a path into touch events; tests compare the samples with the path.
package struct FingerPath: Sendable, Hashable {
    /// One movement: `displacement` along a straight line with a minimum-jerk profile, starting
    /// at `onset` (ms, absolute) and lasting `duration` ms.
    package struct Movement: Sendable, Hashable {
        package var displacement: Point
        package var onset: Double
        package var duration: Double

        package init(displacement: Point, onset: Double, duration: Double) {
            self.displacement = displacement
            self.onset = onset
            self.duration = duration
        }

        /// The movement of `displacement` whose peak speed is `peakSpeed` (pt/s).
        package init(displacement: Point, onset: Double, peakSpeed: Double) {
            let profile = MinimumJerkProfile(distance: displacement.length, peakSpeed: peakSpeed)
            self.init(displacement: displacement, onset: onset, duration: profile.duration)
        }

        /// When it ends (ms).
        package var end: Double { onset + duration }

        /// Peak speed of this movement alone (pt/s).
        package var peakSpeed: Double {
            MinimumJerkProfile(distance: displacement.length, duration: duration).peakSpeed
        }
    }

    /// Where the finger touches down.
    package var start: Point
    /// Touch-down time (ms).
    package var tDown: Double
    /// Lift time (ms); the sampler writes the `ended` sample at the first sample time at or after it.
    package var tLift: Double
    package var movements: [Movement]

    package init(start: Point, tDown: Double, tLift: Double, movements: [Movement] = []) {
        precondition(tLift >= tDown, "a finger lifts after it touches down")
        self.start = start
        self.tDown = tDown
        self.tLift = tLift
        self.movements = movements
    }

    /// The finger's position at `t` (the path continues past `tLift` as if the finger had stayed).
    package func position(at t: Double) -> Point {
        var x = start.x
        var y = start.y
        for movement in movements {
            let s = MinimumJerkProfile.shape((t - movement.onset) / movement.duration)
            x += movement.displacement.x * s
            y += movement.displacement.y * s
        }
        return Point(x: x, y: y)
    }

    /// The finger's velocity at `t` (pt/s).
    package func velocity(at t: Double) -> Velocity {
        var vx = 0.0
        var vy = 0.0
        for movement in movements {
            let rate =
                MinimumJerkProfile.shapeSlope((t - movement.onset) / movement.duration) / movement.duration * 1000
            vx += movement.displacement.x * rate
            vy += movement.displacement.y * rate
        }
        return Velocity(x: vx, y: vy)
    }

    /// Whether some movement is under way at `t` (strictly inside its time span).
    package func isMoving(at t: Double) -> Bool {
        movements.contains { t > $0.onset && t < $0.end }
    }

    /// When the last movement ends (ms); `tDown` when there is none.
    package var motionEnd: Double {
        movements.map(\.end).max() ?? tDown
    }

    /// The position at lift.
    package var liftPosition: Point { position(at: tLift) }
}
