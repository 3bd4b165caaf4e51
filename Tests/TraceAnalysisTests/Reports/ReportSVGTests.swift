import Testing
import TraceModel

@testable import TraceAnalysis

/// The figures of report.html (`ReportSVG`): end labels of CDFs that end together stay readable,
/// and a curve of many values draws what a step per value would, in bounded steps.
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

    /// The pen's positions along a path of `M`, `H` and `V` commands, a position repeated in a
    /// row once: what is drawn.
    static func pen(_ d: Substring) -> [String] {
        var (x, y) = ("", "")
        var positions: [String] = []
        for command in d.split(separator: " ") {
            switch command.first {
            case "M":
                let parts = command.dropFirst().split(separator: ",")
                (x, y) = (String(parts[0]), String(parts[1]))
            case "H": x = String(command.dropFirst())
            case "V": y = String(command.dropFirst())
            default: Issue.record("unexpected command \(command)")
            }
            if positions.last != "\(x),\(y)" { positions.append("\(x),\(y)") }
        }
        return positions
    }

    /// Every step of every value, as the curve was once drawn: a command per value and axis.
    static func everyStep(_ values: [Double], xMax: Double) -> Substring {
        let sorted = values.sorted()
        var d = "M\(ReportSVG.x(0, xMax)),\(ReportSVG.y(0, 1))"
        for (index, value) in sorted.enumerated() where value.isFinite {
            d += " H\(ReportSVG.x(value, xMax)) V\(ReportSVG.y(Double(index + 1) / Double(sorted.count), 1))"
        }
        return Substring(d + " H\(ReportSVG.x(xMax, xMax))")
    }

    @Test("a curve of 200,000 values with ties draws what a step per value drew, in a few thousand steps")
    func cdfSteps() throws {
        var generator = SplitMix64(seed: 7)
        // Latencies on a 120 Hz frame grid (many ties), a long tail, and no-answer values.
        let values = (0..<200_000).map { index -> Double in
            index % 50 == 0 ? .infinity : (Double(generator.next() % 400) * 8.333).rounded()
        }
        let svg = ReportSVG.cdf(
            [(ReportSVG.Series(name: "a", index: 0), values)], xLabel: "ms", titleID: "t", descID: "d")
        let start = try #require(svg.range(of: "class=\"cdf s0\" data-series=\"a\" d=\""))
        let d = svg[start.upperBound...].prefix { $0 != "\"" }
        let xMax = ReportSVG.niceCeiling(values.filter(\.isFinite).max() ?? 1)
        #expect(Self.pen(d) == Self.pen(Self.everyStep(values, xMax: xMax)))
        #expect(d.split(separator: " ").count < 5_000)
    }
}
