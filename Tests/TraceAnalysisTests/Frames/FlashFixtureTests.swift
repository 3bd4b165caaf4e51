import Testing
import TraceAnalysis
import TraceModel
import TraceReading
import _TestSupport

/// Out-and-back steps (docs/analysis.md "Frames", `ProgressJumps`): the frame fixtures of
/// `Tests/Fixtures/frames/`, each with its answer worked out by hand in its `meta.note`, measured
/// on the recorded engine.
@Suite("Flashes: a step out and straight back is a jump, whatever the neighbours")
struct FlashFixtureTests {
    /// The frame figures of the fixture's single recorded transition (`Tests/Fixtures/frames/NAME`).
    static func frames(_ name: String) throws -> TransitionFrames {
        try FrameFixtureTests.frames(name, at: TestPaths.fixture("frames/\(name)").path)
    }

    @Test("a photo blanked for one frame: the excursion of 0.40, less the 0.05 a frame around it")
    func oneFrameBlank() throws {
        let frames = try Self.frames("flash-one-frame-blank-60hz.jsonl")
        #expect(abs(frames.midJump! - 0.35) < 1e-9)
        #expect(frames.midJumped == true)
        #expect(frames.startJump == 0)
    }

    @Test("a flash back held for two frames: the shorter step's one frame of motion is explained")
    func flashBackTwoFrames() throws {
        let frames = try Self.frames("flash-back-two-frames-60hz.jsonl")
        #expect(abs(frames.midJump! - 0.25) < 1e-9)
        #expect(frames.midJumped == true)
        #expect(frames.startJump == 0)
    }

    @Test("a step that stays is one step out of line, measured as before")
    func stepThatStays() throws {
        let frames = try Self.frames("step-that-stays-60hz.jsonl")
        #expect(abs(frames.midJump! - 0.35) < 1e-9)
        #expect(frames.midJumped == true)
    }

    @Test("out and back against the accumulator: at the start, a finger's reversal, a flicker")
    func accumulator() {
        // The first frame flashes to 0.5 and comes straight back to 0.03, then 0.03 a frame.
        let startFlash = FramePacingTests.jumps(from: 0, [0.5, 0.03, 0.06, 0.09])
        #expect(abs(startFlash.startJump! - 0.44) < 1e-9)
        #expect(startFlash.midJump! < 1e-9)
        // A finger that turns back moves no further in the turn than around it: no jump.
        let reversal = FramePacingTests.jumps(from: 0, [0.04, 0.08, 0.12, 0.09, 0.05, 0.01])
        #expect(reversal.midJump! < 1e-9 && reversal.startJump! < 1e-9)
        // A flicker that goes on frame after frame explains itself (documented, not a jump).
        let flicker = FramePacingTests.jumps(from: 0, [0.05, 0.35, 0.05, 0.35, 0.05, 0.35, 0.05])
        #expect(!ProgressJumps.isFlagged(flicker.midJump!))
    }
}
