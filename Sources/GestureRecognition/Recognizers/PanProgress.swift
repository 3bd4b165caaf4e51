import TraceModel

/// Forward progress of a transition driven by a pan:
/// p = clamp(p_grab + s * translation / L, 0, 1), with L the scene's transition distance,
/// s = +1 or -1 by the transition's direction along its axis, and the translation measured
/// from the touch-down point (not from where the pan slop was crossed).
///
/// Progress is forward progress: 0 = source screen, 1 = destination fully shown.
package struct PanProgress: Sendable, Hashable {
    package var axis: TransitionAxis
    /// +1 when a positive translation along `axis` (right, or down) increases forward progress,
    /// -1 when it decreases it.
    package var sign: Double
    /// L, in points.
    package var distance: Double
    /// The progress at which a pan grabs the transition when nothing else is known: 1 if the
    /// trace starts on the destination, else 0. Engines that know the actual p_grab pass it to
    /// `progress(translation:grab:)`.
    package var grab: Double

    package init(axis: TransitionAxis, sign: Double, distance: Double, grab: Double = 0) {
        self.axis = axis
        self.sign = sign < 0 ? -1 : 1
        self.distance = distance
        self.grab = grab
    }

    /// The scene's transition: its axis and sign from `scene.dismiss` (a pan that way on the
    /// destination drives the dismiss, i.e. decreases forward progress): down (the media viewer's
    /// and a sheet's default) is vertical with s = -1, up vertical with s = +1, left (a drawer's
    /// default) horizontal with s = +1, right horizontal with s = -1; any and vertical as down,
    /// horizontal as left (a model engine follows one way; the recorded engine says what it did).
    package static func scene(_ scene: SceneInfo) -> PanProgress {
        let (axis, sign): (TransitionAxis, Double) =
            switch scene.dismiss {
            case .down, .any, .vertical: (.vertical, -1)
            case .up: (.vertical, 1)
            case .left, .horizontal: (.horizontal, 1)
            case .right: (.horizontal, -1)
            }
        return PanProgress(
            axis: axis, sign: sign, distance: scene.transitionDistance, grab: scene.initial == .destination ? 1 : 0)
    }

    /// p = clamp(grab + s * translation / L, 0, 1); `grab` defaults to `self.grab`. A
    /// non-positive distance leaves the progress at the grab (clamped).
    package func progress(translation: Point, grab: Double? = nil) -> Double {
        let start = grab ?? self.grab
        guard distance > 0 else { return min(max(start, 0), 1) }
        let p = start + sign * axis.component(of: translation) / distance
        return min(max(p, 0), 1)
    }

    /// Whether a pan heading in `direction` (at recognition) drives the transition: it lies along
    /// the transition axis.
    package func drives(_ direction: GestureDirection) -> Bool {
        direction.isAlong(axis)
    }
}
