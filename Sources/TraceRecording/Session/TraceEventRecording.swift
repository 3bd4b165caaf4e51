import TraceModel

/// What the UIKit and SwiftUI glue records into: a `RecordingSession` of any sink (or a test's
/// stand-in). Every call may come from any thread and never waits for I/O.
public protocol TraceEventRecording: AnyObject, Sendable {
    func recordTouch(_ touch: TouchSample, coalesced: [TouchSample], predicted: [TouchSample])
    func recordFrame(timestamp: Double, targetTimestamp: Double)
    func recordTransition(_ event: TransitionEvent, at timestamp: Double)
    func recordIntent(_ intent: IntentEvent, at timestamp: Double?)
    func recordMarker(_ name: String, fields: [JSONMember], at timestamp: Double?)
    func flush(completion: (@Sendable () -> Void)?)
}

extension RecordingSession: TraceEventRecording {}
