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

    /// Every name accepted when reading, with its phase: the UIKit names, then the Android-style
    /// aliases. The one definition of the phase names; readers and messages derive theirs from it.
    public static let namesAndAliases: [(name: String, phase: TouchPhase)] =
        allCases.map { ($0.rawValue, $0) } + [
            ("down", .began), ("move", .moved), ("up", .ended), ("cancel", .cancelled),
        ]

    /// Parses a phase name or one of its aliases.
    public init?(name: String) {
        guard let match = Self.namesAndAliases.first(where: { $0.name == name }) else { return nil }
        self = match.phase
    }

    /// Every name accepted when reading, for error messages.
    public static var acceptedNames: [String] { namesAndAliases.map(\.name) }

    /// Whether this phase ends a touch sequence (`ended` or `cancelled`).
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}
