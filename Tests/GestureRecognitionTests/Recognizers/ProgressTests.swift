import GestureRecognition
import Testing
import TraceModel
import _TestSupport

struct ProgressTests {
    let viewer = PanProgress.scene(SceneInfo(transitionDistance: 400, initial: .destination))

    @Test(arguments: [
        (0.0, 1.0), (100.0, 0.75), (400.0, 0.0), (600.0, 0.0), (-100.0, 1.0),
    ])
    func downwardPanOnTheDestinationDecreasesProgress(dy: Double, expected: Double) {
        #expect(viewer.progress(translation: Point(x: 0, y: dy)) == expected)
    }

    @Test(arguments: [(0.5, -100.0, 0.75), (0.5, 100.0, 0.25), (0.1, 100.0, 0.0), (0.9, -100.0, 1.0)])
    func grabAndClamp(grab: Double, dy: Double, expected: Double) {
        #expect(viewer.progress(translation: Point(x: 0, y: dy), grab: grab) == expected)
    }

    @Test func horizontalTranslationDoesNotMoveAVerticalTransition() {
        #expect(viewer.progress(translation: Point(x: 300, y: 0)) == 1)
        let horizontal = PanProgress(axis: .horizontal, sign: 1, distance: 200)
        #expect(horizontal.progress(translation: Point(x: 50, y: 300)) == 0.25)
    }

    @Test func gestureProgressIsMeasuredFromTheDownPoint() throws {
        // Slop 10 crossed at y+20; release at y+100: p = 1 - 100/400, not 1 - 80/400.
        let script = TouchScript().down(0).move(10, 1, 100, 120).move(20, 1, 100, 160).move(30, 1, 100, 200)
            .up(30, 1, 100, 200)
        let gesture = try #require(script.recognize(progress: viewer).only)
        #expect(gesture.progress == 0.75)
    }

    @Test func onlyPansAlongTheAxisCarryProgress() throws {
        let horizontal = TouchScript.drag(by: Point(x: 100, y: 0)).recognize(progress: viewer)
        #expect(horizontal.only?.progress == nil)
        let tap = TouchScript().down(0).up(50).recognize(progress: viewer)
        #expect(tap.only?.progress == nil)
        let noScene = TouchScript.drag(by: Point(x: 0, y: 100)).recognize()
        #expect(noScene.only?.progress == nil)
    }
}
