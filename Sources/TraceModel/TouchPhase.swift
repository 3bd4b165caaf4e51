/// The phase of one touch sample, as UIKit's `UITouch.Phase` names them.
///
/// Android-style aliases are accepted when reading: `down` = `began`, `move` = `moved`,
/// `up` = `ended`, `cancel` = `cancelled`. Writing always uses the UIKit names.
public enum TouchPhase: String, Sendable, Hashable, CaseIterable {
    case began
    case moved
    case stationary
    case ended
    case cancelled

    /// Parses a phase name or one of its aliases.
    public init?(name: String) {
        if let phase = TouchPhase(rawValue: name) {
            self = phase
            return
        }
        switch name {
        case "down": self = .began
        case "move": self = .moved
        case "up": self = .ended
        case "cancel": self = .cancelled
        default: return nil
        }
    }

    /// Every name accepted when reading, for error messages.
    public static let acceptedNames = [
        "began", "moved", "stationary", "ended", "cancelled",
        "down", "move", "up", "cancel",
    ]

    /// Whether this phase ends a touch sequence (`ended` or `cancelled`).
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}
