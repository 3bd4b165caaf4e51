import TraceModel

/// The causal reading of one recorded `transition` event: which touch group, if any, it answers.
/// A touch sequence is answered only by a reaction it could have caused; each rule mirrors how
/// the fluid and legacy models answer a touch (docs/engines.md, "Recorded"). `CausalCredit` states
/// the whole rule: this type is its steps 2 and 3 for an event without a `cause`.
///
/// A group is *at hand* for a reaction while a finger is down and up to
/// `CausalCredit.answerFrames` frames after the frame of its last up; it is *waiting* after that,
/// unanswered, up to `CausalCredit.responseBoundMs` after its last up. The *driver* of a
/// transition is the last group one of its events was credited to.
enum RecordedReaction: Sendable, Equatable {
    /// `paused`: a grab of a moving transition (fluid: a touch-down on a settling spring pauses
    /// it). Answers the latest group at hand: the one that went down.
    case grab
    /// An interactive `began`: a finger started driving a transition (both models: a pan crossing
    /// its slop on the viewer at rest starts the interactive dismiss, in that frame, possibly the
    /// up's). Answers the latest group at hand.
    case drive
    /// A non-interactive `began`: a request at an up (both models: a tap's up on the chat starts
    /// the present in the frame of the up). Answers the latest group at hand whose fingers all
    /// lifted; never a group that is still down.
    case request
    /// `reversed`: the target flipped (both models: a release or a cancelled gesture sends the
    /// transition back). Answers its driver while that group is at hand, else the latest group at hand.
    case reversal
    /// A `progress` event that changes p while the transition follows a finger (interactive, or
    /// paused by a grab, and not reversed since). Answers its driver when that group is down, or
    /// the group that is down when no group has driven it yet; never a progress of a transition
    /// whose driver lifted (a released transition moving on its own).
    case tracking
    /// `ended`, a `progress` that does not change p, or a `progress` of an animation running on its
    /// own: no touch caused it (the legacy animation ends while a blocked finger is down; the
    /// models end a transition by themselves). Answers nothing.
    case none

    /// The kind of reaction `event` is, given whether its transition followed a finger before
    /// it and the progress last reported.
    init(_ event: TransitionEvent, followsFinger: Bool, lastProgress: Double) {
        switch event.event {
        case .paused:
            self = .grab
        case .began:
            self = (event.interactive ?? false) ? .drive : .request
        case .reversed:
            self = .reversal
        case .progress:
            let changes = event.progress.map { $0 != lastProgress } ?? false
            self = changes && followsFinger ? .tracking : .none
        case .ended, .visible:
            self = .none
        }
    }

    /// The group a reaction answers late, among `waiting` (the groups waiting for an answer, in
    /// order of their downs): the latest, for a `began`, `paused` or `reversed` (`CausalCredit`,
    /// step 3); finger tracking and `ended` never answer late.
    func lateAnsweredGroup(among waiting: [RecordedGroup]) -> RecordedGroup? {
        switch self {
        case .grab, .drive, .request, .reversal: return waiting.last
        case .tracking, .none: return nil
        }
    }

    /// The group this reaction answers, among `open` (the groups at hand, in order of their
    /// downs); `driver` is the number of the group that last drove the transition, if any.
    func answeredGroup(among open: [RecordedGroup], driver: Int?) -> RecordedGroup? {
        let openDriver = driver.flatMap { number in open.first { $0.number == number } }
        switch self {
        case .grab, .drive:
            return open.last
        case .request:
            return open.last { !$0.isDown }
        case .reversal:
            return openDriver ?? open.last
        case .tracking:
            if let openDriver { return openDriver.isDown ? openDriver : nil }
            return driver == nil ? open.last { $0.isDown } : nil
        case .none:
            return nil
        }
    }
}
