/// The blocking engine: a model of a transition built on `UIView.animate(withDuration:)`, with a
/// percent-driven interactive dismiss. DESIGN.md section 5.
///
/// States: `idleSource`, `idleDestination`, `tracking` (an interactive dismiss started from
/// rest), `animating`. Rules:
///
/// - **Animations** (present, and completing or cancelling a released dismiss) run 0.35 s on
///   ease-in-out (0.42, 0, 0.58, 1), `UIView.animate`'s default curve, from the current p to the
///   target, and cannot be interrupted. An animation covers the frames from its start frame up to
///   its end frame, the first at or after start + duration; in the end frame it has completed and
///   the engine is at rest. A release already at its target ends with no animation.
/// - **Blocking**: every touch sequence whose down falls in an animation's frames is ignored in
///   full, moves and up included (`blockedByAnimation`): `UIView.animate` turns off user
///   interaction on the animating views unless `.allowUserInteraction` is given.
/// - **Source at rest**: a tap presents at the first frame after its up. A present requested
///   while a transition runs is refused (`dispatcherBusy`). Pans and long presses: `notAGesture`.
/// - **Destination at rest**: a pan heading down at its slop crossing drives a dismiss, p =
///   clamp(1 − translation_y / L) from the touch-down point. On release it finishes (animates to
///   0, `completed`) when 1 − p > 0.5 or the release velocity toward dismissal (down) exceeds
///   1200 pt/s; otherwise it animates back to 1 (`reversed`, then `cancelled`). A fast flick back
///   up never dismisses. A cancelled touch goes back too.
public typealias LegacyEngine = DrivenEngine<LegacyRules>

/// The legacy engine driven incrementally (see `EngineSimulation`).
public typealias LegacySimulation = DrivenSimulation<LegacyRules>

/// Selects the legacy engine's rules (`LegacyModel`) in `DrivenEngine` and `DrivenSimulation`.
public enum LegacyRules: EngineRules {
    public static var kind: EngineKind { .legacy }
}
