import TraceModel

/// The touch group being recognized: the fingers down together and the two state machines that
/// compete for them.
struct TouchGroup: Sendable {
    struct Finger: Sendable {
        var id: Int
        var down: Point
        var current: Point
    }

    let tBegin: Double
    /// The first finger's down location.
    let start: Point
    /// Every finger that took part, in order of their downs.
    var touchIds: [Int]
    /// Fingers down now.
    var fingers: [Finger]
    /// From the down point; see `Gesture.translation`.
    var translation: Point = .zero
    var tap: TapRecognizer
    var pan: PanRecognizer
    /// The first cancel, and the kind the group had then.
    var cancelledAt: Double?
    var cancelledKind: GestureKind = .tap
    /// Android: the group is the second touch of a double tap decided at its down
    /// (`DoubleTapTiming.decidedAtSecondDown`): it neither pans nor long-presses, and ends as
    /// the double tap's second tap.
    var heldByDoubleTap = false

    init(configuration: RecognitionConfiguration, t: Double, firstTouch: Int, location: Point) {
        tBegin = t
        start = location
        touchIds = [firstTouch]
        fingers = [Finger(id: firstTouch, down: location, current: location)]
        tap = TapRecognizer(configuration: configuration, tDown: t)
        pan = PanRecognizer(configuration: configuration)
    }

    var location: Point { start + translation }

    mutating func addFinger(_ id: Int, at location: Point) {
        touchIds.append(id)
        fingers.append(Finger(id: id, down: location, current: location))
    }

    mutating func removeFinger(_ id: Int) {
        if let index = fingers.firstIndex(where: { $0.id == id }) { fingers.remove(at: index) }
    }

    /// Moves a finger; returns its offset from its own down point, or nil when it did not move
    /// (or is unknown). The centroid translation moves by delta / fingers down.
    mutating func moveFinger(_ id: Int, to location: Point) -> Point? {
        guard let index = fingers.firstIndex(where: { $0.id == id }) else { return nil }
        let delta = location - fingers[index].current
        guard delta.x != 0 || delta.y != 0 else { return nil }
        fingers[index].current = location
        let count = Double(fingers.count)
        translation = Point(x: translation.x + delta.x / count, y: translation.y + delta.y / count)
        return location - fingers[index].down
    }
}
