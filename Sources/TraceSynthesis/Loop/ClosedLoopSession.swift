import GestureRecognition
import TraceModel
import TransitionSimulation

/// One simulated user playing one scenario against one transition engine, frame by frame: the
/// user acts on what the engine displays, and the engine answers the user's touches.
///
/// **The loop.** On the header's frame grid (60 Hz), for each frame k at t_k:
/// 1. the user performs every gesture decided for a time whose frame is k (first down in frame k
///    or later, so the engine never sees an input for a frame it already rendered);
/// 2. every touch event whose frame is k is fed to the engine (`ClosedLoopEngine.feed`);
/// 3. the engine renders frame k (`advance(to:)`);
/// 4. the user sees it at its displayed time, t_k plus the render latency (one frame), as a
///    `ScreenObservation` (side at rest, transition in flight, progress), and decides: cues of
///    the script, answers, patience and retries (`ScriptRunner`).
///
/// **Stop.** When every step of the script is over (answered, given up, or performed), nothing is
/// left to feed and the engine rests; at the latest after `timeLimit` ms of trace time (touches
/// already planned are still fed, and the engine runs out with `finish()`).
///
/// **Determinism.** No clocks; the only randomness is the user's streams
/// (`SimulatedUser`, derived from the seed, the user's index and the scenario). The same inputs
/// give the same events, bit for bit.
package struct ClosedLoopSession: Sendable {
    /// The longest trace a session writes (ms): far beyond any script (a few seconds).
    package static let defaultTimeLimit = 20_000.0

    package var scenario: Scenario
    package var engine: EngineKind
    package var user: Int
    package var seed: UInt64
    package var parameters: HumanParameters
    package var configuration: EngineConfiguration
    package var timeLimit: Double

    /// - Precondition: `engine` is `fluid` or `legacy` (the recorded engine has nothing to
    ///   answer with), `user` ≥ 0.
    package init(
        scenario: Scenario, engine: EngineKind, user: Int, seed: UInt64,
        parameters: HumanParameters = .default, configuration: EngineConfiguration = .default,
        timeLimit: Double = ClosedLoopSession.defaultTimeLimit
    ) {
        precondition(engine != .recorded, "a closed loop needs a simulated engine (fluid or legacy)")
        precondition(user >= 0, "user indices are non-negative")
        self.scenario = scenario
        self.engine = engine
        self.user = user
        self.seed = seed
        self.parameters = parameters
        self.configuration = configuration
        self.timeLimit = timeLimit
    }

    /// The header the trace is written with.
    package var header: TraceHeader {
        TraceHeader.synthesized(scenario: scenario, engine: engine, user: user, seed: seed)
    }

    /// Runs the loop and returns the trace.
    package func run() -> SynthesizedTrace {
        let header = self.header
        let clock = FrameClock(header: header, configuration: configuration)
        let latency = clock.renderLatencyFrames
        // The simulated app recognizes as its header's platform does, as `analyze` will read it.
        let recognition = RecognitionProfile.of(header).configuration(for: header)
        var simulation = engine.simulation(header: header, configuration: configuration, recognition: recognition)
        let person = SimulatedUser(seed: seed, index: user, scenario: scenario, parameters: parameters, header: header)
        var runner = ScriptRunner(user: person, initialSide: header.scene.initial)
        var pending: [TraceEvent] = []
        var fed: [TraceEvent] = []
        let lastFrame = clock.firstFrame(atOrAfter: timeLimit).index

        var k = clock.firstFrame(atOrAfter: 0).index
        while k <= lastFrame {
            while let t = runner.nextActionTime, clock.firstFrame(atOrAfter: t).index <= k {
                let events = runner.act()
                if let first = events.first {
                    precondition(
                        clock.firstFrame(atOrAfter: first.t).index >= k, "a gesture for a frame already rendered")
                }
                pending.append(contentsOf: events)
            }
            var feedCount = 0
            for event in pending {
                guard clock.firstFrame(atOrAfter: event.t).index <= k else { break }
                simulation.feed(event)
                fed.append(event)
                feedCount += 1
            }
            pending.removeFirst(feedCount)
            for frame in simulation.advance(to: clock.time(ofFrame: k)) {
                let index = clock.firstFrame(atOrAfter: frame.t).index
                runner.observe(
                    ObservedFrame(
                        t: clock.time(ofFrame: index + latency), side: frame.state.idleSide,
                        isTransitionInFlight: frame.state.isBusy, progress: frame.progress))
            }
            if runner.isDone, pending.isEmpty, runner.nextActionTime == nil, !simulation.state.isBusy { break }
            k += 1
        }
        for event in pending {
            simulation.feed(event)
            fed.append(event)
        }
        _ = simulation.finish()
        let result = simulation.result
        let events = SynthesizedTrace.merge(intents: runner.intents, touches: fed, transitions: result.emittedEvents)
        return SynthesizedTrace(header: header, events: events, result: result, steps: runner.outcomes)
    }
}
