import GestureRecognition
import TraceModel

/// The rules of one engine, driven frame by frame by `EngineDriver` (internal).
///
/// Within a frame the order is fixed: first the engine's own motion advances to the frame
/// (`advance(to:ledger:)`, which ends a transition whose spring settles or whose animation ends
/// in that frame), then the inputs applied in that frame, in event order (`handle`), then the
/// frame is sampled (`render`). `advance(to:ledger:)` may be called more than once for a frame.
protocol EngineModel: Sendable {
    static var kind: EngineKind { get }
    init(header: TraceHeader, configuration: EngineConfiguration)
    /// Whether the engine moves on its own (settling, animating): replay keeps producing frames
    /// after the last event until it stops.
    var isInMotion: Bool { get }
    mutating func advance(to frame: FrameClock.Frame, ledger: inout ReplayLedger)
    mutating func handle(_ input: TouchInput, at frame: FrameClock.Frame, ledger: inout ReplayLedger)
    /// A `transition` event of the trace at `t` (only the recorded engine uses them).
    mutating func handle(_ event: TransitionEvent, at t: Double, frame: FrameClock.Frame, ledger: inout ReplayLedger)
    /// What the screen shows in `frame`.
    mutating func render(_ frame: FrameClock.Frame) -> TimelineFrame
    /// The reason a sequence still undecided would get if the trace ended now, from the open
    /// gesture of its group (nil once the group has ended).
    static func pendingReason(openGesture: Gesture?) -> TouchDecision.IgnoreReason
}

extension EngineModel {
    mutating func handle(
        _ event: TransitionEvent, at t: Double, frame: FrameClock.Frame,
        ledger: inout ReplayLedger
    ) {}

    static func pendingReason(openGesture: Gesture?) -> TouchDecision.IgnoreReason {
        openGesture.map(TouchDecision.IgnoreReason.unhandled) ?? .belowSlop
    }
}

extension TouchDecision.IgnoreReason {
    /// Why a gesture no rule of the scene took is ignored: `notAGesture` for a gesture the
    /// recognizer did recognize (a tap where taps do nothing, a long press, a pan or swipe that
    /// drives nothing, a double tap), `belowSlop` for a touch that never became one (it never
    /// crossed the pan slop and was no tap: a failed or cancelled press, or one still possible).
    static func unhandled(_ gesture: Gesture) -> TouchDecision.IgnoreReason {
        switch gesture.kind {
        case .pan, .swipe, .longPress, .doubleTap:
            return .notAGesture
        case .tap:
            return gesture.state == .ended ? .notAGesture : .belowSlop
        }
    }
}
