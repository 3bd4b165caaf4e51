import TraceModel

/// The simulated user's hand: motor primitives that plan a `FingerPath` and sample it into touch
/// events (`[TraceEvent]` with `.touch` payloads, times in ms, strictly increasing, one touch id).
///
/// Each primitive comes in two forms: `...Path` plans the continuous trajectory (pure, except
/// `tapPath`, which draws the tap's duration and drift), and the plain form samples that plan
/// with `sampler`. Given the same generator state, the same call returns the same events.
///
/// The caller chooses where and how fast (see `SimulatedUser`, which draws those from
/// `HumanParameters`); the primitives only guarantee the shape: a tap stays within the tap slop
/// and lasts under the long-press time, pans follow minimum-jerk profiles, every position stays
/// on screen.
package struct Motor: Sendable, Hashable {
    package var parameters: HumanParameters
    package var sampler: TouchSampler

    package init(parameters: HumanParameters = .default, sampler: TouchSampler = TouchSampler()) {
        self.parameters = parameters
        self.sampler = sampler
    }

    /// The hand for a trace with this header: its `touchHz` (or the sampling default) and screen.
    package init(parameters: HumanParameters = .default, header: TraceHeader) {
        self.init(parameters: parameters, sampler: TouchSampler(sampling: parameters.sampling, header: header))
    }

    // MARK: Tap

    /// A tap at `point` whose down is at `t`: duration from `parameters.tap.duration`, and a
    /// minimum-jerk drift over the whole contact of |drift| points in a uniform direction.
    package func tapPath(at point: Point, startingAt t: Double, using generator: inout SeededGenerator) -> FingerPath {
        let duration = parameters.tap.duration.sample(using: &generator)
        let drift = abs(parameters.tap.drift.sample(using: &generator))
        let angle = generator.uniform(0, 2 * Double.pi)
        let displacement = Point(x: drift * Math.cosine(angle), y: drift * Math.sine(angle))
        return FingerPath(
            start: point, tDown: t, tLift: t + duration,
            movements: [.init(displacement: displacement, onset: t, duration: duration)])
    }

    /// A sampled tap (see `tapPath`).
    package func tap(
        at point: Point, startingAt t: Double, id: Int, target: String? = nil,
        using generator: inout SeededGenerator
    ) -> [TraceEvent] {
        let path = tapPath(at: point, startingAt: t, using: &generator)
        return sampler.sample(path, id: id, target: target, using: &generator)
    }

    /// Two taps on two points (two cells), the second down `gap` ms after the first tap's
    /// `ended` sample; finger ids `firstID` and `secondID`. With a gap under 300 ms and the
    /// points within 100 pt, the recognizer also reports a double tap.
    package func doubleTap(
        first: Point, second: Point, gap: Double, startingAt t: Double,
        firstID: Int, secondID: Int, targets: (String?, String?) = (nil, nil),
        using generator: inout SeededGenerator
    ) -> [TraceEvent] {
        let firstTap = tap(at: first, startingAt: t, id: firstID, target: targets.0, using: &generator)
        let up = firstTap.last?.t ?? t
        return firstTap + tap(at: second, startingAt: up + gap, id: secondID, target: targets.1, using: &generator)
    }

    // MARK: Pan

    /// A straight pan from `start` along `direction` (any non-zero vector; only its direction
    /// counts) for `distance` points with a minimum-jerk profile of peak speed `peakSpeed`,
    /// starting to move `onsetDelay` ms after the down at `t`, ending as `lift` says.
    package func panPath(
        from start: Point, direction: Point, distance: Double, peakSpeed: Double, lift: Lift,
        onsetDelay: Double = 0, startingAt t: Double
    ) -> FingerPath {
        let movement = FingerPath.Movement(
            displacement: Self.scaled(direction, to: distance),
            onset: t + onsetDelay, peakSpeed: peakSpeed)
        return FingerPath(start: start, tDown: t, tLift: Self.liftTime(after: movement, lift), movements: [movement])
    }

    /// A sampled pan (see `panPath`).
    package func pan(
        from start: Point, direction: Point, distance: Double, peakSpeed: Double, lift: Lift,
        onsetDelay: Double = 0, startingAt t: Double, id: Int, target: String? = nil,
        using generator: inout SeededGenerator
    ) -> [TraceEvent] {
        let path = panPath(
            from: start, direction: direction, distance: distance, peakSpeed: peakSpeed,
            lift: lift, onsetDelay: onsetDelay, startingAt: t)
        return sampler.sample(path, id: id, target: target, using: &generator)
    }

    /// A horizontal pan (browsing photos): `pan` along +x (`.right`) or -x (`.left`).
    package func horizontalPan(
        from start: Point, toward side: HorizontalSide, distance: Double, peakSpeed: Double,
        lift: Lift, onsetDelay: Double = 0, startingAt t: Double, id: Int,
        using generator: inout SeededGenerator
    ) -> [TraceEvent] {
        pan(
            from: start, direction: Point(x: side == .right ? 1 : -1, y: 0), distance: distance,
            peakSpeed: peakSpeed, lift: lift, onsetDelay: onsetDelay, startingAt: t, id: id, using: &generator)
    }

    /// A change of mind during a pan: the finger sets off along `direction` for a planned
    /// `distance`, and at `reversalFraction` of that movement's duration a corrective movement
    /// is superimposed that brings it back past the start by `overshoot` points (peak speed of
    /// the correction alone: `reversalPeakSpeed`). The pan therefore ends on the far side of its
    /// start, e.g. above it for a downward dismiss that the user takes back. `lift` applies to
    /// the corrective movement.
    package func reversingPanPath(
        from start: Point, direction: Point, distance: Double, peakSpeed: Double,
        reversalFraction: Double, overshoot: Double, reversalPeakSpeed: Double,
        lift: Lift, onsetDelay: Double = 0, startingAt t: Double
    ) -> FingerPath {
        let out = FingerPath.Movement(
            displacement: Self.scaled(direction, to: distance), onset: t + onsetDelay,
            peakSpeed: peakSpeed)
        let back = FingerPath.Movement(
            displacement: Self.scaled(direction, to: -(distance + overshoot)),
            onset: out.onset + reversalFraction * out.duration,
            peakSpeed: reversalPeakSpeed)
        var tLift = Self.liftTime(after: back, lift)
        if case .atRest(let hold) = lift { tLift = max(out.end, back.end) + hold }
        return FingerPath(start: start, tDown: t, tLift: tLift, movements: [out, back])
    }

    /// A sampled reversing pan (see `reversingPanPath`).
    package func reversingPan(
        from start: Point, direction: Point, distance: Double, peakSpeed: Double,
        reversalFraction: Double, overshoot: Double, reversalPeakSpeed: Double, lift: Lift,
        onsetDelay: Double = 0, startingAt t: Double, id: Int,
        using generator: inout SeededGenerator
    ) -> [TraceEvent] {
        let path = reversingPanPath(
            from: start, direction: direction, distance: distance, peakSpeed: peakSpeed,
            reversalFraction: reversalFraction, overshoot: overshoot,
            reversalPeakSpeed: reversalPeakSpeed, lift: lift, onsetDelay: onsetDelay,
            startingAt: t)
        return sampler.sample(path, id: id, using: &generator)
    }

    // MARK: Grab

    /// A grab: touch down at `point`, hold still `hold` ms (no samples while still), then either
    /// lift (`drag` nil) or drag by `drag` with peak speed `peakSpeed` and lift as `lift` says.
    /// Grabbing a settling transition pauses it; dragging back sends it back.
    package func grabPath(
        at point: Point, hold: Double, drag: Point? = nil, peakSpeed: Double = 600,
        lift: Lift = .atRest(hold: 80), startingAt t: Double
    ) -> FingerPath {
        guard let drag, drag.length > 0 else {
            return FingerPath(start: point, tDown: t, tLift: t + hold)
        }
        let movement = FingerPath.Movement(displacement: drag, onset: t + hold, peakSpeed: peakSpeed)
        return FingerPath(start: point, tDown: t, tLift: Self.liftTime(after: movement, lift), movements: [movement])
    }

    /// A sampled grab (see `grabPath`).
    package func grab(
        at point: Point, hold: Double, drag: Point? = nil, peakSpeed: Double = 600,
        lift: Lift = .atRest(hold: 80), startingAt t: Double, id: Int,
        using generator: inout SeededGenerator
    ) -> [TraceEvent] {
        let path = grabPath(at: point, hold: hold, drag: drag, peakSpeed: peakSpeed, lift: lift, startingAt: t)
        return sampler.sample(path, id: id, using: &generator)
    }

    // MARK: Helpers

    /// The lift time of a path whose last movement is `movement`.
    static func liftTime(after movement: FingerPath.Movement, _ lift: Lift) -> Double {
        switch lift {
        case .whileMoving(let fraction):
            movement.onset + min(max(fraction, 0), 1) * movement.duration
        case .atRest(let hold):
            movement.end + max(hold, 0)
        }
    }

    /// `vector` scaled to length `length` (negative reverses it); zero stays zero.
    static func scaled(_ vector: Point, to length: Double) -> Point {
        let norm = vector.length
        guard norm > 0 else { return .zero }
        return Point(x: vector.x / norm * length, y: vector.y / norm * length)
    }
}
