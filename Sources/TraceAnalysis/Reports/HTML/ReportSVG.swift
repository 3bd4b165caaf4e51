import TraceModel

/// The charts of `report.html`, drawn as inline SVG by the tool itself (docs/reports.md
/// "report.html": no script, no library, so the file opens offline and prints as it shows).
///
/// Every series is told apart without colour: a dash pattern per series and its name written at
/// its end (a CDF) or under it (a bar). Every mark a figure's data implies is one element with a
/// class the browser test counts: `path.cdf` per series, `rect.bar` per bar, `line.ci` per interval.
/// Coordinates are printed with one decimal (`FixedDecimal`), so the same data give the same bytes.
package enum ReportSVG {
    /// A series of a chart: its name (an engine) and its index (its dash pattern and colour class).
    package struct Series: Sendable, Hashable {
        package var name: String
        package var index: Int
    }

    /// One bar: its series, its category label, its value in 0...`maximum`, and an optional 95 %
    /// interval.
    package struct Bar: Sendable {
        package var series: Series
        package var category: String
        package var value: Double
        package var interval: (Double, Double)?

        package init(series: Series, category: String, value: Double, interval: (Double, Double)? = nil) {
            self.series = series
            self.category = category
            self.value = value
            self.interval = interval
        }
    }

    static let width = 640.0
    static let height = 280.0
    static let left = 60.0
    static let right = 560.0
    static let top = 16.0
    static let bottom = 220.0
    /// Dash patterns by series index (solid first).
    static let dashes = ["", "8 4", "2 3", "12 3 2 3"]

    /// Empirical CDFs: for each series the share of its values at or below x, over all its values
    /// (infinite ones included, so a curve ends at 1 minus its never share). `label` is the x
    /// axis's name with its unit.
    package static func cdf(
        _ series: [(Series, [Double])], xLabel: String, titleID: String, descID: String
    ) -> String {
        let xMax = niceCeiling(series.lazy.flatMap(\.1).filter(\.isFinite).max() ?? 1)
        var svg = open(titleID: titleID, descID: descID)
        svg += axes(xMax: xMax, xLabel: xLabel, yLabel: "share of intents", yPercent: true)
        var ends: [(entry: Series, reached: Double)] = []
        for (entry, values) in series where !values.isEmpty {
            let sorted = DistributionSummary.isSorted(values) ? values : values.sorted()
            let n = Double(sorted.count)
            // The staircase in the figure's coordinates (0.1 px): a step is drawn only where it
            // moves the pen, so ties and steps closer than the coordinates' resolution add
            // nothing, and a curve of a million values has at most a few thousand steps.
            var pen = (x: x(0, xMax), y: y(0, 1))
            var d = "M\(pen.x),\(pen.y)"
            var reached = 0.0
            for (index, value) in sorted.enumerated() where value.isFinite {
                let share = Double(index + 1) / n
                let (stepX, stepY) = (x(value, xMax), y(share, 1))
                if stepX != pen.x { d += " H\(stepX)" }
                if stepY != pen.y { d += " V\(stepY)" }
                pen = (stepX, stepY)
                reached = share
            }
            if x(xMax, xMax) != pen.x { d += " H\(x(xMax, xMax))" }
            svg +=
                "<path class=\"cdf s\(entry.index)\" data-series=\"\(ReportHTML.escape(entry.name))\" d=\"\(d)\""
                + dash(entry.index) + "/>"
            ends.append((entry, reached))
        }
        let placed = labelPositions(ends.map { bottom - (bottom - top) * min(max($0.reached, 0), 1) })
        for ((entry, reached), labelY) in zip(ends, placed) {
            svg +=
                "<text class=\"label\" x=\"\(format(right + 4))\" y=\"\(format(labelY))\">"
                + "\(ReportHTML.escape(entry.name)) \(FixedDecimal.format(reached * 100, decimals: 0))%</text>"
        }
        return svg + "</svg>"
    }

    /// The least distance between two end labels' baselines: one line of the 10 px label font.
    static let labelGap = 11.0

    /// Where the end labels go, given where their curves end (`ends`, y in the figure, top down):
    /// at its curve's end when it has room, else pushed down (or, at the bottom, up) just enough
    /// that no two labels are closer than `labelGap`, in the order the curves end. Two curves that
    /// end together get labels one line apart instead of on top of each other.
    static func labelPositions(_ ends: [Double]) -> [Double] {
        let order = ends.indices.sorted { (ends[$0], $0) < (ends[$1], $1) }
        var placed = ends
        var previous = -Double.infinity
        for index in order {
            placed[index] = max(ends[index], previous + labelGap)
            previous = placed[index]
        }
        // Past the bottom edge (plus the x axis's margin), shift the whole run back up.
        let limit = height - labelGap
        if let lowest = order.last, placed[lowest] > limit {
            var next = limit
            for index in order.reversed() {
                placed[index] = min(placed[index], next)
                next = placed[index] - labelGap
            }
        }
        return placed
    }

    /// Bars grouped by category, one per series, with 95 % intervals as whiskers; `maximum` is the
    /// top of the value axis (1 for rates, shown as percentages).
    package static func bars(
        _ bars: [Bar], maximum: Double, percent: Bool, yLabel: String, titleID: String, descID: String
    ) -> String {
        var categories: [String] = []
        for bar in bars where !categories.contains(bar.category) { categories.append(bar.category) }
        let seriesCount = Double(Set(bars.map(\.series.index)).count)
        let top = maximum > 0 ? maximum : 1
        var svg = open(titleID: titleID, descID: descID)
        svg += axes(xMax: nil, xLabel: nil, yLabel: yLabel, yPercent: percent, yMax: top)
        let slot = (right - left) / Double(max(categories.count, 1))
        let barWidth = min(48, slot * 0.8 / max(seriesCount, 1))
        for (categoryIndex, category) in categories.enumerated() {
            let inCategory = bars.filter { $0.category == category }
            let groupLeft = left + slot * Double(categoryIndex) + (slot - barWidth * Double(inCategory.count)) / 2
            for (position, bar) in inCategory.enumerated() {
                let x0 = groupLeft + barWidth * Double(position)
                let yTop = y(bar.value, top)
                let value =
                    percent
                    ? FixedDecimal.format(bar.value * 100, decimals: 1) + "%"
                    : FixedDecimal.format(bar.value, decimals: 1)
                svg +=
                    "<rect class=\"bar s\(bar.series.index)\" data-series=\"\(ReportHTML.escape(bar.series.name))\" "
                    + "x=\"\(format(x0 + 1))\" y=\"\(yTop)\" width=\"\(format(barWidth - 2))\" "
                    + "height=\"\(format(bottom - Double(yTop)!))\"\(pattern(bar.series.index))>"
                    + "<title>\(ReportHTML.escape(bar.series.name)) \(ReportHTML.escape(category)): \(value)</title></rect>"
                if let (low, high) = bar.interval, low.isFinite, high.isFinite {
                    let cx = format(x0 + barWidth / 2)
                    svg += "<line class=\"ci\" x1=\"\(cx)\" x2=\"\(cx)\" y1=\"\(y(low, top))\" y2=\"\(y(high, top))\"/>"
                }
                svg +=
                    "<text class=\"value\" x=\"\(format(x0 + barWidth / 2))\" y=\"\(format(Double(yTop)! - 3))\">\(value)</text>"
                svg +=
                    "<text class=\"series\" x=\"\(format(x0 + barWidth / 2))\" y=\"\(format(bottom + 12))\">"
                    + "\(ReportHTML.escape(String(bar.series.name.prefix(1))))</text>"
            }
            svg +=
                "<text class=\"category\" x=\"\(format(left + slot * (Double(categoryIndex) + 0.5)))\" y=\"\(format(bottom + 26))\">"
                + "\(ReportHTML.escape(category))</text>"
        }
        return svg + "</svg>"
    }

    static func open(titleID: String, descID: String) -> String {
        "<svg viewBox=\"0 0 \(format(width)) \(format(height))\" role=\"img\" aria-labelledby=\"\(titleID) \(descID)\" "
            + "preserveAspectRatio=\"xMidYMid meet\">"
    }

    static func axes(xMax: Double?, xLabel: String?, yLabel: String, yPercent: Bool, yMax: Double = 1) -> String {
        var svg = "<g class=\"axis\">"
        svg += "<line x1=\"\(format(left))\" x2=\"\(format(left))\" y1=\"\(format(top))\" y2=\"\(format(bottom))\"/>"
        svg +=
            "<line x1=\"\(format(left))\" x2=\"\(format(right))\" y1=\"\(format(bottom))\" y2=\"\(format(bottom))\"/>"
        for step in 0...4 {
            let value = yMax * Double(step) / 4
            let label =
                yPercent ? FixedDecimal.format(value * 100, decimals: 0) + "%" : FixedDecimal.format(value, decimals: 1)
            svg +=
                "<line class=\"grid\" x1=\"\(format(left))\" x2=\"\(format(right))\" y1=\"\(y(value, yMax))\" y2=\"\(y(value, yMax))\"/>"
                + "<text class=\"tick y\" x=\"\(format(left - 4))\" y=\"\(y(value, yMax))\">\(label)</text>"
        }
        if let xMax {
            for step in 0...4 {
                let value = xMax * Double(step) / 4
                svg +=
                    "<text class=\"tick x\" x=\"\(x(value, xMax))\" y=\"\(format(bottom + 14))\">"
                    + "\(FixedDecimal.format(value, decimals: 0))</text>"
            }
        }
        if let xLabel {
            svg +=
                "<text class=\"axis-label\" x=\"\(format((left + right) / 2))\" y=\"\(format(bottom + 34))\">\(ReportHTML.escape(xLabel))</text>"
        }
        svg +=
            "<text class=\"axis-label\" transform=\"rotate(-90)\" x=\"\(format(-(top + bottom) / 2))\" y=\"14\">\(ReportHTML.escape(yLabel))</text>"
        return svg + "</g>"
    }

    /// The smallest of 1, 2, 2.5, 5 times a power of ten at or above `value`.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        var power = 1.0
        while power * 10 <= value { power *= 10 }
        while power > value { power /= 10 }
        for factor in [1.0, 2, 2.5, 5, 10] where factor * power >= value { return factor * power }
        return value
    }

    static func x(_ value: Double, _ maximum: Double) -> String {
        format(left + (right - left) * min(max(value / maximum, 0), 1))
    }

    static func y(_ value: Double, _ maximum: Double) -> String {
        format(bottom - (bottom - top) * min(max(value / maximum, 0), 1))
    }

    static func dash(_ index: Int) -> String {
        let pattern = dashes[index % dashes.count]
        return pattern.isEmpty ? "" : " stroke-dasharray=\"\(pattern)\""
    }

    /// Bars of series 1 and later carry a hatching (`#hatch1`...), so series differ without colour.
    static func pattern(_ index: Int) -> String {
        index % dashes.count == 0 ? "" : " style=\"fill:url(#hatch\(index % dashes.count))\""
    }

    static func format(_ value: Double) -> String { FixedDecimal.format(value, decimals: 1) }
}
