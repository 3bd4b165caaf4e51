import GestureRecognition
import TraceModel

/// Builds touch events in memory: `TouchScript().down(0, 0, 100, 100).move(...)`.
struct TouchScript {
    var events: [TraceEvent] = []

    func adding(_ t: Double, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, predicted: Bool = false)
        -> TouchScript
    {
        var copy = self
        copy.events.append(
            TraceEvent(
                t: t,
                .touch(
                    TouchEvent(
                        id: id, phase: phase, location: Point(x: x, y: y),
                        predicted: predicted))))
        return copy
    }

    func down(_ t: Double, _ id: Int = 1, _ x: Double = 100, _ y: Double = 100) -> TouchScript {
        adding(t, id, .began, x, y)
    }
    func move(_ t: Double, _ id: Int = 1, _ x: Double, _ y: Double, predicted: Bool = false) -> TouchScript {
        adding(t, id, .moved, x, y, predicted: predicted)
    }
    func up(_ t: Double, _ id: Int = 1, _ x: Double = 100, _ y: Double = 100) -> TouchScript {
        adding(t, id, .ended, x, y)
    }
    func cancel(_ t: Double, _ id: Int = 1, _ x: Double = 100, _ y: Double = 100) -> TouchScript {
        adding(t, id, .cancelled, x, y)
    }

    /// A straight drag of `id` from (x0, y0) by (dx, dy) over `steps` moves `interval` ms apart,
    /// starting with a down at `t0`, ending with an up at the last move's time and place.
    static func drag(
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

    func then(_ other: TouchScript) -> TouchScript {
        var copy = self
        copy.events += other.events
        return copy
    }

    func recognize(_ configuration: RecognitionConfiguration = .default, progress: PanProgress? = nil) -> [Gesture] {
        GestureRecognizer.recognize(events, configuration: configuration, progress: progress)
    }
}
