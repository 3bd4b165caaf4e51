import Foundation
import GestureRecognition
import TraceModel

/// Touches shaped after the statistics of a tapping study on iPad (120 Hz): most taps barely move;
/// about 8 % drift past 10 pt, half of those by at most 1 pt more, 95 % of them under 19 pt and
/// the rest up to 30 pt (a pessimistic reading of "most under 19 pt"); drifting taps last about
/// 70 ms; 0.4 % of presses rest 500 to 800 ms. Drags travel 60 to 400 pt in 150 to 800 ms within
/// 20 degrees of an axis. A complement to the real recordings, never the only evidence.
/// Deterministic and evenly spread: touch k's i-th draw is the fractional part of
/// `offset + k * sqrt(p_i)` (an additive recurrence, one irrational step per draw, p_i the i-th
/// prime), so every range is covered in proportion without a random generator.
struct SyntheticTappingStudy {
    private static let steps = [2.0, 3, 5, 7, 11, 13, 17, 19].map { $0.squareRoot() }
    private let offset: Double
    private var touch = 0
    private var draw = 0

    init(offset: Double) { self.offset = offset }

    /// The next draw of the current touch, in [0, 1).
    mutating func uniform() -> Double {
        defer { draw += 1 }
        let value = offset + Double(touch) * Self.steps[draw % Self.steps.count]
        return value - value.rounded(.down)
    }

    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + uniform() * (range.upperBound - range.lowerBound)
    }

    /// Starts the draws of touch `index`.
    private mutating func start(_ index: Int) {
        touch = index
        draw = 0
    }

    /// The drift of one tap (pt).
    mutating func tapDrift() -> Double {
        guard uniform() < 0.08 else { return uniform(0...9.5) }
        let tail = uniform()
        if tail < 0.5 { return uniform(10.05...11) }
        if tail < 0.95 { return uniform(11...19) }
        return uniform(19...30)
    }

    /// One tap at `t0` with touch `id`: a slide of `drift` along a random angle over the first
    /// 60 % of the press, samples every 1/120 s, the up where the slide ended.
    mutating func tap(id: Int, t0: Double) -> [TraceEvent] {
        start(id)
        let restsLong = uniform() < 0.004
        let drift = restsLong ? uniform(0...6) : tapDrift()
        let duration = restsLong ? uniform(500...800) : (drift > 10 ? uniform(45...110) : uniform(50...160))
        let angle = uniform(0...(2 * .pi))
        let origin = Point(x: uniform(100...700), y: uniform(100...1000))
        return stroke(
            id: id, t0: t0, from: origin, by: Point(x: drift * cos(angle), y: drift * sin(angle)),
            duration: duration, slideFraction: 0.6)
    }

    /// One drag toward `direction` (within 20 degrees of its axis).
    mutating func drag(id: Int, t0: Double, direction: GestureDirection) -> [TraceEvent] {
        start(id)
        let base: Double
        switch direction {
        case .right: base = 0
        case .down: base = .pi / 2
        case .left: base = .pi
        default: base = 3 * .pi / 2
        }
        let angle = base + uniform(-0.35...0.35)
        let length = uniform(60...400)
        return stroke(
            id: id, t0: t0, from: Point(x: 417, y: 597), by: Point(x: length * cos(angle), y: length * sin(angle)),
            duration: uniform(150...800), slideFraction: 1)
    }

    /// Minimum-jerk motion by `delta` over the first `slideFraction` of `duration`, then still.
    private func stroke(
        id: Int, t0: Double, from origin: Point, by delta: Point, duration: Double, slideFraction: Double
    ) -> [TraceEvent] {
        func at(_ t: Double) -> Point {
            let s = min(1, t / (duration * slideFraction))
            let f = s * s * s * (10 - 15 * s + 6 * s * s)
            return Point(x: origin.x + delta.x * f, y: origin.y + delta.y * f)
        }
        var events = [TraceEvent(t: t0, .touch(TouchEvent(id: id, phase: .began, location: origin)))]
        var t = 1000.0 / 120
        while t < duration {
            events.append(TraceEvent(t: t0 + t, .touch(TouchEvent(id: id, phase: .moved, location: at(t)))))
            t += 1000.0 / 120
        }
        events.append(TraceEvent(t: t0 + duration, .touch(TouchEvent(id: id, phase: .ended, location: at(duration)))))
        return events
    }
}
