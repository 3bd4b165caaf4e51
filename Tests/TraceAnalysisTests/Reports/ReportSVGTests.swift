import Testing
@testable import TraceAnalysis

/// The figures of report.html (`ReportSVG`): end labels of CDFs that end together stay readable.
@Suite("report.html figures")
struct ReportSVGTests {
    @Test("labels of curves that end together are a line apart; one with room stays at its curve's end")
    func labelsDoNotOverlap() {
        let placed = ReportSVG.labelPositions([16, 16, 26.4, 200])
        #expect(placed[0] == 16 && placed[1] == 27 && placed[2] == 38 && placed[3] == 200)
        // Near the bottom edge the run moves up instead of off the figure.
        let bottom = ReportSVG.labelPositions([ReportSVG.height - 5, ReportSVG.height - 5])
        #expect(bottom[1] <= ReportSVG.height - ReportSVG.labelGap)
        #expect(bottom[1] - bottom[0] >= ReportSVG.labelGap)
    }

    @Test("two engines whose curves both reach 100 % get labels at different heights")
    func cdfLabels() {
        let svg = ReportSVG.cdf(
            [
                (ReportSVG.Series(name: "legacy", index: 0), [10, 20, 30]),
                (ReportSVG.Series(name: "fluid", index: 1), [5, 15, 25]),
            ], xLabel: "ms", titleID: "t", descID: "d")
        let ys = svg.split(separator: "<text class=\"label\"").dropFirst().compactMap { part -> String? in
            guard let start = part.range(of: "y=\""), let end = part[start.upperBound...].firstIndex(of: "\"") else {
                return nil
            }
            return String(part[start.upperBound..<end])
        }
        #expect(ys.count == 2)
        #expect(Set(ys).count == 2)
    }
}
