import TraceModel

/// The checks that depend on earlier events: `t` never decreases, and each touch id goes
/// `began` → (`moved` | `stationary`)* → (`ended` | `cancelled`).
///
/// `check` does not change anything; only `commit`, called for accepted events, does: a rejected
/// event leaves the previous time and the open touches as they were.
struct EventSequenceValidator {
    let clock: TraceClock
    private var previousFileTime: Double?
    private var previousLine = 0
    /// Open touches: id → line of their `began`.
    private var openTouches: [Int: Int] = [:]
    /// The touch id last found open and the line of its `began` (as `openTouches` has it): a run
    /// of one finger's moves looks nothing up.
    private var lastOpen: (id: Int, line: Int)?
    /// Every touch id that has begun so far (a transition's `cause` may name only these).
    private var begunTouches: Set<Int> = []
    /// The time (ms) and line of the last `frame` event.
    private var previousFrame: (t: Double, line: Int)?

    init(clock: TraceClock) {
        self.clock = clock
    }

    func check(_ decoded: DecodedEvent) throws(FieldError) {
        if let previousFileTime, decoded.fileTime < previousFileTime {
            let unit = clock.rawValue
            throw FieldError(
                .timeWentBackwards, field: "t",
                "\(decoded.subject): field \"t\": time went backwards: "
                    + "\(numberText(decoded.fileTime)) \(unit) is before the previous event's "
                    + "\(numberText(previousFileTime)) \(unit) (line \(previousLine)); t must never decrease")
        }
        if case .frame = decoded.event.payload, let previousFrame, decoded.event.t > previousFrame.t,
            decoded.event.t - previousFrame.t < TraceLimits.minimumFrameIntervalMilliseconds
        {
            throw FieldError(
                .outOfRange, field: "t",
                "frame event: field \"t\": \(numberText(decoded.event.t - previousFrame.t)) ms after the previous "
                    + "frame (line \(previousFrame.line)); frames are at least "
                    + "\(numberText(TraceLimits.minimumFrameIntervalMilliseconds)) ms apart (at most 1000 Hz)")
        }
        if case .transition(let transition) = decoded.event.payload, case .touches(let ids)? = transition.cause,
            let unknown = ids.first(where: { !begunTouches.contains($0) })
        {
            throw FieldError(
                .invalidValue, field: "cause",
                "transition event: field \"cause\": touch id \(unknown) has not begun before this event; "
                    + "a cause names touches that began earlier in the trace")
        }
        guard case .touch(let touch) = decoded.event.payload else { return }
        let beganLine = lastOpen.flatMap { $0.id == touch.id ? $0.line : nil } ?? openTouches[touch.id]
        switch touch.phase {
        case .began:
            if let beganLine {
                throw FieldError(
                    .phaseOrder, field: "phase",
                    "touch event: field \"phase\": \"began\" for touch id \(touch.id), which already "
                        + "began at line \(beganLine) and has not ended or been cancelled")
            }
            if openTouches.count >= TraceLimits.maximumOpenTouches {
                throw FieldError(
                    .outOfRange, field: "phase",
                    "touch event: field \"phase\": \"began\" for touch id \(touch.id) while "
                        + "\(openTouches.count) touches are open: a trace holds at most "
                        + "\(TraceLimits.maximumOpenTouches) touches at once")
            }
        case .moved, .stationary, .ended, .cancelled:
            if beganLine == nil {
                throw FieldError(
                    .phaseOrder, field: "phase",
                    "touch event: field \"phase\": \"\(touch.phase.rawValue)\" for touch id \(touch.id), "
                        + "which has no open \"began\" (a touch must begin before it moves or ends)")
            }
        }
    }

    mutating func commit(_ decoded: DecodedEvent, line: Int) {
        previousFileTime = decoded.fileTime
        previousLine = line
        if case .frame = decoded.event.payload { previousFrame = (decoded.event.t, line) }
        guard case .touch(let touch) = decoded.event.payload else { return }
        switch touch.phase {
        case .began:
            openTouches[touch.id] = line
            begunTouches.insert(touch.id)
            lastOpen = (touch.id, line)
        case .ended, .cancelled:
            openTouches[touch.id] = nil
            if lastOpen?.id == touch.id { lastOpen = nil }
        case .moved, .stationary:
            if lastOpen?.id != touch.id, let began = openTouches[touch.id] { lastOpen = (touch.id, began) }
        }
    }
}
