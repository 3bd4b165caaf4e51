import GestureRecognition
import TraceModel

/// The interruptible engine: a model of `UIViewPropertyAnimator` driving an interactive
/// transition (`UIViewControllerInteractiveTransitioning`), as WWDC18 "Designing Fluid
/// Interfaces" (WWDC18 talk 803) and LINE's FluidTransition build it.
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
///
/// Chosen by `EngineKind.fluid`; docs/engines.md has every rule with its source.
struct FluidModel: EngineModel {
    static let kind = EngineKind.fluid

    /// A finger drives the transition.
    struct Tracking: Sendable {
        var transition: Int
        var id: TransitionID
        /// p when this finger took the transition (1 for a dismiss from rest, the paused p for a grab).
        var grab: Double
        var progress: Double
        var velocity: Double
        /// The side the transition headed for before this finger took it.
        var target: SceneSide
        /// The transition's origin side (where `cancelled` rests).
        var origin: SceneSide
        /// Whether a touch-down on a settling transition started this tracking.
        var grabbed: Bool
        /// The farthest the finger got from its down point (pt).
        var travel: Double = 0
    }

    /// A spring carries p to `target`, from `start` (frame time, ms).
    struct Settling: Sendable {
        var transition: Int
        var id: TransitionID
        var motion: SpringMotion
        var start: Double
        var target: SceneSide

        func elapsed(_ frame: FrameClock.Frame) -> Double { (frame.t - start) / 1000 }
    }

    enum Phase: Sendable {
        case idle(SceneSide)
        case tracking(Tracking)
        case settling(Settling)
    }

    /// What the group that is down means to the engine.
    enum Role: Sendable, Equatable {
        /// Went down on a screen at rest: waiting to see what gesture it becomes.
        case onIdle(SceneSide)
        /// Drives the transition (grabbed it, or started an interactive dismiss).
        case driving
        /// Nothing more to do (decided, or cancelled).
        case inert
    }

    let parameters: EngineConfiguration.Fluid
    let spring: DampedSpring
    let geometry: ProgressGeometry
    private(set) var phase: Phase
    private var role: Role = .inert

    init(header: TraceHeader, configuration: EngineConfiguration) {
        parameters = configuration.fluid
        spring = configuration.fluid.spring
        geometry = ProgressGeometry(scene: header.scene)
        phase = .idle(header.scene.initial)
    }

    var isInMotion: Bool {
        if case .settling = phase { return true }
        return false
    }

    // MARK: Frames

    mutating func advance(to frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        guard case .settling(let settling) = phase else { return }
        let elapsed = settling.elapsed(frame)
        guard elapsed >= 0,
            settling.motion.isSettled(at: elapsed, distance: geometry.distance, threshold: parameters.rest)
        else { return }
        phase = .idle(settling.target)
        ledger.end(settling.transition, restingOn: settling.target, at: frame)
    }

    mutating func render(_ frame: FrameClock.Frame) -> TimelineFrame {
        switch phase {
        case .idle(let side):
            return TimelineFrame(t: frame.t, state: .idle(side), progress: side.progress, velocity: 0)
        case .tracking(let tracking):
            return TimelineFrame(
                t: frame.t, state: .tracking, progress: tracking.progress,
                velocity: tracking.velocity, transitionId: tracking.id)
        case .settling(let settling):
            let elapsed = settling.elapsed(frame)
            return TimelineFrame(
                t: frame.t, state: .settling,
                progress: ReplayLedger.clamped(settling.motion.position(at: elapsed)),
                velocity: settling.motion.velocity(at: elapsed), transitionId: settling.id)
        }
    }

    // MARK: Touches

    mutating func handle(_ input: TouchInput, at frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        switch input {
        case .groupBegan:
            groupBegan(at: frame, ledger: &ledger)
        case .fingerAdded:
            if role == .driving { ledger.acceptGroup(at: frame) }
        case .moved(let translation, let velocity):
            guard role == .driving, case .tracking(var tracking) = phase else { return }
            track(&tracking, translation: translation, velocity: velocity)
            phase = .tracking(tracking)
        case .panBegan(let translation, let direction):
            panBegan(translation: translation, direction: direction, at: frame, ledger: &ledger)
        case .gestureCancelled:
            // UIKit cancels an interactive transition whose gesture is cancelled: a grab goes on
            // to where the transition was heading, a dismiss from rest goes back.
            guard role == .driving, case .tracking(let tracking) = phase else { return }
            role = .inert
            let target = tracking.grabbed ? tracking.target : tracking.origin
            if target != tracking.target {
                ledger.reverse(tracking.transition, progress: tracking.progress, at: frame, by: ledger.group.first)
            }
            settle(tracking.transition, id: tracking.id, from: tracking.progress, to: target, velocity: 0, at: frame)
        case .fingerLifted:
            break
        case .groupEnded(let gesture, let velocity):
            groupEnded(gesture, velocity: velocity, at: frame, ledger: &ledger)
        }
    }

    private mutating func groupBegan(at frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        switch phase {
        case .idle(let side):
            role = .onIdle(side)
        case .settling(let settling):
            // A touch-down on a moving transition grabs it at once: the animation pauses at its
            // current p (UIViewPropertyAnimator.pauseAnimation(), WWDC18 "Designing Fluid
            // Interfaces": "the user should be able to grab it at any time").
            let progress = ReplayLedger.clamped(settling.motion.position(at: settling.elapsed(frame)))
            let origin = ledger.transitions[settling.transition].operation.destinationSide.opposite
            phase = .tracking(
                Tracking(
                    transition: settling.transition, id: settling.id, grab: progress,
                    progress: progress, velocity: 0, target: settling.target,
                    origin: origin, grabbed: true))
            ledger.pause(settling.transition, progress: progress, at: frame)
            ledger.acceptGroup(at: frame, grabbed: settling.id)
            role = .driving
        case .tracking:
            role = .inert  // unreachable: a tracking finger is down, so this is no new group
        }
    }

    private mutating func panBegan(
        translation: Point, direction: GestureDirection, at frame: FrameClock.Frame,
        ledger: inout ReplayLedger
    ) {
        if role == .driving, case .tracking(var tracking) = phase {
            tracking.travel = max(tracking.travel, translation.length)
            phase = .tracking(tracking)
            return
        }
        guard role == .onIdle(.destination), case .idle(.destination) = phase,
            geometry.dismisses(direction)
        else { return }
        let progress = geometry.progress(grab: 1, translation: translation)
        let index = ledger.begin(
            .dismiss, trigger: .pan, interactive: true, progress: progress, at: frame,
            startedBy: ledger.group.first)
        phase = .tracking(
            Tracking(
                transition: index, id: ledger.transitions[index].id, grab: 1,
                progress: progress, velocity: 0, target: .source, origin: .destination,
                grabbed: false, travel: translation.length))
        ledger.acceptGroup(at: frame)
        role = .driving
    }

    private mutating func groupEnded(
        _ gesture: Gesture, velocity: Velocity?, at frame: FrameClock.Frame,
        ledger: inout ReplayLedger
    ) {
        defer {
            ledger.ignoreGroup(.unhandled(gesture))
            role = .inert
        }
        switch role {
        case .driving:
            guard case .tracking(var tracking) = phase, gesture.state != .cancelled else { return }
            track(&tracking, translation: gesture.translation, velocity: nil)
            release(tracking, velocity: velocity, at: frame, ledger: &ledger)
        case .onIdle(.source):
            // A tap on the source requests the present, at the first frame after its up (no
            // double-tap recognizer waits on the source).
            guard gesture.kind == .tap, gesture.state == .ended else { return }
            requestPresent(at: frame, ledger: &ledger)
        case .onIdle(.destination), .inert:
            break
        }
    }

    private func track(_ tracking: inout Tracking, translation: Point, velocity: Velocity?) {
        tracking.progress = geometry.progress(grab: tracking.grab, translation: translation)
        tracking.velocity = geometry.progressVelocity(velocity, grab: tracking.grab, translation: translation)
        tracking.travel = max(tracking.travel, translation.length)
    }

    /// The finger lifted: keep the previous target after a grab that did not move (a touch to
    /// stop, then let go), else project where the release velocity would carry p and settle on
    /// the nearer side (WWDC18 "Designing Fluid Interfaces": project the momentum, then decide).
    private mutating func release(
        _ tracking: Tracking, velocity: Velocity?, at frame: FrameClock.Frame,
        ledger: inout ReplayLedger
    ) {
        let target: SceneSide
        let initialVelocity: Double
        if tracking.grabbed && tracking.travel < parameters.panSlop {
            target = tracking.target
            initialVelocity = 0
        } else {
            let along = geometry.axisVelocity(velocity)
            let projected =
                tracking.progress
                + geometry.sign * Momentum.project(velocity: along, decelerationRate: parameters.decelerationRate)
                / geometry.distance
            target = projected >= parameters.projectionThreshold ? .destination : .source
            initialVelocity = geometry.releaseVelocity(velocity)
        }
        if target != tracking.target {
            ledger.reverse(tracking.transition, progress: tracking.progress, at: frame, by: ledger.group.first)
        }
        settle(
            tracking.transition, id: tracking.id, from: tracking.progress, to: target,
            velocity: initialVelocity, at: frame)
    }

    /// The dispatcher: start a present from rest; coalesce it with a present already running;
    /// retarget a running dismiss toward the destination from its current p and velocity; never
    /// two transitions at once.
    private mutating func requestPresent(at frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        switch phase {
        case .idle(.source):
            let index = ledger.begin(
                .present, trigger: .tap, interactive: false, progress: 0, at: frame,
                startedBy: ledger.group.first)
            settle(index, id: ledger.transitions[index].id, from: 0, to: .destination, velocity: 0, at: frame)
            ledger.acceptGroup(at: frame)
        case .settling(let settling) where settling.target == .source:
            let elapsed = settling.elapsed(frame)
            let progress = settling.motion.position(at: elapsed)
            ledger.reverse(settling.transition, progress: progress, at: frame, by: ledger.group.first)
            settle(
                settling.transition, id: settling.id, from: progress, to: .destination,
                velocity: settling.motion.velocity(at: elapsed), at: frame)
            ledger.acceptGroup(at: frame)
        case .settling, .tracking:
            ledger.ignoreGroup(.dispatcherBusy)
        case .idle(.destination):
            break
        }
    }

    /// Hands p to the settling spring (ζ and response from the configuration) with the gesture's
    /// velocity, capped relative to the distance left (`cappedInitialVelocity`).
    private mutating func settle(
        _ transition: Int, id: TransitionID, from progress: Double, to target: SceneSide,
        velocity: Double, at frame: FrameClock.Frame
    ) {
        let capped = parameters.cappedInitialVelocity(velocity, from: progress, to: target.progress)
        let motion = SpringMotion(spring: spring, from: progress, to: target.progress, initialVelocity: capped)
        phase = .settling(Settling(transition: transition, id: id, motion: motion, start: frame.t, target: target))
    }
}
