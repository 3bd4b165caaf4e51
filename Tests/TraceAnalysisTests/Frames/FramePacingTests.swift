import Testing

@testable import TraceAnalysis

/// `FramePacing` and `ProgressStepping` on frame sequences built by hand (docs/analysis.md "Frames").
@Suite("Frame pacing and progress stepping rules")
struct FramePacingTests {
    /// Display-link frames every `period` ms from 0, skipping the refreshes in `dropped`.
    static func frames(period: Double, count: Int, dropped: Set<Int> = [], target: Bool = true) -> [PresentedFrame] {
        (0..<count).filter { !dropped.contains($0) }.map { k in
            PresentedFrame(t: Double(k) * period, target: target ? Double(k + 1) * period : nil)
        }
    }

    static func pacing(_ frames: [PresentedFrame], period: Double) -> FramePacing {
        var pacing = FramePacing(period: period)
        for frame in frames { pacing.add(frame) }
        return pacing
    }

    @Test("consecutive late frames are one hitch; lateness is summed; dropped frames from intervals")
    func consecutiveLateFramesAreOneHitch() {
        // Refreshes 3 and 4 dropped (frame 5 is 2 periods late), then 7 dropped (frame 8 late by 1, not
        // consecutive with 5: frame 6 was on time).
        let pacing = Self.pacing(Self.frames(period: 10, count: 10, dropped: [3, 4, 7]), period: 10)
        #expect(pacing.hitches == 2)
        #expect(pacing.hitchTimeMs == 30)
        #expect(pacing.droppedFrames == 3)
        #expect(pacing.hitchTimeRatio(durationMs: 100) == 300)
    }

    @Test("two late frames in a row count as one hitch")
    func lateRun() {
        // Frames at 0, 20 (target 10: late 10), 40 (after target 30: late 10): one run.
        let frames = [0.0, 20, 40, 50].map { PresentedFrame(t: $0, target: $0 + 10) }
        let pacing = Self.pacing(frames, period: 10)
        #expect(pacing.hitches == 1 && pacing.hitchTimeMs == 20 && pacing.droppedFrames == 2)
    }

    @Test("without targets the previous frame plus the period is expected; jitter under half a period is on time")
    func noTargetsAndJitter() {
        let frames = [0.0, 8.7, 16.6, 33.4].map { PresentedFrame(t: $0, target: nil) }
        let pacing = Self.pacing(frames, period: 8.333)
        #expect(pacing.hitches == 1)
        #expect(abs(pacing.hitchTimeMs - (33.4 - 16.6 - 8.333)) < 1e-9)
        #expect(pacing.droppedFrames == 1)
    }

    /// The progress a timer of `timerHz` sets, sampled on every frame of a `displayHz` display for `frames` frames.
    static func timerProgress(timerHz: Double, displayHz: Double, frames: Int) -> ProgressStepping {
        var stepping = ProgressStepping()
        for k in 0..<frames {
            let t = Double(k) * 1000 / displayHz
            let ticks = (t * timerHz / 1000 + 1e-9).rounded(.down)
            stepping.add(progress: min(1, 0.05 * ticks))
        }
        return stepping
    }

    @Test("a 60 Hz Timer on a 120 Hz display and a 20 Hz Timer on a 60 Hz display are stepped")
    func timersAreStepped() {
        let sixtyOn120 = Self.timerProgress(timerHz: 60, displayHz: 120, frames: 40)
        #expect(sixtyOn120.stepped == true)
        #expect(sixtyOn120.staleFrameShare == 20.0 / 39)
        let twentyOn60 = Self.timerProgress(timerHz: 20, displayHz: 60, frames: 60)
        #expect(twentyOn60.stepped == true)
        #expect(twentyOn60.staleFrameShare == 40.0 / 59)
    }

    @Test("progress from elapsed time is not stepped, even with a hold in the middle")
    func timeBasedIsNotStepped() {
        var stepping = ProgressStepping()
        for k in 0..<30 { stepping.add(progress: Double(k) / 60) }
        for _ in 0..<20 { stepping.add(progress: 29.0 / 60) }  // a finger resting on it
        for k in 30..<60 { stepping.add(progress: Double(k) / 60) }
        #expect(stepping.stepped == false)
        #expect(stepping.staleFrameShare == 20.0 / 79)
    }

    @Test("fewer than three changes cannot show a cadence; no frames, no answer")
    func tooFewChanges() {
        var stepping = ProgressStepping()
        for progress in [0.0, 0, 0.5, 0.5, 1] { stepping.add(progress: progress) }
        #expect(stepping.stepped == false)
        #expect(ProgressStepping().stepped == nil && ProgressStepping().staleFrameShare == nil)
    }

    static func jumps(from start: Double?, _ progress: [Double]) -> ProgressJumps {
        var jumps = ProgressJumps(screenAtStart: start, at: 0, period: 10)
        for (index, value) in progress.enumerated() { jumps.add(progress: value, at: Double(index + 1) * 10) }
        return jumps
    }

    @Test("a first step out of line with the motion that follows is a start jump, less that motion")
    func startJumpIsADiscontinuity() {
        // Auto Layout's case: the screen rested at 0, the first frame shows 0.35, then 0.08 a frame.
        let wrongPlace = Self.jumps(from: 0, [0.35, 0.43, 0.51, 0.59])
        #expect(abs(wrongPlace.startJump! - 0.27) < 1e-9)
        #expect(ProgressJumps.isFlagged(wrongPlace.startJump!))
        #expect(wrongPlace.midJump == 0)
        // A fast start: the first step as large as the ones that follow (a flick, a fast finger).
        let fast = Self.jumps(from: 1, [0.85, 0.70, 0.55, 0.40])
        #expect(abs(fast.startJump!) < 1e-9 && fast.midJump! < 1e-9)
        // A first frame that shows the screen as it was: 0.
        #expect(Self.jumps(from: 0, [0, 0.01, 0.03]).startJump == 0)
        #expect(ProgressJumps.isFlagged(0.35) && !ProgressJumps.isFlagged(0.1) && !ProgressJumps.isFlagged(0))
    }

    @Test("a step out of line with both neighbours after the first frame is a mid jump; a timer's cadence is not")
    func midJump() {
        // A backdrop that flashes back by 0.4 in one frame while the rest moves 0.02 a frame.
        let flash = Self.jumps(from: 1, [0.98, 0.96, 0.56, 0.54, 0.52])
        #expect(abs(flash.midJump! - 0.38) < 1e-9)
        #expect(ProgressJumps.isFlagged(flash.midJump!))
        // A 20 Hz timer on a 60 Hz display: 0.15 every third frame is 0.05 a frame, no jump.
        let stepped = Self.jumps(from: 0, [0, 0, 0.15, 0.15, 0.15, 0.3, 0.3, 0.3, 0.45, 0.45, 0.45, 0.6])
        #expect(stepped.midJump! < 1e-9)
        // A late frame's step covers the refreshes it missed: a hitch, not a jump.
        var late = ProgressJumps(screenAtStart: 0, at: 0, period: 10)
        for (t, value) in [(10.0, 0.1), (20, 0.2), (40, 0.4), (50, 0.5)] { late.add(progress: value, at: t) }
        #expect(late.midJump! < 1e-9 && late.startJump! < 1e-9)
        // No frame, no answer.
        let none = ProgressJumps(screenAtStart: 0, at: 0, period: 10)
        #expect(none.startJump == nil && none.midJump == nil)
    }

    @Test("hitch time ratios are rated against 5 and 10 ms/s")
    func rating() {
        #expect(HitchRating(ratio: 4.99) == .good)
        #expect(HitchRating(ratio: 5) == .warning)
        #expect(HitchRating(ratio: 10) == .critical)
    }
}
