import TraceModel

extension MotorGoal {
    /// The side this gesture pushes the scene toward, which is what the user watches for an
    /// answer (`ResponseWatch`): a tap on a cell opens (destination), a pan down on the viewer
    /// closes or cancels an open (source), a grab-and-return goes back where the transition came
    /// from. Nil for gestures that expect no transition (browsing, a grab that only holds).
    package var pushesToward: SceneSide? {
        switch self {
        case .tapCell, .tapTwoCells: .destination
        case .dismiss, .reversingDismiss: .source
        case .grab(_, let dragBack): dragBack ? .destination : nil
        case .grabAndReturn(_, _, let side): side
        case .browse: nil
        }
    }
}
