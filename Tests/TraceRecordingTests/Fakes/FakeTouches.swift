import TraceModel
import TraceRecording

/// A view with an identifier and a parent, as `UIView` has.
@MainActor
final class FakeView: TraceTargetView {
    var accessibilityIdentifier: String?
    private(set) var superview: FakeView?

    init(_ identifier: String? = nil, in parent: FakeView? = nil) {
        accessibilityIdentifier = identifier
        superview = parent
    }
}

/// A window: only its identity matters.
final class FakeWindow {}

/// A touch as `UITouch` behaves: one object from `began` to `ended`, whose `view` UIKit may clear
/// once a gesture recognizer takes it.
@MainActor
final class FakeTouch: TraceTouch {
    var timestamp: Double
    var view: FakeView?
    var window: FakeWindow?
    var tracePhase: TouchPhase?
    var location: Point
    /// The gesture recognizers receiving it (`UITouch.gestureRecognizers`), by name.
    var recognizers: [String] = []

    init(
        _ phase: TouchPhase, at timestamp: Double, x: Double = 10, y: Double = 20, view: FakeView? = nil,
        window: FakeWindow?
    ) {
        tracePhase = phase
        self.timestamp = timestamp
        location = Point(x: x, y: y)
        self.view = view
        self.window = window
    }

    /// The next sample of this touch.
    func move(_ phase: TouchPhase, at timestamp: Double, y: Double? = nil) {
        tracePhase = phase
        self.timestamp = timestamp
        if let y { location.y = y }
    }

    func traceLocation(in window: FakeWindow) -> Point { location }
    var traceForce: Double? { nil }
    var traceRadius: Double { 5 }

    nonisolated static func == (a: FakeTouch, b: FakeTouch) -> Bool { a === b }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A touch event as `UIEvent` behaves: `allTouches` holds every window's touches,
/// `touches(for:)` only the given window's.
@MainActor
struct FakeEvent: TraceTouchEvent {
    var touchList: [FakeTouch]
    var isTouchEvent = true

    init(_ touches: FakeTouch...) { touchList = touches }

    var allTouches: Set<FakeTouch>? { Set(touchList) }
    func touches(for window: FakeWindow) -> Set<FakeTouch>? { Set(touchList.filter { $0.window === window }) }
    func coalescedTouches(for touch: FakeTouch) -> [FakeTouch]? { [touch] }
    func predictedTouches(for touch: FakeTouch) -> [FakeTouch]? { [] }
}
