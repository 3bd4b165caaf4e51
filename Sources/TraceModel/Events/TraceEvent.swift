/// One event of a trace, with its time normalised to milliseconds.
///
/// Events are ordered by `t` (never decreasing within a file); ties keep file order.
public struct TraceEvent: Sendable, Hashable {
    /// Time in milliseconds, converted from the header's `clock`.
    public var t: Double
    public var payload: Payload

    public init(t: Double, _ payload: Payload) {
        self.t = t
        self.payload = payload
    }

    /// What happened.
    public enum Payload: Sendable, Hashable {
        case touch(TouchEvent)
        case transition(TransitionEvent)
        case intent(IntentEvent)
        /// One display refresh; when a trace has frames, replay uses them instead of a fixed grid.
        /// `target` (ms, the same clock as `t`) is when the frame being prepared was meant to be shown
        /// (`CADisplayLink.targetTimestamp`); nil when the trace does not say. Frame pacing
        /// (docs/analysis.md "Frames") measures a frame's lateness against the previous frame's
        /// target. `target >= t` is not required (a recorder's clock is trusted as written).
        case frame(target: Double? = nil)
        /// An annotation: `name` plus its other fields, kept verbatim.
        case marker(name: String, fields: [JSONMember])
        /// An event whose `type` this version does not know: kept (with all its fields except
        /// `type` and `t`) and counted in a warning; an error under `--strict`.
        case unknown(type: String, fields: [JSONMember])
    }

    /// The `type` string of this event in the file format.
    public var typeName: String {
        switch payload {
        case .touch: "touch"
        case .transition: "transition"
        case .intent: "intent"
        case .frame: "frame"
        case .marker: "marker"
        case .unknown(let type, _): type
        }
    }

    /// The frame's target time (ms), when this is a frame event that has one.
    public var frameTarget: Double? {
        if case .frame(let target) = payload { return target }
        return nil
    }

    /// The touch sample, when this is a touch event.
    public var touch: TouchEvent? {
        if case .touch(let touch) = payload { return touch }
        return nil
    }

    /// The transition event, when this is one.
    public var transition: TransitionEvent? {
        if case .transition(let transition) = payload { return transition }
        return nil
    }
}

extension TraceEvent {
    /// The `type` names format v1 defines.
    public static let knownTypeNames = ["touch", "transition", "intent", "frame", "marker"]
}
