import TraceModel

/// Samples a `FingerPath` like a touchscreen: a `began` at the touch-down, a `moved` on each
/// tick of the `touchHz` grid (counted from the touch-down) while the finger moves, and an
/// `ended` on the first tick at or after the lift, i.e. one tick after the last move.
///
/// Each tick's time gets uniform jitter within +-`timingJitter` (the `began` is the grid origin
/// and gets none); each location gets the sampling noise, then is clamped to the screen
/// (0...width, 0...height) and rounded (`TouchSampling`). The rng draws, per written sample,
/// one word of jitter (not for `began`) and two normal deviates of noise, so the events are a
/// pure function of the path, the settings and the generator's state.
package struct TouchSampler: Sendable, Hashable {
    package var sampling: TouchSampling
    /// Samples per second.
    package var touchHz: Double
    package var screen: ScreenSize

    package init(
        sampling: TouchSampling = TouchSampling(), touchHz: Double = TouchSampling.defaultTouchHz,
        screen: ScreenSize = .defaultScreen
    ) {
        precondition(touchHz > 0, "touchHz must be positive")
        self.sampling = sampling
        self.touchHz = touchHz
        self.screen = screen
    }

    /// The sampler for a trace header (its touch rate and screen).
    package init(sampling: TouchSampling, header: TraceHeader) {
        self.init(sampling: sampling, touchHz: sampling.rate(for: header.device), screen: header.screen)
    }

    /// Grid period (ms).
    package var period: Double { 1000 / touchHz }

    /// The grid time of tick `k` of a touch that went down at `tDown`.
    package func gridTime(tick k: Int, tDown: Double) -> Double {
        tDown + Double(k) * period
    }

    /// The touch events of `path` for finger `id`; `target` is written on the `began` sample.
    package func sample(
        _ path: FingerPath, id: Int, target: String? = nil,
        using generator: inout SeededGenerator
    ) -> [TraceEvent] {
        let tDown = quantizeTime(path.tDown)
        var events = [event(id: id, phase: .began, t: tDown, at: path.start, target: target, using: &generator)]
        var k = 1
        while gridTime(tick: k, tDown: path.tDown) < path.tLift {
            let tick = gridTime(tick: k, tDown: path.tDown)
            if path.isMoving(at: tick) {
                let t = jittered(tick, using: &generator)
                events.append(event(id: id, phase: .moved, t: t, at: path.position(at: tick), using: &generator))
            }
            k += 1
        }
        let tick = gridTime(tick: k, tDown: path.tDown)
        let t = jittered(tick, using: &generator)
        events.append(event(id: id, phase: .ended, t: t, at: path.position(at: tick), using: &generator))
        return events
    }

    private func jittered(_ tick: Double, using generator: inout SeededGenerator) -> Double {
        let offset = generator.uniform(-sampling.timingJitter, sampling.timingJitter)
        return quantizeTime(tick + offset)
    }

    private func event(
        id: Int, phase: TouchPhase, t: Double, at location: Point, target: String? = nil,
        using generator: inout SeededGenerator
    ) -> TraceEvent {
        let nx = sampling.positionNoise.sample(using: &generator)
        let ny = sampling.positionNoise.sample(using: &generator)
        let x = Math.round(min(max(location.x + nx, 0), screen.width), toMultipleOf: sampling.positionQuantum)
        let y = Math.round(min(max(location.y + ny, 0), screen.height), toMultipleOf: sampling.positionQuantum)
        let touch = TouchEvent(
            id: id, phase: phase,
            location: Point(
                x: clampRounded(x, screen.width),
                y: clampRounded(y, screen.height)),
            target: target)
        return TraceEvent(t: t, .touch(touch))
    }

    /// Rounding can step a coordinate just past the edge when the screen size is not a multiple
    /// of the quantum; clamp once more.
    private func clampRounded(_ value: Double, _ limit: Double) -> Double {
        min(max(value, 0), limit)
    }

    private func quantizeTime(_ t: Double) -> Double {
        Math.round(t, toMultipleOf: sampling.timeQuantum)
    }
}
