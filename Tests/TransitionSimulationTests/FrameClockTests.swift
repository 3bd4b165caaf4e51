import Testing
import TraceModel
import TransitionSimulation

@Suite("Frame clock")
struct FrameClockTests {
    let sixty = FrameClock(refreshHz: 60)
    let oneTwenty = FrameClock(refreshHz: 120)

    @Test func gridTimesAreProductsNotSums() {
        let period = 1000 / 60.0
        #expect(sixty.time(ofFrame: 3) == 3 * period)
        #expect(sixty.time(ofFrame: 1_000_000) == 1_000_000 * period)
        #expect(oneTwenty.time(ofFrame: 7) == 7 * (1000 / 120.0))
    }

    @Test func inputIsAppliedAtTheFirstFrameAtOrAfterIt() {
        #expect(sixty.firstFrame(atOrAfter: 0).index == 0)
        #expect(sixty.firstFrame(atOrAfter: 0.001).index == 1)
        #expect(sixty.firstFrame(atOrAfter: 16).index == 1)
        #expect(sixty.firstFrame(atOrAfter: 17).index == 2)
        #expect(sixty.firstFrame(atOrAfter: -10) == FrameClock.Frame(index: 0, t: 0))
    }

    @Test func inputExactlyOnAFrameIsAppliedInThatFrame() {
        // 50 ms is frame 3 at 60 Hz although 3 · (1000 / 60) is not exactly 50 in binary.
        #expect(sixty.firstFrame(atOrAfter: 50).index == 3)
        #expect(sixty.firstFrame(atOrAfter: sixty.time(ofFrame: 3)).index == 3)
        #expect(sixty.firstFrame(atOrAfter: 1000).index == 60)
        // Within the 1 ns tolerance above a frame still counts as on it; beyond it does not.
        #expect(sixty.firstFrame(atOrAfter: 1000 / 60.0 + 5e-7).index == 1)
        #expect(sixty.firstFrame(atOrAfter: 1000 / 60.0 + 1e-3).index == 2)
    }

    @Test func oneHundredTwentyHertz() {
        #expect(oneTwenty.firstFrame(atOrAfter: 25).index == 3)  // 3 · 8.333… = 25
        #expect(oneTwenty.firstFrame(atOrAfter: 25.001).index == 4)
        #expect(oneTwenty.firstFrame(atOrAfter: 8.3).index == 1)
        #expect(oneTwenty.displayTime(forInputAt: 25) == 4 * (1000 / 120.0))
        #expect(oneTwenty.frames(from: 0, through: 100).map(\.index) == Array(0...12))
    }

    @Test func displayedResponseIsOneFrameLater() {
        #expect(sixty.displayFrame(forInputAt: 50).index == 4)
        #expect(sixty.displayTime(forInputAt: 50) == 4 * (1000 / 60.0))
        #expect(sixty.displayTime(forInputAt: 0) == 1000 / 60.0)
        let noLatency = FrameClock(refreshHz: 60, renderLatencyFrames: 0)
        #expect(noLatency.displayTime(forInputAt: 50) == 3 * (1000 / 60.0))
        let twoFrames = FrameClock(refreshHz: 60, renderLatencyFrames: 2)
        #expect(twoFrames.displayFrame(forInputAt: 50).index == 5)
    }

    @Test func frameAfterAndIteration() {
        let frame = sixty.firstFrame(atOrAfter: 20)
        #expect(sixty.frame(after: frame) == sixty.frame(3))
        #expect(sixty.frames(from: 0, through: 50).map(\.index) == [0, 1, 2, 3])
        #expect(sixty.frames(from: 1, through: 16).map(\.index) == [])
        #expect(Array(sixty.frames(from: 20, through: 10)).isEmpty)
    }

    @Test func explicitFramesAreUsedAsGiven() {
        let clock = FrameClock(frameTimes: [0, 16, 33, 50])
        #expect(!clock.isGrid)
        #expect(clock.firstFrame(atOrAfter: 16) == FrameClock.Frame(index: 1, t: 16))
        #expect(clock.firstFrame(atOrAfter: 16.5) == FrameClock.Frame(index: 2, t: 33))
        #expect(clock.firstFrame(atOrAfter: 50).index == 3)
        #expect(clock.displayTime(forInputAt: 20) == 50)
    }

    @Test func explicitFramesEndingBeforeTheInputContinueOnTheLastInterval() {
        let clock = FrameClock(frameTimes: [0, 16, 33, 50])  // last interval 17 ms
        #expect(clock.firstFrame(atOrAfter: 51) == FrameClock.Frame(index: 4, t: 67))
        #expect(clock.firstFrame(atOrAfter: 100) == FrameClock.Frame(index: 6, t: 101))
        #expect(clock.firstFrame(atOrAfter: 84) == FrameClock.Frame(index: 5, t: 84))
        // The displayed response of the last explicit frame is the first continued one.
        #expect(clock.displayTime(forInputAt: 50) == 67)
        #expect(clock.time(ofFrame: 1_000) == 50 + 997 * 17)
        #expect(clock.frames(from: 40, through: 90).map(\.t) == [50, 67, 84])
    }

    @Test func explicitFramesBeforeTheFirstAndDegenerateLists() {
        let late = FrameClock(frameTimes: [10, 20])
        #expect(late.firstFrame(atOrAfter: 3) == FrameClock.Frame(index: 0, t: 10))
        // Sorted and de-duplicated.
        let messy = FrameClock(frameTimes: [33, 0, 16, 16])
        #expect(messy.explicitTimes == [0, 16, 33])
        #expect(messy.period == 17)
        // One frame: continued at the fallback rate.
        let single = FrameClock(frameTimes: [5], fallbackRefreshHz: 120)
        #expect(single.firstFrame(atOrAfter: 6) == FrameClock.Frame(index: 1, t: 5 + 1000 / 120.0))
        // None: the fallback grid.
        let none = FrameClock(frameTimes: [], fallbackRefreshHz: 120)
        #expect(none.isGrid && none == oneTwenty)
    }

    @Test func clockForAReplay() {
        let header = TraceHeader(device: DeviceInfo(refreshHz: 120))
        let touches = [TraceEvent(t: 3, .touch(TouchEvent(id: 1, phase: .began, location: Point(x: 1, y: 2))))]
        #expect(FrameClock(input: ReplayInput(header: header, events: touches)) == oneTwenty)
        let framed = ReplayInput(
            header: header, events: touches + [TraceEvent(t: 4, .frame()), TraceEvent(t: 21, .frame())])
        #expect(FrameClock(input: framed).explicitTimes == [4, 21])
        var configuration = EngineConfiguration.default
        configuration.display = .init(renderLatencyFrames: 0, refreshHz: 60)
        let overridden = FrameClock(input: framed, configuration: configuration)
        #expect(overridden == FrameClock(refreshHz: 60, renderLatencyFrames: 0))
    }
}
