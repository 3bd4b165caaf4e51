import GestureRecognition
import Testing
import TraceModel
import TransitionSimulation

/// One recognition feeds every engine: replaying a `RecognizedTrace` gives what replaying the
/// raw input gives, and the result carries that recognition.
@Suite("One recognition for every engine")
struct RecognizedTraceTests {
    @Test(arguments: ScenarioTraces.all)
    func sameAsReplayingTheInput(_ name: String) throws {
        let input = try ScenarioTraces.load(name)
        let trace = RecognizedTrace(input, recognition: .default)
        #expect(
            trace.touches.gestures
                == GestureRecognizer.recognize(input.events, header: input.header, configuration: .default))
        for kind in EngineKind.allCases {
            let shared = kind.engine(recognition: .default).replay(trace)
            #expect(shared == kind.engine(recognition: .default).replay(input))
            #expect(shared.touches == trace.touches)
            #expect(shared.decisions.count == trace.touches.sequences.count)
            #expect(shared.clock == FrameClock(input: input))
        }
    }

    @Test("each transition's steps say where it headed, as its emitted events do", arguments: ScenarioTraces.all)
    func stepsMatchTheEmittedEvents(_ name: String) throws {
        let result = EngineKind.fluid.engine(recognition: .default).replay(try ScenarioTraces.load(name))
        for record in result.transitions {
            let events = result.emittedEvents.compactMap { event -> (Double, TransitionEvent)? in
                guard let transition = event.transitionEvent, transition.id == record.id.rawValue else { return nil }
                return transition.event == .progress || transition.event == .ended ? nil : (event.t, transition)
            }
            #expect(record.steps.map(\.t) == events.map(\.0))
            #expect(record.steps.map(\.kind.rawValue) == events.map(\.1.event.rawValue))
        }
    }
}
