import TraceModel

/// Turns one event object into a `TraceEvent`, checking every field format v1 defines (see
/// `traces/README.md` "Events" and "Valid ranges"). The first problem found is thrown; later
/// fields are not examined.
///
/// `type` and phase names are compared as bytes; Swift strings are created only for values kept
/// as strings (ids, targets, names, free fields).
struct EventDecoder {
    let clock: TraceClock

    static let typeExpectation = "a string (touch, transition, intent, frame, marker, or another type kept as unknown)"
    static let phaseExpectation = "one of began, moved, stationary, ended, cancelled (aliases down, move, up, cancel)"
    static let phases: [(StaticString, TouchPhase)] = [
        ("moved", .moved), ("began", .began), ("ended", .ended), ("stationary", .stationary),
        ("cancelled", .cancelled), ("move", .moved), ("down", .began), ("up", .ended), ("cancel", .cancelled),
    ]
    static let transitionEvents: [(StaticString, TransitionEventKind)] = [
        ("began", .began), ("progress", .progress), ("paused", .paused), ("reversed", .reversed), ("ended", .ended),
        ("visible", .visible),
    ]
    static let operations: [(StaticString, TransitionOperation)] = [("present", .present), ("dismiss", .dismiss)]
    static let outcomes: [(StaticString, TransitionOutcome)] = [("completed", .completed), ("cancelled", .cancelled)]
    static let goals: [(StaticString, IntentGoal)] = [("open", .open), ("close", .close), ("cancel", .cancel)]

    private enum Kind { case touch, transition, intent, frame, marker, header, unknown }

    func decode<Value: JSONReadableValue>(_ object: Value) throws(FieldError) -> DecodedEvent {
        guard object.kind == .object else {
            throw FieldError(
                .wrongType, field: nil, "expected a JSON object for an event, found \(object.typedForMessage)")
        }
        let kind: Kind
        let typeValue: Value
        let members = EventMembers(object)
        guard let type = members.type else {
            throw FieldReader(object, subject: "event").missing("type", expected: Self.typeExpectation)
        }
        guard type.kind == .string else {
            throw FieldReader(object, subject: "event").wrongType("type", type, expected: Self.typeExpectation)
        }
        typeValue = type
        if type.stringEquals("touch") {
            kind = .touch
        } else if type.stringEquals("frame") {
            kind = .frame
        } else if type.stringEquals("transition") {
            kind = .transition
        } else if type.stringEquals("intent") {
            kind = .intent
        } else if type.stringEquals("marker") {
            kind = .marker
        } else if type.stringEquals("header") {
            kind = .header
        } else {
            kind = .unknown
        }

        if kind == .header {
            throw FieldError(
                .invalidValue, field: "type",
                "event: a second header: a trace has exactly one header, on its first non-blank line "
                    + "(or the document's \"header\" member)"
            )
        }
        let subject: String =
            switch kind {
            case .touch: "touch event"
            case .frame: "frame event"
            case .transition: "transition event"
            case .intent: "intent event"
            case .marker: "marker event"
            case .header, .unknown: "\(typeValue.quotedForMessage) event"
            }
        let fields = FieldReader(object, subject: subject)
        let fileTime = try fields.requiredNumber("t", members.t)
        let t = clock.milliseconds(fromFileValue: fileTime)
        guard abs(t) <= TraceLimits.maximumAbsoluteTimeMilliseconds else {
            let bound = TraceLimits.maximumAbsoluteTimeMilliseconds / clock.milliseconds(fromFileValue: 1)
            throw fields.outOfRange("t", fileTime, FieldReader<Value>.symmetric(bound), unit: " \(clock.rawValue)")
        }

        let payload: TraceEvent.Payload
        switch kind {
        case .touch: payload = .touch(try decodeTouch(fields, members))
        case .frame: payload = .frame(target: try decodeFrameTarget(fields, members))
        case .transition: payload = .transition(try decodeTransition(fields, members))
        case .intent:
            payload = .intent(
                IntentEvent(
                    id: try fields.requiredString("id", members.id),
                    goal: try fields.requiredChoice(
                        "goal", members.goal, Self.goals, expected: "one of open, close, cancel"),
                    target: try fields.string("target", members.target)))
        case .marker:
            let name = try fields.requiredString("name", members.name)
            let kept = try object.members(subject: subject, pathPrefix: "") {
                bytesEqual($0, "type") || bytesEqual($0, "t") || bytesEqual($0, "name")
            }
            payload = .marker(name: name, fields: kept)
        case .header, .unknown:
            let kept = try object.members(subject: subject, pathPrefix: "") {
                bytesEqual($0, "type") || bytesEqual($0, "t")
            }
            payload = .unknown(type: typeValue.string, fields: kept)
        }
        return DecodedEvent(
            event: TraceEvent(t: t, payload), fileTime: fileTime, isUnknownType: kind == .unknown, subject: subject)
    }

    @inline(__always)
    private func decodeTouch<Value>(_ fields: FieldReader<Value>, _ m: EventMembers<Value>) throws(FieldError)
        -> TouchEvent
    {
        let id = try fields.requiredInteger("id", m.id)
        if abs(id) > TraceLimits.maximumTouchId, let value = m.id {
            let bound = TraceLimits.maximumTouchId
            throw fields.invalid("id", value, expected: "an integer from -\(bound) to \(bound)", kind: .outOfRange)
        }
        let phase = try fields.requiredChoice("phase", m.phase, Self.phases, expected: Self.phaseExpectation)
        let points = FieldReader<Value>.symmetric(TraceLimits.maximumCoordinate)
        let x = try fields.within(points, "x", try fields.requiredNumber("x", m.x), unit: " pt") ?? 0
        let y = try fields.within(points, "y", try fields.requiredNumber("y", m.y), unit: " pt") ?? 0
        return TouchEvent(
            id: id, phase: phase, location: Point(x: x, y: y),
            force: try fields.within(points, "force", try fields.number("force", m.force)),
            radius: try fields.within(points, "radius", try fields.number("radius", m.radius), unit: " pt"),
            target: try fields.string("target", m.target),
            coalesced: try fields.bool("coalesced", m.coalesced),
            predicted: try fields.bool("predicted", m.predicted) ?? false)
    }

    /// A frame's optional `target`: a number in the file's clock, within the same range as `t`.
    private func decodeFrameTarget<Value>(_ fields: FieldReader<Value>, _ m: EventMembers<Value>) throws(FieldError)
        -> Double?
    {
        guard let fileTarget = try fields.number("target", m.target) else { return nil }
        let target = clock.milliseconds(fromFileValue: fileTarget)
        guard abs(target) <= TraceLimits.maximumAbsoluteTimeMilliseconds else {
            let bound = TraceLimits.maximumAbsoluteTimeMilliseconds / clock.milliseconds(fromFileValue: 1)
            throw fields.outOfRange(
                "target", fileTarget, FieldReader<Value>.symmetric(bound), unit: " \(clock.rawValue)")
        }
        return target
    }

    private func decodeTransition<Value>(_ fields: FieldReader<Value>, _ m: EventMembers<Value>) throws(FieldError)
        -> TransitionEvent
    {
        let id = try fields.requiredString("id", m.id)
        let event = try fields.requiredChoice(
            "event", m.event, Self.transitionEvents,
            expected: "one of began, progress, paused, reversed, ended, visible")
        let operation = try fields.choice(
            "operation", m.operation, Self.operations, expected: "one of present, dismiss")
        let interactive = try fields.bool("interactive", m.interactive)
        let progress = try fields.number("progress", m.progress)
        if let progress, !(0...1).contains(progress), let value = m.progress {
            throw fields.invalid("progress", value, expected: "a number from 0 to 1")
        }
        let outcome = try fields.choice("outcome", m.outcome, Self.outcomes, expected: "one of completed, cancelled")
        let cause = try decodeCause(fields, m.cause)
        if cause != nil, !event.takesCause, let value = m.cause {
            throw fields.invalid(
                "cause", value,
                expected: "no cause on \"\(event.rawValue)\" (cause is given on began, paused and reversed only)")
        }
        return TransitionEvent(
            id: id, event: event, operation: operation, interactive: interactive,
            progress: progress, outcome: outcome, cause: cause)
    }

    static let causeExpectation = "\"none\" or a non-empty array of touch ids (integers)"

    /// A `began`'s optional `cause`: `"none"` (a programmatic start) or the touch ids whose gesture
    /// started it. Whether those touches began earlier is `EventSequenceValidator`'s check.
    private func decodeCause<Value>(_ fields: FieldReader<Value>, _ member: Value?) throws(FieldError)
        -> TransitionCause?
    {
        guard let value = member, value.kind != .null else { return nil }
        switch value.kind {
        case .string:
            guard value.stringEquals("none") else {
                throw fields.invalid("cause", value, expected: Self.causeExpectation)
            }
            return .programmatic
        case .array:
            guard value.arrayCount > 0 else { throw fields.invalid("cause", value, expected: Self.causeExpectation) }
            var ids: [Int] = []
            ids.reserveCapacity(value.arrayCount)
            try value.forEachElement { (element: Value) throws(FieldError) in
                guard element.kind.isNumber, element.double == element.double.rounded(),
                    abs(element.double) <= Double(TraceLimits.maximumTouchId)
                else {
                    let bound = TraceLimits.maximumTouchId
                    throw fields.invalid("cause", element, expected: "touch ids: integers from -\(bound) to \(bound)")
                }
                ids.append(element.kind == .integer ? Int(element.int64) : Int(element.double))
            }
            return .touches(ids)
        default:
            throw fields.wrongType("cause", value, expected: Self.causeExpectation)
        }
    }
}
