/// The interruptible engine: a model of `UIViewPropertyAnimator` driving an interactive
/// transition (`UIViewControllerInteractiveTransitioning`), as WWDC18 "Designing Fluid
/// Interfaces" (session 803) and LINE's FluidTransition build it. DESIGN.md section 5.
///
/// States: `idleSource`, `idleDestination`, `tracking` (p follows a finger), `settling` (a spring
/// carries p to its target). Rules, with p the forward progress and L the transition distance:
///
/// - **Source at rest**: a tap presents, starting at the first frame after its up (a spring from
///   0 to 1 with velocity 0). Pans and long presses start nothing (`notAGesture`).
/// - **Destination at rest**: a pan heading down when it crosses its slop starts an interactive
///   dismiss at that frame, p = clamp(1 − translation_y / L) from the touch-down point. Taps,
///   double taps, horizontal and upward pans start nothing (`notAGesture`).
/// - **Grab**: a touch-down while settling is accepted at once: the spring pauses at its current
///   p (`pauseAnimation()`), and p = clamp(p_grab − translation_y / L) follows the finger, from
///   its down, from that frame on (the pan slop does not hold a grab back).
/// - **Release**: after a grab that moved less than `panSlop` (the farthest from its down), the
///   transition goes on toward its previous target with velocity 0. Otherwise p_proj =
///   p + s · project(v_y) / L (`Momentum.project`, d = 0.998) picks the target: the destination
///   if p_proj ≥ 0.5, else the source. A target on the other side is a reversal of the same
///   transition (`reversed`; `isReversed` in UIKit), never a new one.
/// - **Settling**: a spring (ζ 1.0, response 0.4 s) from the current p to the target starting
///   with the finger's velocity in progress units, s · v_y / L, capped at 30 times the distance
///   left (`cappedInitialVelocity`). Settled when |p − target| · L < 0.75 pt and |dp/dt| · L <
///   46.875 pt/s: p snaps to the target, the engine rests on that side and the transition ends
///   `completed` on its operation's destination side, `cancelled` back on its origin.
/// - **Dispatcher**: a present requested while one runs is coalesced (`dispatcherBusy`); while a
///   dismiss settles it retargets toward the destination from the current p and velocity;
///   never two transitions at once. (A touch-down on a moving transition grabs it first, so a
///   request only meets a running transition when its touch went down before that one started.)
/// - **Cancelled touch**: a grab goes on to its previous target, a dismiss from rest goes back.
public typealias FluidEngine = DrivenEngine<FluidRules>

/// The fluid engine driven incrementally (see `EngineSimulation`).
public typealias FluidSimulation = DrivenSimulation<FluidRules>

/// Selects the fluid engine's rules (`FluidModel`) in `DrivenEngine` and `DrivenSimulation`.
public enum FluidRules: EngineRules {
    public static var kind: EngineKind { .fluid }
}
