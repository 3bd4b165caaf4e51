/// The recording app's own engine: the trace's `transition` events are the output, with no
/// simulation (DESIGN.md section 5).
///
/// - **Transitions**: one record per transition id: `began` gives `tStart`, `operation` (when
///   absent: present from the source, dismiss from the destination) and `interactive` (default
///   false); `ended` gives `tEnd` and `outcome` (default `completed`). Trigger `"recorded"`, no
///   starting sequence. An event for an id that never began begins it there.
/// - **Timeline** (on the replay frames; an event at t shows from the first frame at or after
///   t): p holds the last reported progress; dp/dt is the change since the previous frame.
///   State: an interactive transition `tracking`, a non-interactive one `animating`; `paused`
///   makes it `tracking`, `reversed` `animating` (the format has no "released" event, so a
///   released interactive transition stays `tracking` until it ends). Between transitions, idle
///   on the side the last one ended on (`completed`: its operation's destination).
/// - **Touch decisions** (causal: a sequence is answered only by a reaction it could have
///   caused; `RecordedReaction` states each rule and the model behaviour it mirrors). Fingers
///   down together form a group and share its answer. A group can be answered while a finger is
///   down and up to `RecordedGroup.answerFrames` frames after the frame of its last up: by a
///   `paused` (a grab) or an interactive `began` (the latest such group), a non-interactive
///   `began` (the latest such group already lifted: a request at an up), a `reversed` (the
///   transition's driver, else the latest group), or a `progress` that moves a transition
///   following this finger; never by an `ended` or by the progress of a transition moving on its
///   own. Its `firstResponse` is that event's time (already a displayed time, so no latency is
///   added). A group never answered is `ignored` with reason `noResponse` (the recorded app
///   gives no reasons).
/// - **Emitted events**: the trace's own transition events, unchanged.
public typealias RecordedEngine = DrivenEngine<RecordedRules>

/// The recorded engine driven incrementally (see `EngineSimulation`): feed it touch and
/// `transition` events in time order.
public typealias RecordedSimulation = DrivenSimulation<RecordedRules>

/// Selects the recorded engine's rules (`RecordedModel`) in `DrivenEngine` and `DrivenSimulation`.
public enum RecordedRules: EngineRules {
    public static var kind: EngineKind { .recorded }
}
