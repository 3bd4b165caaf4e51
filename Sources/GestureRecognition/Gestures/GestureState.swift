/// The states of a recognizer's state machine, as UIKit names them.
///
/// Discrete gestures (tap, double tap) go possible -> ended or failed; continuous ones (pan,
/// long press) go possible -> began -> changed ... -> ended or cancelled. A finished `Gesture`
/// record holds `ended`, `cancelled` or `failed`; a gesture whose touches were still down at the
/// end of the trace holds the state it had then (`possible`, `began` or `changed`).
package enum GestureState: String, Sendable, Hashable, CaseIterable {
    case possible
    case began
    case changed
    case ended
    case cancelled
    case failed

    /// Whether the state machine has stopped (`ended`, `cancelled`, `failed`).
    package var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
}
