import TraceModel

/// The user watching the screen for an answer to one gesture they made (the "first displayed
/// reaction" of docs/analysis.md, as the user sees it, on displayed frames only).
///
/// **Response.** A displayed frame at or after the gesture's down answers it when the progress
/// has moved toward the gesture's goal side by at least `Patience.noticeableProgress` from the
/// farthest point away from that side seen since the down (starting from the progress shown
/// before the down). So a screen that goes on doing what it did anyway is no answer: a legacy
/// present that keeps opening under a flick down that it ignored shows motion, but none toward
/// the chat. A fluid grab that follows the finger, a tap that starts a present, a pan that
/// drags the viewer down all answer within a frame or two of moving.
///
/// **Patience.** Counted from the gesture's lift (`SimulatedUser.nextPatience()`); on the first
/// displayed frame at or after `deadline` with no answer yet, the user decides
/// (`SimulatedUser.patienceDecision`): retry or give up.
struct ResponseWatch: Sendable {
    /// The side the gesture pushes toward.
    let goal: SceneSide
    /// The gesture's first down and last lift (ms).
    let tDown: Double
    let tLift: Double
    /// When patience runs out (ms).
    let deadline: Double
    /// The progress farthest from `goal` seen since the down.
    private(set) var farthest: Double
    /// The displayed time of the first answering frame, once seen.
    private(set) var answeredAt: Double?

    init(goal: SceneSide, tDown: Double, tLift: Double, patience: Double, shownBefore progress: Double) {
        self.goal = goal
        self.tDown = tDown
        self.tLift = tLift
        self.deadline = tLift + patience
        self.farthest = progress
    }

    /// Looks at one displayed frame; returns whether the gesture is answered (now or before).
    mutating func observe(_ frame: some ScreenObservation, noticeable: Double) -> Bool {
        if answeredAt != nil { return true }
        guard frame.t >= tDown else { return false }
        let towardGoal = goal == .destination ? frame.progress - farthest : farthest - frame.progress
        if towardGoal >= noticeable {
            answeredAt = frame.t
            return true
        }
        farthest = goal == .destination ? min(farthest, frame.progress) : max(farthest, frame.progress)
        return false
    }

    /// Whether patience has run out at `t` without an answer.
    func isOutOfPatience(at t: Double) -> Bool {
        answeredAt == nil && t >= deadline
    }
}
