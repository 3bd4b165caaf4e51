import TraceModel

/// A touch sample with its time still in source ticks (the clock is mapped at the end).
struct TimedTouch: Sendable, Hashable {
    var ticks: Int64
    var touch: TouchEvent
}
