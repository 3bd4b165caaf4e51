import TraceModel

/// One simulated user of the `highlight-onboarding` scenario: an open-loop script on the
/// onboarding screen (`OnboardingScreen`), no transition engine: the header's scene is `other`,
/// so analysis recognizes the touches and walks the flows but replays no engine and scores no
/// intents. The user double taps a sentence (sometimes single taps it first),
/// waits for the 2 s tip (sometimes starts dragging during it), drags along the sentence, picks a
/// colour and taps the memo button; before each gesture step they may hesitate or give up and
/// leave (the trace then ends 1 to 3 s later).
///
/// Ground truth is written as `marker` events, from what the user did, never from recognition:
/// `onboarding.shown` at 0; `onboarding.step` {step, wrong, touchesDuringWait} when a step
/// completes (a gesture step at the last up of its gesture, the tip when it elapses);
/// `onboarding.gave-up` {step} when the user decides to leave, and `onboarding.left` at the end.
package struct OnboardingSession: Sendable {
    /// The `meta.scenario` of the traces and the `synth --scenario` name.
    package static let scenarioName = "highlight-onboarding"

    package var user: Int
    package var seed: UInt64
    package var behaviour: OnboardingBehaviour
    package var parameters: HumanParameters

    package init(
        user: Int, seed: UInt64, behaviour: OnboardingBehaviour = .default, parameters: HumanParameters = .default
    ) {
        self.user = user
        self.seed = seed
        self.behaviour = behaviour
        self.parameters = parameters
    }

    /// `highlight-onboarding/user<NN>.jsonl` with NN zero-padded to `width` digits.
    package static func relativePath(user: Int, width: Int = 2) -> String {
        "\(scenarioName)/user\(SyntheticCorpus.userNumber(user, width: width)).jsonl"
    }

    package var header: TraceHeader {
        let seedValue: JSONValue = seed <= 1 << 53 ? .number(Double(seed)) : .string(String(seed))
        return TraceHeader(
            device: DeviceInfo(model: "simulated", refreshHz: 60, touchHz: 120), screen: .defaultScreen,
            scene: SceneInfo(kind: .other, screen: .defaultScreen),
            meta: .object([
                JSONMember("scenario", .string(Self.scenarioName)), JSONMember("user", .number(Double(user))),
                JSONMember("seed", seedValue), JSONMember("generator", .string(TraceHeader.synthesisGenerator)),
            ]))
    }

    /// The header and the events, in time order (markers before touches at equal times).
    package func run() -> (header: TraceHeader, events: [TraceEvent]) {
        var random = SeededGenerator(seed: seed).fork(label: Self.scenarioName).fork(index: UInt64(user))
        let header = header
        let motor = Motor(parameters: parameters, header: header)
        var script = Script()
        script.mark(0, "onboarding.shown")
        let sentence = OnboardingScreen.sentence(random.index(below: 5))
        var t = 0.0
        var nextID = 1

        func pause() -> Double {
            var delay = random.uniform(in: behaviour.reaction)
            if random.bernoulli(behaviour.hesitate) { delay += random.uniform(1500, 4000) }
            return delay
        }
        func id() -> Int {
            defer { nextID += 1 }
            return nextID
        }
        /// Whether the user leaves at `step` instead of doing it.
        func leaves(_ step: String) -> Bool {
            guard random.bernoulli(behaviour.giveUp) else { return false }
            t += pause()
            script.mark(t, "onboarding.gave-up", [JSONMember("step", .string(step))])
            script.mark(t + random.uniform(1000, 3000), "onboarding.left")
            return true
        }
        func drag(at start: Double) -> [TraceEvent] {
            motor.pan(
                from: sentence.point, direction: Point(x: 1, y: 0), distance: random.uniform(90, 160),
                peakSpeed: random.uniform(250, 450), lift: .atRest(hold: random.uniform(80, 160)), startingAt: start,
                id: id(), target: sentence.target, using: &random)
        }

        // 1. Double tap the sentence (sometimes a single tap first: a wrong gesture).
        if leaves("double-tap") { return (header, script.events) }
        t += pause()
        var wrong = 0
        if random.bernoulli(behaviour.singleTapFirst) {
            let tap = motor.tap(at: sentence.point, startingAt: t, id: id(), target: sentence.target, using: &random)
            script.touches += tap
            wrong = 1
            t = (tap.last?.t ?? t) + random.uniform(600, 1200)
        }
        let first = id()
        let double = motor.doubleTap(
            first: sentence.point, second: sentence.point, gap: random.uniform(80, 180), startingAt: t, firstID: first,
            secondID: id(), targets: (sentence.target, sentence.target), using: &random)
        script.touches += double
        t = double.last?.t ?? t
        script.step(t, "double-tap", wrong: wrong)

        // 2. The tip shows for 2 s; an eager user starts dragging meanwhile.
        let tipEnd = t + OnboardingScreen.tipMs
        var early = 0
        if random.bernoulli(behaviour.dragDuringTip) {
            let eager = drag(at: t + random.uniform(300, OnboardingScreen.tipMs - 300))
            script.touches += eager
            early = 1
            t = max(tipEnd, eager.last?.t ?? t)
        } else {
            t = tipEnd
        }
        script.step(tipEnd, "tip", touchesDuringWait: early)

        // 3. Drag along the sentence; 4. pick a colour; 5. tap the memo button.
        if leaves("drag") { return (header, script.events) }
        let dragged = drag(at: t + pause())
        script.touches += dragged
        t = dragged.last?.t ?? t
        script.step(t, "drag")
        for (step, target) in [
            ("pick-colour", OnboardingScreen.colour(random.index(below: 3))), ("add-memo", OnboardingScreen.memo),
        ] {
            if leaves(step) { return (header, script.events) }
            let tap = motor.tap(
                at: target.point, startingAt: t + pause(), id: id(), target: target.target, using: &random)
            script.touches += tap
            t = tap.last?.t ?? t
            script.step(t, step)
        }
        script.mark(t + random.uniform(500, 1500), "onboarding.left")
        return (header, script.events)
    }

    /// The markers and touches written so far.
    private struct Script {
        var markers: [TraceEvent] = []
        var touches: [TraceEvent] = []

        mutating func mark(_ t: Double, _ name: String, _ fields: [JSONMember] = []) {
            markers.append(TraceEvent(t: t, .marker(name: name, fields: fields)))
        }

        mutating func step(_ t: Double, _ name: String, wrong: Int = 0, touchesDuringWait: Int = 0) {
            mark(
                t, "onboarding.step",
                [
                    JSONMember("step", .string(name)), JSONMember("wrong", .number(Double(wrong))),
                    JSONMember("touchesDuringWait", .number(Double(touchesDuringWait))),
                ])
        }

        /// Markers and touches by time; markers first at equal times.
        var events: [TraceEvent] { SynthesizedTrace.merge(intents: markers, touches: touches, transitions: []) }
    }
}
