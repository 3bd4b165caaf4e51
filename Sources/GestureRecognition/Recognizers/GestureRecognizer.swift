import TraceModel

/// Recognizes taps, double taps, long presses, pans and swipes from touch events, online (event
/// by event, in time order) or over a whole trace.
///
/// Online, an engine feeds each event with `process(_:into:)` (or `process(_:)`) and reacts to
/// the returned `GestureUpdate`s: a pan's `began` when its slop is crossed (translation from the
/// touch-down point), a tap's `ended` at its up, a pan's `ended` with the release velocity. Time
/// passes only through events or `advance(to:)`, which fires long-press timers; `process` calls
/// it first, so a timer due at or before an event fires before it. `velocityTracker` is the same
/// tracker the recognizer uses, for engines that need a finger's velocity at any moment.
///
/// Overlapping touch sequences form one group and one gesture: several fingers make a
/// multi-finger tap, long press or pan (centroid translation) with all their touch ids. A
/// cancelled touch cancels its group's gesture (state `cancelled`, recorded at the first cancel).
///
/// The batch form `recognize(_:configuration:progress:)` runs the same machine over an array in
/// one pass, O(n) in events; its records come out sorted by `tBegin`, then touch id (a double
/// tap follows the first tap it consumed), with no sorting step.
package struct GestureRecognizer: Sendable {
    package let configuration: RecognitionConfiguration
    /// Used for `Gesture.progress`; nil leaves it nil.
    package let progress: PanProgress?
    package private(set) var velocityTracker: VelocityTracker
    package private(set) var sequencer = TouchSequencer()
    /// Finished gestures so far, in order.
    package private(set) var gestures: [Gesture] = []
    /// For each finished touch group, in order, the index in `gestures` of its record.
    package private(set) var groupGestureIndices: [Int] = []
    private var group: TouchGroup?
    private var doubleTap: DoubleTapRecognizer

    package init(configuration: RecognitionConfiguration, progress: PanProgress? = nil) {
        self.configuration = configuration
        self.progress = progress
        self.velocityTracker = VelocityTracker(strategy: configuration.velocityStrategy)
        self.doubleTap = DoubleTapRecognizer(configuration: configuration)
    }

    // MARK: Online

    /// Feeds one event (non-touch events only advance time) and appends the updates it causes.
    package mutating func process(_ event: TraceEvent, into updates: inout [GestureUpdate]) {
        if case .touch(let touch) = event.payload {
            process(touch, at: event.t, into: &updates)
        } else {
            advance(to: event.t, into: &updates)
        }
    }

    /// Feeds one event and returns the updates it causes.
    package mutating func process(_ event: TraceEvent) -> [GestureUpdate] {
        var updates: [GestureUpdate] = []
        process(event, into: &updates)
        return updates
    }

    /// Feeds one touch sample at `t` milliseconds.
    package mutating func process(_ touch: TouchEvent, at t: Double, into updates: inout [GestureUpdate]) {
        advance(to: t, into: &updates)
        let lastLocation = group?.fingers.first(where: { $0.id == touch.id })?.current
        if let move = configuration.releaseVelocity.upMove(
            for: touch, lastLocation: lastLocation, tracker: velocityTracker)
        {
            velocityTracker.add(move, at: t)
        }
        velocityTracker.add(touch, at: t)
        let step = sequencer.add(touch, at: t)
        if step.startsGroup {
            group = TouchGroup(configuration: configuration, t: t, firstTouch: touch.id, location: touch.location)
            doubleTap.groupBegan(at: t, location: touch.location)
            if doubleTap.isCandidate && configuration.doubleTapTiming.decidedAtSecondDown {
                group?.heldByDoubleTap = true
            }
        } else if step.startsSequence {
            group?.addFinger(touch.id, at: touch.location)
            if !configuration.multiFingerTaps {
                // Android's ACTION_POINTER_DOWN: `cancelTaps()`.
                group?.heldByDoubleTap = false
                group?.tap.fail()
            }
        } else if !touch.predicted && touch.phase != .cancelled {
            move(touch.id, to: touch.location, at: t, into: &updates)
        }
        guard step.endsSequence else { return }
        if touch.phase == .cancelled { cancel(at: t, into: &updates) }
        group?.removeFinger(touch.id)
        if step.endsGroup { finish(lastTouch: touch.id, at: t, into: &updates) }
    }

    /// Lets time pass to `t` with no event: fires a long-press timer that is due.
    package mutating func advance(to t: Double, into updates: inout [GestureUpdate]) {
        let fired = updateGroup { group -> Double? in
            guard group.cancelledAt == nil, !group.heldByDoubleTap, group.pan.state == .possible,
                group.tap.advance(to: t)
            else { return nil }
            group.pan.fail()
            return group.tap.longPressDeadline
        }
        if let deadline = fired { emit(.longPress, .began, at: deadline, into: &updates) }
    }

    /// Lets time pass to `t`; returns the updates (a long press beginning).
    package mutating func advance(to t: Double) -> [GestureUpdate] {
        var updates: [GestureUpdate] = []
        advance(to: t, into: &updates)
        return updates
    }

    /// The gesture of the touches still down, as an open record (`tEnd` nil), if any.
    package var openGesture: Gesture? {
        guard let group else { return nil }
        if group.cancelledAt != nil { return record(group, kind: group.cancelledKind, state: .cancelled) }
        if group.pan.state != .possible && group.pan.state != .failed {
            return record(group, kind: .pan, state: group.pan.state, tEnd: nil)
        }
        return record(group, kind: group.tap.kind, state: group.tap.state, tEnd: nil)
    }

    /// What `openGesture` says of how the touches still down move (its state, its translation,
    /// its first finger), without building the record: asked at every move of a replay.
    package var openMotion: (state: GestureState, translation: Point, firstTouchId: Int)? {
        guard let group else { return nil }
        let state: GestureState =
            if group.cancelledAt != nil {
                .cancelled
            } else if group.pan.state != .possible && group.pan.state != .failed {
                group.pan.state
            } else {
                group.tap.state
            }
        return (state, group.translation, group.touchIds[0])
    }

    /// Every finished gesture, then the open one (touches still down at the end), if any.
    package var allGestures: [Gesture] {
        guard let open = openGesture else { return gestures }
        return gestures + [open]
    }

    /// The sequences, every gesture (`allGestures`) and each sequence's gesture so far.
    package var recognized: RecognizedTouches {
        let gestures = allGestures
        let finished = groupGestureIndices
        let indices = sequencer.sequences.map { sequence in
            sequence.group < finished.count ? finished[sequence.group] : gestures.count - 1
        }
        return RecognizedTouches(sequences: sequencer.sequences, gestures: gestures, gestureIndices: indices)
    }

    // MARK: Batch

    /// Recognizes every gesture of an event array (in time order) in one pass.
    package static func recognize(
        _ events: [TraceEvent], configuration: RecognitionConfiguration,
        progress: PanProgress? = nil
    ) -> [Gesture] {
        var recognizer = GestureRecognizer(configuration: configuration, progress: progress)
        var updates: [GestureUpdate] = []
        updates.reserveCapacity(4)
        for event in events {
            recognizer.process(event, into: &updates)
            updates.removeAll(keepingCapacity: true)
        }
        return recognizer.allGestures
    }

    /// Recognizes a trace with the progress rule of its header's scene (`PanProgress.scene`).
    package static func recognize(
        _ events: [TraceEvent], header: TraceHeader,
        configuration: RecognitionConfiguration
    ) -> [Gesture] {
        recognize(events, configuration: configuration, progress: .scene(header.scene))
    }

    // MARK: Steps

    private mutating func move(_ id: Int, to location: Point, at t: Double, into updates: inout [GestureUpdate]) {
        let changes = updateGroup { group -> (tap: GestureState?, pan: GestureState?)? in
            guard group.cancelledAt == nil, let offset = group.moveFinger(id, to: location),
                !group.heldByDoubleTap
            else { return nil }
            let tapUpdate = group.tap.fingerMoved(offsetFromDown: offset)
            let panUpdate = group.pan.update(translation: group.translation, at: t)
            return (tapUpdate, panUpdate)
        }
        if let tapUpdate = changes?.tap { emit(.longPress, tapUpdate, at: t, into: &updates) }
        if let panUpdate = changes?.pan { emit(.pan, panUpdate, at: t, into: &updates) }
    }

    private mutating func cancel(at t: Double, into updates: inout [GestureUpdate]) {
        let cancelled = updateGroup { group -> GestureKind? in
            guard group.cancelledAt == nil else { return nil }
            let kind: GestureKind = group.pan.isActive ? .pan : group.tap.kind
            group.cancelledAt = t
            group.cancelledKind = kind
            group.pan.cancel()
            group.tap.cancel()
            return kind
        }
        if let kind = cancelled { emit(kind, .cancelled, at: t, into: &updates) }
    }

    /// Changes the group in place (a `guard var` copy would copy its finger arrays on every
    /// move); nil when no group is down.
    private mutating func updateGroup<Result>(_ change: (inout TouchGroup) -> Result?) -> Result? {
        guard group != nil else { return nil }
        return change(&group!)
    }

    private mutating func finish(lastTouch: Int, at t: Double, into updates: inout [GestureUpdate]) {
        guard var current = group.take() else { return }
        if current.cancelledAt != nil {
            gestures.append(record(current, kind: current.cancelledKind, state: .cancelled))
            groupGestureIndices.append(gestures.count - 1)
            doubleTap.otherGestureEnded()
            return
        }
        if current.pan.isActive, current.tap.isTap(liftedAt: t) {
            // A drifting tap: the provisional pan fails, the tap ends below (`TapRecognizer`).
            current.pan.yieldToTap()
            emit(.pan, .failed, at: t, touches: current, into: &updates)
        }
        if current.heldByDoubleTap {
            // Android: the second touch of a double tap is the double tap's, wherever it went.
            current.tap.endAsSecondTap(at: t)
        }
        if current.pan.isActive {
            let velocity = configuration.releaseVelocity.velocity(of: lastTouch, in: velocityTracker)
                .map { configuration.flingTest.clamp($0, to: configuration.maximumFlickVelocity) }
            let kind = current.pan.release(
                velocity: velocity,
                minimumFlickVelocity: configuration.minimumFlickVelocity, test: configuration.flingTest)
            var gesture = record(current, kind: kind, state: .ended, tEnd: t)
            gesture.releaseVelocity = velocity
            if let progress, progress.drives(current.pan.directionAtRecognition) {
                gesture.progress = progress.progress(translation: current.translation)
            }
            gestures.append(gesture)
            groupGestureIndices.append(gestures.count - 1)
            emit(kind, .ended, at: t, touches: current, velocity: velocity, into: &updates)
            doubleTap.otherGestureEnded()
            return
        }
        let state = current.tap.allFingersLifted(at: t)
        let kind = current.tap.kind
        gestures.append(record(current, kind: kind, state: state, tEnd: t))
        groupGestureIndices.append(gestures.count - 1)
        emit(kind, state, at: t, touches: current, into: &updates)
        guard kind == .tap, state == .ended, current.touchIds.count == 1 else {
            doubleTap.otherGestureEnded()
            return
        }
        let tap = DoubleTapRecognizer.FirstTap(
            touchId: current.touchIds[0], tBegin: current.tBegin,
            down: current.start, tUp: t)
        if let first = doubleTap.tapEnded(tap) {
            recordDoubleTap(first: first, second: current, at: t, into: &updates)
        }
    }

    /// Marks the two taps and inserts the double-tap record right after the first one (the
    /// second tap is the record just appended, and nothing can come between them).
    private mutating func recordDoubleTap(
        first: DoubleTapRecognizer.FirstTap, second: TouchGroup, at t: Double,
        into updates: inout [GestureUpdate]
    ) {
        let secondIndex = gestures.count - 1
        gestures[secondIndex].doubleTapRole = .second
        if secondIndex > 0 { gestures[secondIndex - 1].doubleTapRole = .first }
        let end = second.location
        let doubleTapRecord = Gesture(
            kind: .doubleTap, touchIds: [first.touchId, second.touchIds[0]], tBegin: first.tBegin,
            tRecognized: second.heldByDoubleTap ? second.tBegin : t, tEnd: t, start: first.down, end: end,
            translation: end - first.down, state: .ended,
            consumedTaps: [
                TapReference(touchId: first.touchId, tBegin: first.tBegin),
                TapReference(touchId: second.touchIds[0], tBegin: second.tBegin),
            ])
        gestures.insert(doubleTapRecord, at: secondIndex)
        groupGestureIndices[groupGestureIndices.count - 1] += 1
        updates.append(
            GestureUpdate(
                kind: .doubleTap, state: .ended, t: t, touchId: first.touchId,
                touchCount: 0, location: end, translation: end - first.down))
    }

    private func record(_ group: TouchGroup, kind: GestureKind, state: GestureState, tEnd: Double? = nil) -> Gesture {
        let isPan = kind == .pan || kind == .swipe
        let tRecognized = isPan ? group.pan.tRecognized : group.tap.tRecognized
        return Gesture(
            kind: kind, touchIds: group.touchIds, tBegin: group.tBegin, tRecognized: tRecognized,
            tEnd: group.cancelledAt ?? tEnd, start: group.start, end: group.location,
            translation: group.translation,
            direction: isPan ? GestureDirection(translation: group.translation) : .none,
            state: state)
    }

    private func emit(
        _ kind: GestureKind, _ state: GestureState, at t: Double,
        into updates: inout [GestureUpdate]
    ) {
        guard let group else { return }
        emit(kind, state, at: t, touches: group, into: &updates)
    }

    private func emit(
        _ kind: GestureKind, _ state: GestureState, at t: Double, touches group: TouchGroup,
        velocity: Velocity? = nil, into updates: inout [GestureUpdate]
    ) {
        updates.append(
            GestureUpdate(
                kind: kind, state: state, t: t, touchId: group.touchIds[0],
                touchCount: group.fingers.count, location: group.location,
                translation: group.translation, velocity: velocity))
    }
}
