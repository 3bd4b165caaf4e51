import TraceModel

/// The one builder of touch events for tests, in memory: single events
/// (`TouchScript.touch(0, 1, .began)`) or a chained script (`TouchScript().down(0).move(8, 1, 100,
/// 120).up(16)`).
public struct TouchScript: Sendable {
    public var events: [TraceEvent] = []

    public init(events: [TraceEvent] = []) {
        self.events = events
    }

    /// One touch sample of finger `id` at (x, y).
    public static func sample(
        _ id: Int, _ phase: TouchPhase, x: Double = 100, y: Double = 100, predicted: Bool = false
    ) -> TouchEvent {
        TouchEvent(id: id, phase: phase, location: Point(x: x, y: y), predicted: predicted)
    }

    /// One touch event at `t` ms.
    public static func touch(
        _ t: Double, _ id: Int, _ phase: TouchPhase, x: Double = 100, y: Double = 100, predicted: Bool = false
    ) -> TraceEvent {
        TraceEvent(t: t, .touch(sample(id, phase, x: x, y: y, predicted: predicted)))
    }

    public func adding(_ t: Double, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, predicted: Bool = false)
        -> TouchScript
    {
        var copy = self
        copy.events.append(Self.touch(t, id, phase, x: x, y: y, predicted: predicted))
        return copy
    }

    public func down(_ t: Double, _ id: Int = 1, _ x: Double = 100, _ y: Double = 100) -> TouchScript {
        adding(t, id, .began, x, y)
    }
    public func move(_ t: Double, _ id: Int = 1, _ x: Double, _ y: Double, predicted: Bool = false) -> TouchScript {
        adding(t, id, .moved, x, y, predicted: predicted)
    }
    public func up(_ t: Double, _ id: Int = 1, _ x: Double = 100, _ y: Double = 100) -> TouchScript {
        adding(t, id, .ended, x, y)
    }
    public func cancel(_ t: Double, _ id: Int = 1, _ x: Double = 100, _ y: Double = 100) -> TouchScript {
        adding(t, id, .cancelled, x, y)
    }

    /// A straight drag of `id` from (x0, y0) by (dx, dy) over `steps` moves `interval` ms apart,
    /// starting with a down at `t0`, ending with an up at the last move's time and place.
    public static func drag(
        id: Int = 1, t0: Double = 0, from start: Point = Point(x: 100, y: 100), by delta: Point,
        steps: Int = 10, interval: Double = 10
    ) -> TouchScript {
        var script = TouchScript().down(t0, id, start.x, start.y)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            script = script.move(t0 + Double(i) * interval, id, start.x + delta.x * f, start.y + delta.y * f)
        }
        return script.up(t0 + Double(steps) * interval, id, start.x + delta.x, start.y + delta.y)
    }

    public func then(_ other: TouchScript) -> TouchScript {
        var copy = self
        copy.events += other.events
        return copy
    }
}
