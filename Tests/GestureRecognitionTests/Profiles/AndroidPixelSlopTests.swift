import GestureRecognition
import Testing
import TraceModel
import _TestSupport

/// Android's `GestureDetector` measures in whole pixels (`SlopGeometry.androidPixels`): pixel
/// deltas truncated to `int`, squared and compared with the square of a slop rounded to whole
/// pixels (`getDimensionPixelSize`). Each case restates a line of
/// `core/java/android/view/GestureDetector.java` at a real density.
struct AndroidPixelSlopTests {
    /// A Pixel-class density: 420 dpi, 2.625 pixels per dp.
    static let density = 2.625
    static let android = AndroidProfile.configuration.fitted(to: header(platform: .android, scale: density))

    static func header(platform: DevicePlatform?, scale: Double?) -> TraceHeader {
        var header = TraceHeader(clock: .milliseconds)
        header.device.platform = platform
        header.device.scale = scale
        return header
    }

    @Test("slops in whole pixels: (int) (dp * density + 0.5), at least 1")
    func thresholds() {
        let geometry = SlopGeometry.androidPixels(density: Self.density)
        #expect(geometry.threshold(8) == 21)  // 21.5 rounds down: TOUCH_SLOP 8 dp
        #expect(geometry.threshold(100) == 263)  // 262.5 + 0.5: DOUBLE_TAP_SLOP 100 dp
        #expect(geometry.threshold(0.1) == 1)
        #expect(geometry.threshold(0) == 0)
        // Without a density, points.
        #expect(SlopGeometry.androidPixels(density: nil).threshold(8) == 8)
        #expect(SlopGeometry.points.length(of: Point(x: 3, y: 4)) == 5)
    }

    @Test("a tap that moved 8.3 dp: 21.79 px truncated to 21 is still in the tap region")
    func truncatedDeltaStaysATap() {
        let script = TouchScript().down(0, 1, 100, 100).move(40, 1, 108.3, 100).up(80, 1, 108.3, 100)
        #expect(script.recognize(Self.android).map(\.kind) == [.tap])
        // Exact distances (and Android before the trace gives its density) say it left the slop.
        #expect(script.recognize(AndroidProfile.configuration).map(\.kind) != [.tap])
        // 8.4 dp is 22.05 px, truncated to 22: out of the tap region.
        let farther = TouchScript().down(0, 1, 100, 100).move(40, 1, 108.4, 100).up(80, 1, 108.4, 100)
        #expect(farther.recognize(Self.android).map(\.kind) != [.tap])
    }

    @Test("the double-tap slop truncates each coordinate before the difference")
    func doubleTapSlopPerCoordinate() {
        let geometry = SlopGeometry.androidPixels(density: 1)
        // (int) 10.9 - (int) 0.2 = 10, where the exact difference is 10.7.
        #expect(geometry.separation(Point(x: 10.9, y: 0), Point(x: 0.2, y: 0)) == 10)
        // Downs 100.1 dp apart: (int) 263.03 - (int) 525.79 = -262, inside the 263 px slop, where the
        // exact distance is past the 100 dp slop; 100.8 dp apart is 264 px, outside.
        func isDoubleTap(secondX: Double, _ configuration: RecognitionConfiguration) -> Bool {
            TouchScript().down(0, 1, 100.2, 100).up(60, 1, 100.2, 100).down(200, 2, secondX, 100)
                .up(260, 2, secondX, 100).recognize(configuration).contains { $0.kind == .doubleTap }
        }
        #expect(isDoubleTap(secondX: 200.3, Self.android))
        #expect(!isDoubleTap(secondX: 200.3, AndroidProfile.configuration))
        #expect(!isDoubleTap(secondX: 201, Self.android))
    }

    @Test("only an Android recording with a density measures in pixels; a web page's CSS pixels are floats")
    func fittedToTheHeader() {
        let android = AndroidProfile.configuration
        #expect(
            android.fitted(to: Self.header(platform: .android, scale: 3)).slopGeometry == .androidPixels(density: 3))
        #expect(android.fitted(to: Self.header(platform: .web, scale: 3)).slopGeometry == .androidPixels(density: nil))
        #expect(
            android.fitted(to: Self.header(platform: .android, scale: nil)).slopGeometry == .androidPixels(density: nil)
        )
        #expect(
            UIKitProfile.configuration.fitted(to: Self.header(platform: .android, scale: 3)).slopGeometry == .points)
        #expect(
            RecognitionProfile.android.configuration(for: Self.header(platform: .android, scale: 2)).slopGeometry
                == .androidPixels(density: 2))
    }
}
