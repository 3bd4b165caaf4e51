import TraceModel

/// The direction of a translation by its dominant axis (screen coordinates: y grows downward).
package enum GestureDirection: String, Sendable, Hashable, CaseIterable {
    case up, down, left, right, none

    /// `none` for a zero translation; otherwise the sign of the larger component. A tie between
    /// the axes counts as vertical (the media viewer's transition axis).
    package init(translation: Point) {
        let ax = abs(translation.x)
        let ay = abs(translation.y)
        if ax == 0 && ay == 0 {
            self = .none
        } else if ax > ay {
            self = translation.x > 0 ? .right : .left
        } else {
            self = translation.y > 0 ? .down : .up
        }
    }

    /// Whether the direction lies along `axis`.
    package func isAlong(_ axis: TransitionAxis) -> Bool {
        switch self {
        case .up, .down: axis == .vertical
        case .left, .right: axis == .horizontal
        case .none: false
        }
    }
}
