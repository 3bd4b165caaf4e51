import Foundation
import TraceModel
import TraceRecording

/// A `TraceEventRecording` that keeps every call, in order, with its app-clock time.
final class FakeRecorder: TraceEventRecording, @unchecked Sendable {
    enum Call: Equatable {
        case touch(TouchSample, coalesced: [TouchSample], predicted: [TouchSample])
        case frame(timestamp: Double, target: Double)
        case transition(TransitionEvent, at: Double)
        case intent(IntentEvent, at: Double?)
        case marker(String, at: Double?)
    }

    private let lock = NSLock()
    private var stored: [Call] = []

    var calls: [Call] { lock.withLock { stored } }

    /// The transition events, in order, with their times.
    var transitions: [(event: TransitionEvent, at: Double)] {
        calls.compactMap { if case .transition(let event, let at) = $0 { (event, at) } else { nil } }
    }

    /// The names of the markers, in order.
    var markers: [String] { calls.compactMap { if case .marker(let name, _) = $0 { name } else { nil } } }

    /// The main touch samples, in order.
    var touches: [TouchEvent] {
        calls.compactMap { if case .touch(let sample, _, _) = $0 { sample.touch } else { nil } }
    }

    private func append(_ call: Call) { lock.withLock { stored.append(call) } }

    func recordTouch(_ touch: TouchSample, coalesced: [TouchSample], predicted: [TouchSample]) {
        append(.touch(touch, coalesced: coalesced, predicted: predicted))
    }
    func recordFrame(timestamp: Double, targetTimestamp: Double) {
        append(.frame(timestamp: timestamp, target: targetTimestamp))
    }
    func recordTransition(_ event: TransitionEvent, at timestamp: Double) { append(.transition(event, at: timestamp)) }
    func recordIntent(_ intent: IntentEvent, at timestamp: Double?) { append(.intent(intent, at: timestamp)) }
    func recordMarker(_ name: String, fields: [JSONMember], at timestamp: Double?) {
        append(.marker(name, at: timestamp))
    }
    func flush(completion: (@Sendable () -> Void)?) { completion?() }
}
