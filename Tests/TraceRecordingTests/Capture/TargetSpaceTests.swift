import Testing
import TraceModel
import TraceRecording

/// Regions given in a scroll view's content space (`.traceSpace`, `.traceTarget(_:in:space:)`):
/// scrolling moves one origin and rewrites no region (docs/recording.md "Cost").
@MainActor
struct TargetSpaceTests {
    /// A grid of 3 x 20 cells of 130 pt in a scroll view whose content starts at y = 100.
    private func grid() -> TraceTargetRegions {
        let regions = TraceTargetRegions()
        regions.setSpace("grid", frame: .init(x: 0, y: 100, width: 390, height: 2600))
        for index in 0..<60 {
            let frame = TraceTargetRegions.Frame(
                x: Double(index % 3) * 130, y: Double(index / 3) * 130, width: 130, height: 130)
            regions.set("cell:\(index)", frame: frame, in: "grid")
        }
        return regions
    }

    @Test func scrollingMovesTheSpaceAndRewritesNoRegion() {
        let regions = grid()
        let laidOut = regions.updates
        #expect(regions.target(at: Point(x: 10, y: 110)) == "cell:0")
        // 100 scrolled frames of 5 pt: the content moves up 500 pt, the cells stay put in it.
        for frame in 1...100 {
            regions.setSpace("grid", frame: .init(x: 0, y: 100 - 5 * Double(frame), width: 390, height: 2600))
        }
        #expect(regions.updates == laidOut)
        // Resolved where the content is now: y 110 in the window is y 510 in the grid, row 3.
        #expect(regions.target(at: Point(x: 10, y: 110)) == "cell:9")
        #expect(regions.target(at: Point(x: 270, y: 110)) == "cell:11")
    }

    @Test func aRegionInAnUnknownSpaceHoldsNoTouch() {
        let regions = grid()
        regions.set("viewer", frame: .init(x: 0, y: 0, width: 390, height: 844), zIndex: -1)
        regions.removeSpace("grid")
        #expect(regions.target(at: Point(x: 10, y: 110)) == "viewer")
        regions.setSpace("grid", frame: .init(x: 0, y: 100, width: 390, height: 2600))
        #expect(regions.target(at: Point(x: 10, y: 110)) == "cell:0")
    }
}
