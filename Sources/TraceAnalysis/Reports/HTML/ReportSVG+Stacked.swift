import TraceModel

extension ReportSVG {
    /// One stacked bar: a series (an engine) and its parts, in order, each a label and a value.
    package struct Stack: Sendable {
        package var series: Series
        package var parts: [(label: String, value: Double)]

        package init(series: Series, parts: [(label: String, value: Double)]) {
            self.series = series
            self.parts = parts
        }
    }

    /// Horizontal stacked bars, one per series, on a shared value axis from 0 to `maximum` (a nice
    /// ceiling of the longest stack). Each part is a `rect.segment` with class `partN` (its index:
    /// a fill pattern, so parts differ without colour) and a title with its label and value; the
    /// series' name is written at the left and its total at the right end.
    package static func stacked(
        _ stacks: [Stack], xLabel: String, titleID: String, descID: String
    ) -> String {
        let longest = stacks.map { $0.parts.reduce(0) { $0 + Swift.max($1.value, 0) } }.max() ?? 0
        let maximum = niceCeiling(Swift.max(longest, 1))
        var svg = open(titleID: titleID, descID: descID)
        svg += "<g class=\"axis\">"
        svg +=
            "<line x1=\"\(format(left))\" x2=\"\(format(right))\" y1=\"\(format(bottom))\" y2=\"\(format(bottom))\"/>"
        for step in 0...4 {
            let value = maximum * Double(step) / 4
            svg +=
                "<text class=\"tick x\" x=\"\(x(value, maximum))\" y=\"\(format(bottom + 14))\">"
                + "\(FixedDecimal.format(value, decimals: 0))</text>"
        }
        svg +=
            "<text class=\"axis-label\" x=\"\(format((left + right) / 2))\" y=\"\(format(bottom + 34))\">"
            + "\(ReportHTML.escape(xLabel))</text></g>"
        // The legend: each part's fill and name, left to right along the top.
        for (index, part) in (stacks.first?.parts ?? []).enumerated() {
            let x0 = left + Double(index) * 130
            svg +=
                "<rect class=\"legend part\(index)\" x=\"\(format(x0))\" y=\"4\" width=\"14\" height=\"10\"/>"
                + "<text class=\"label\" x=\"\(format(x0 + 18))\" y=\"13\">\(ReportHTML.escape(part.label))</text>"
        }
        let slot = (bottom - top - 8) / Double(Swift.max(stacks.count, 1))
        let barHeight = Swift.min(36, slot * 0.6)
        for (row, stack) in stacks.enumerated() {
            let y0 = top + 8 + slot * Double(row) + (slot - barHeight) / 2
            var start = 0.0
            for (index, part) in stack.parts.enumerated() {
                let value = Swift.max(part.value, 0)
                let x0 = Double(x(start, maximum))!
                let x1 = Double(x(start + value, maximum))!
                svg +=
                    "<rect class=\"segment part\(index)\" data-series=\"\(ReportHTML.escape(stack.series.name))\" "
                    + "data-part=\"\(ReportHTML.escape(part.label))\" x=\"\(format(x0))\" y=\"\(format(y0))\" "
                    + "width=\"\(format(x1 - x0))\" height=\"\(format(barHeight))\">"
                    + "<title>\(ReportHTML.escape(stack.series.name)) \(ReportHTML.escape(part.label)): "
                    + "\(FixedDecimal.format(value, decimals: 1)) ms</title></rect>"
                start += value
            }
            svg +=
                "<text class=\"series\" x=\"\(format(left - 4))\" y=\"\(format(y0 + barHeight / 2 + 4))\" "
                + "style=\"text-anchor:end\">\(ReportHTML.escape(stack.series.name))</text>"
            svg +=
                "<text class=\"value\" x=\"\(format(Double(x(start, maximum))! + 4))\" "
                + "y=\"\(format(y0 + barHeight / 2 + 4))\" style=\"text-anchor:start\">"
                + "\(FixedDecimal.format(start, decimals: 1))</text>"
        }
        return svg + "</svg>"
    }
}
