import GestureRecognition
import TraceModel

/// The blocking engine: a model of a transition built on `UIView.animate(withDuration:)`, with a
/// percent-driven interactive dismiss.
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
///
/// Chosen by `EngineKind.legacy`; docs/engines.md has every rule with its source.
struct LegacyModel: EngineModel {
    static let kind = EngineKind.legacy

    /// An interactive dismiss: p follows the finger.
    struct Tracking: Sendable {
        var transition: Int
        var id: TransitionID
        var progress: Double
        var velocity: Double
    }

    /// A fixed-duration animation from `from` to `target`, started at `start` (frame time, ms);
    /// it ends in frame `endFrame`, the first at or after start + duration.
    struct Animation: Sendable {
        var transition: Int
        var id: TransitionID
        var from: Double
        var target: SceneSide
        var start: Double
        var endFrame: Int
    }

    enum Phase: Sendable {
        case idle(SceneSide)
        case tracking(Tracking)
        case animating(Animation)
    }

    enum Role: Sendable, Equatable {
        case onIdle(SceneSide)
        case driving
        /// Went down inside an animation: ignored in full.
        case blocked
        case inert
    }

    let parameters: EngineConfiguration.Legacy
    let geometry: ProgressGeometry
    private(set) var phase: Phase
    private var role: Role = .inert

    init(header: TraceHeader, configuration: EngineConfiguration) {
        parameters = configuration.legacy
        geometry = ProgressGeometry(scene: header.scene)
        phase = .idle(header.scene.initial)
    }

    var isInMotion: Bool {
        if case .animating = phase { return true }
        return false
    }

    // MARK: Frames

    mutating func advance(to frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        guard case .animating(let animation) = phase, frame.index >= animation.endFrame else { return }
        phase = .idle(animation.target)
        ledger.end(animation.transition, restingOn: animation.target, at: frame)
    }

    mutating func render(_ frame: FrameClock.Frame) -> TimelineFrame {
        switch phase {
        case .idle(let side):
            return TimelineFrame(t: frame.t, state: .idle(side), progress: side.progress, velocity: 0)
        case .tracking(let tracking):
            return TimelineFrame(
                t: frame.t, state: .tracking, progress: tracking.progress,
                velocity: tracking.velocity, transitionId: tracking.id)
        case .animating(let animation):
            // p = from + (to − from) · curve((t − start) / duration), closed form from the start.
            let fraction = (frame.t - animation.start) / (parameters.duration * 1000)
            let span = animation.target.progress - animation.from
            return TimelineFrame(
                t: frame.t, state: .animating,
                progress: animation.from + span * parameters.curve.value(at: fraction),
                velocity: span * parameters.curve.derivative(at: fraction) / parameters.duration,
                transitionId: animation.id)
        }
    }

    // MARK: Touches

    mutating func handle(_ input: TouchInput, at frame: FrameClock.Frame, ledger: inout ReplayLedger) {
        switch input {
        case .groupBegan:
            switch phase {
            case .animating:
                // UIView.animate disables user interaction on the animating views for the
                // duration (no `.allowUserInteraction` option): the whole sequence is lost.
                role = .blocked
                ledger.ignoreGroup(.blockedByAnimation)
            case .idle(let side):
                role = .onIdle(side)
            case .tracking:
                role = .inert  // unreachable: a tracking finger is down, so this is no new group
            }
        case .fingerAdded(let sequence):
            if case .animating = phase {
                ledger.ignore(sequence: sequence, .blockedByAnimation)
            } else if role == .blocked {
                ledger.ignoreGroup(.blockedByAnimation)
            } else if role == .driving {
                ledger.acceptGroup(at: frame)
            }
        case .moved(let translation, let velocity):
            guard role == .driving, case .tracking(var tracking) = phase else { return }
            tracking.progress = geometry.progress(grab: 1, translation: translation)
            tracking.velocity = geometry.progressVelocity(velocity, grab: 1, translation: translation)
            phase = .tracking(tracking)
        case .panBegan(let translation, let direction):
            guard role == .onIdle(.destination), case .idle(.destination) = phase,
                geometry.dismisses(direction)
            else { return }
            let progress = geometry.progress(grab: 1, translation: translation)
            let index = ledger.begin(
                .dismiss, trigger: .pan, interactive: true, progress: progress, at: frame,
                startedBy: ledger.group.first)
            phase = .tracking(
                Tracking(
                    transition: index, id: ledger.transitions[index].id, progress: progress,
                    velocity: 0))
            ledger.acceptGroup(at: frame)
            role = .driving
        case .gestureCancelled:
            guard role == .driving, case .tracking(let tracking) = phase else { return }
            role = .inert
            ledger.reverse(tracking.transition, progress: tracking.progress, at: frame, by: ledger.group.first)
            animate(
                tracking.transition, id: tracking.id, from: tracking.progress, to: .destination, at: frame,
                ledger: &ledger)
        case .fingerLifted:
            break
        case .groupEnded(let gesture, let velocity):
            groupEnded(gesture, velocity: velocity, at: frame, ledger: &ledger)
        }
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
            guard case .tracking(let tracking) = phase, gesture.state != .cancelled else { return }
            release(tracking, translation: gesture.translation, velocity: velocity, at: frame, ledger: &ledger)
        case .onIdle(.source):
            guard gesture.kind == .tap, gesture.state == .ended else { return }
            if case .idle(.source) = phase {
                let index = ledger.begin(
                    .present, trigger: .tap, interactive: false, progress: 0, at: frame,
                    startedBy: ledger.group.first)
                animate(
                    index, id: ledger.transitions[index].id, from: 0, to: .destination, at: frame,
                    ledger: &ledger)
                ledger.acceptGroup(at: frame)
            } else {
                ledger.ignoreGroup(.dispatcherBusy)  // a second present while one runs is refused
            }
        case .onIdle(.destination), .blocked, .inert:
            break
        }
    }

    /// A released interactive dismiss finishes when the dismiss progress 1 − p is above 0.5 or
    /// the finger moves toward dismissal faster than 1200 pt/s; otherwise it goes back.
    private mutating func release(
        _ tracking: Tracking, translation: Point, velocity: Velocity?,
        at frame: FrameClock.Frame, ledger: inout ReplayLedger
    ) {
        let progress = geometry.progress(grab: 1, translation: translation)
        let finishes = parameters.dismissFinishes(
            dismissProgress: 1 - progress,
            velocityTowardDismissal: geometry.velocityTowardSource(velocity))
        if !finishes {
            ledger.reverse(tracking.transition, progress: progress, at: frame, by: ledger.group.first)
        }
        animate(
            tracking.transition, id: tracking.id, from: progress, to: finishes ? .source : .destination,
            at: frame, ledger: &ledger)
    }

    /// Runs the fixed animation from `from` to `target`, from this frame. Already there: the
    /// transition ends in this frame with no animation (UIKit completes an interactive transition
    /// over the fraction left, none here).
    private mutating func animate(
        _ transition: Int, id: TransitionID, from: Double, to target: SceneSide,
        at frame: FrameClock.Frame, ledger: inout ReplayLedger
    ) {
        if from == target.progress {
            phase = .idle(target)
            ledger.end(transition, restingOn: target, at: frame)
            return
        }
        let end = ledger.clock.firstFrame(atOrAfter: frame.t + parameters.duration * 1000)
        phase = .animating(
            Animation(
                transition: transition, id: id, from: from, target: target, start: frame.t,
                endFrame: end.index))
    }
}
