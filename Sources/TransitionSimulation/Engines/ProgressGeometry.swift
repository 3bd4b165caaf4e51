import GestureRecognition
import TraceModel

/// How a finger moves a transition in the media-viewer scene (docs/engines.md "Scene and time"): forward
/// progress p = clamp(p_grab + s · translation_y / L, 0, 1), vertical axis, s = −1 (a finger moving
/// down decreases p), translation from the touch-down point; and the progress velocity
/// dp/dt = s · v_y / L per second.
struct ProgressGeometry: Sendable, Hashable {
    let pan: PanProgress

    init(scene: SceneInfo) {
        pan = .scene(scene)
    }

    /// L in points.
    var distance: Double { pan.distance }
    /// s.
    var sign: Double { pan.sign }

    /// p for a finger `translation` from its down point, grabbed at `grab`.
    func progress(grab: Double, translation: Point) -> Double {
        pan.progress(translation: translation, grab: grab)
    }

    /// dp/dt (per second) for a finger velocity (pt/s); 0 without a velocity, a distance, or
    /// while the finger pushes p against a bound (p stays clamped there).
    func progressVelocity(_ velocity: Velocity?, grab: Double, translation: Point) -> Double {
        guard let velocity, distance > 0 else { return 0 }
        let raw = grab + sign * pan.axis.component(of: translation) / distance
        guard raw > 0, raw < 1 else { return 0 }
        return sign * axisVelocity(velocity) / distance
    }

    /// The component of a finger velocity (pt/s) along the axis (v_y); 0 without one.
    func axisVelocity(_ velocity: Velocity?) -> Double {
        guard let velocity else { return 0 }
        return pan.axis.component(of: Point(x: velocity.x, y: velocity.y))
    }

    /// dp/dt (per second) for a release velocity (pt/s), unclamped: s · v_y / L.
    func releaseVelocity(_ velocity: Velocity?) -> Double {
        guard distance > 0 else { return 0 }
        return sign * axisVelocity(velocity) / distance
    }

    /// The speed (pt/s) toward dismissal, the direction that decreases p: −s · v_y, positive for
    /// a downward finger in the media viewer.
    func velocityTowardSource(_ velocity: Velocity?) -> Double {
        -sign * axisVelocity(velocity)
    }

    /// Whether a pan heading `direction` when it crossed its slop drives a dismiss from the
    /// destination: along the axis, toward the source (down in the media viewer).
    func dismisses(_ direction: GestureDirection) -> Bool {
        switch direction {
        case .down: sign < 0 && pan.axis == .vertical
        case .up: sign > 0 && pan.axis == .vertical
        case .right: sign < 0 && pan.axis == .horizontal
        case .left: sign > 0 && pan.axis == .horizontal
        case .none: false
        }
    }
}
