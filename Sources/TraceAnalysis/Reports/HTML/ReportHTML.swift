import TraceModel
import TransitionSimulation

/// `report.html`: one self-contained page a reviewer opens from a CI artifact, offline
/// (docs/reports.md "report.html"). The metrics per engine and scenario with n and 95 % intervals,
/// the figures (`ReportSVG`: inline SVG, no script), the gate's checks when a gate wrote it, and the
/// worst intents per engine with the command that replays each. A pure function of its input:
/// the same run gives the same bytes.
package enum ReportHTML {
    /// What the page shows.
    package struct Input: Sendable {
        package var engines: [EngineKind]
        /// Every summary row of the run (overall, scenario and flow rows; per-trace rows are ignored).
        package var rows: [SummaryRow]
        package var samples: ReportSamples
        /// The gate's checks and headline (`2 of 9 checks failed`), when a gate wrote the page.
        package var gate: (headline: String, checks: [ReportCheck])?
        /// `--what-if`: every trace was replayed on every engine (the verdict's sides are the same traces).
        package var whatIf: Bool
        /// A baseline's rows (a gate's `--baseline`), for the verdict.
        package var baseline: [SummaryRow]?
        /// What changed against the baseline under each gate check that failed or warned.
        package var gateChanges: [ReportGateChange]
        /// The run's summary, when the figures read their per-intent values from it one figure at
        /// a time (a long trace's: `ReportSamples.latencies(_:from:)`) rather than from `samples`.
        package var figureSummary: CorpusSummary?

        package init(
            engines: [EngineKind], rows: [SummaryRow], samples: ReportSamples,
            gate: (headline: String, checks: [ReportCheck])? = nil, whatIf: Bool = false, baseline: [SummaryRow]? = nil,
            gateChanges: [ReportGateChange] = [], figureSummary: CorpusSummary? = nil
        ) {
            self.figureSummary = figureSummary
            self.engines = engines
            self.rows = rows
            self.samples = samples
            self.gate = gate
            self.whatIf = whatIf
            self.baseline = baseline
            self.gateChanges = gateChanges
        }
    }

    package static func render(_ input: Input) -> String {
        let series = input.engines.enumerated().map { ReportSVG.Series(name: $1.rawValue, index: $0) }
        var html = head()
        html += "<header><h1>GestureTrace report</h1>"
        html += "<p>\(escape(populationLine(input)))</p>"
        if input.rows.contains(where: { $0.population == .whatIf }) {
            html +=
                "<p class=\"what-if\" role=\"note\"><strong>What-if:</strong> the numbers of an engine marked "
                + "(what-if) are a model's replays of touches not given to it, not what the recording device did.</p>"
        }
        if input.rows.contains(where: { $0.intents?.includesInferred == true }) {
            html +=
                "<p class=\"what-if\" role=\"note\"><strong>Inferred:</strong> the numbers of an engine marked "
                + "(inferred) rest on intents inferred from the touches, not labelled (docs/analysis.md \"Intents\"); "
                + "where a trace had labels, analyze prints how well inference agreed with them.</p>"
        }
        html += "</header><main>"
        let verdict = Verdict(
            rows: input.rows, engines: input.engines, sameTraces: input.whatIf, baseline: input.baseline)
        html += verdictSection(verdict)
        html += findingsSection(
            input.samples.findings.grouped(leaving: WhatIfApplicability(rows: input.rows, engines: input.engines)),
            leftOut: verdict.leftOut.map(\.engine))
        if let gate = input.gate { html += gateSection(gate.headline, gate.checks, changes: input.gateChanges) }
        html += metricsSection(input)
        html += "<section id=\"figures\"><h2>Figures</h2><div class=\"grid\">"
        html += latencyFigure(input, series)
        html += breakdownFigure(input, series)
        html += gesturesFigure(input, series)
        html += cancelFigure(input, series)
        html += timeToGoalFigure(input, series)
        html += framesFigure(input, series)
        html += "</div>"
        html += flowFigures(input)
        html += "</section>"
        html += worstSection(input)
        html += "</main></body></html>\n"
        return html
    }

    // MARK: Sections

    static func populationLine(_ input: Input) -> String {
        let parts = input.engines.map { engine -> String in
            let population = input.rows.first { $0.engine == engine }?.population.rawValue ?? "no rows"
            return "\(engine.rawValue) (\(population))"
        }
        return "Engines: " + parts.joined(separator: ", ")
            + ". Populations: own = traces recorded against the engine; recorded = every trace's own events; "
            + "what-if = a model's replay of touches not recorded against it (docs/analysis.md \"Like for like\")."
    }

    static func gateSection(_ headline: String, _ checks: [ReportCheck], changes: [ReportGateChange] = []) -> String {
        var html = "<section id=\"gate\"><h2>Gate: \(escape(headline))</h2><div class=\"scroll\"><table>"
        html += "<caption>Every check of the gate, in configuration order</caption>"
        html += row(["Check", "Baseline", "Observed", "Change", "Limit", "n", "Verdict"], header: true)
        for check in checks {
            html +=
                "<tr class=\"check \(escape(check.status))\"><th scope=\"row\">\(escape(check.title))</th>"
                + [check.baseline, check.observed, check.change, check.limit, check.n, check.verdict]
                .map { "<td>\(escape($0))</td>" }.joined() + "</tr>"
        }
        return html + "</table></div>" + gateChangesList(changes) + "</section>"
    }

    static func metricsSection(_ input: Input) -> String {
        var scopes: [SummaryScope] = [.overall]
        for row in input.rows {
            if case .scenario = row.scope, !scopes.contains(row.scope) { scopes.append(row.scope) }
        }
        for row in input.rows {
            if case .device = row.scope, !scopes.contains(row.scope) { scopes.append(row.scope) }
        }
        var html = "<section id=\"metrics\"><h2>Metrics per engine and scenario</h2>"
        html +=
            "<p class=\"guide\">Each cell: the statistic, its n, and its 95 % interval in brackets (Wilson for "
            + "rates, Hall's t for means, order statistics for percentiles; none where too few values reach 95 %). "
            + "n/a: no value, or too few values for that percentile.</p>"
        for scope in scopes {
            let name =
                switch scope {
                case .overall: "Overall"
                case .device(let label): "Device \(label)"
                default: "Scenario \(scope.value)"
                }
            html += "<div class=\"scroll\"><table class=\"metrics\"><caption>\(escape(name))</caption>"
            let titles = input.engines.map { engine in
                SideBySideTable.title(
                    engine,
                    Dictionary(
                        input.rows.filter { $0.engine == engine && $0.scope == scope && $0.goal == .all }
                            .map { ($0.metric, $0) }, uniquingKeysWith: { first, _ in first }))
            }
            html += row(["Metric"] + titles, header: true)
            for line in SideBySideTable.lines {
                let cells = input.engines.map { engine -> String in
                    let found = input.rows.first {
                        $0.engine == engine && $0.scope == scope && $0.goal == .all && $0.metric == line.metric
                    }
                    return SideBySideTable.cell(found, statistic: line.statistic) + interval(found, line.statistic)
                }
                html +=
                    "<tr><th scope=\"row\">\(escape(line.label))</th>"
                    + cells.map { "<td>\(escape($0))</td>" }.joined() + "</tr>"
            }
            html += "</table></div>"
        }
        return html + "</section>"
    }

    /// ` [12.0, 30.5]` or ` [10.0%, 35.2%]`; empty without an interval.
    static func interval(_ row: SummaryRow?, _ statistic: SummaryStatistic) -> String {
        guard let row, SideBySideTable.shows(row, statistic), let ci = row.intervals[statistic] else { return "" }
        let rate = row.rate != nil
        let text = { (v: Double) in
            v.isFinite
                ? (rate ? FixedDecimal.format(v * 100, decimals: 1) + "%" : FixedDecimal.format(v, decimals: 1))
                : "never"
        }
        return " [\(text(ci.lower)), \(text(ci.upper))]"
    }

    // MARK: Figures

    static func latencyFigure(_ input: Input, _ series: [ReportSVG.Series]) -> String {
        let data = zip(series, input.engines.indices).map { entry, index in
            (
                entry,
                input.figureSummary.map { ReportSamples.latencies(input.engines[index], from: $0) }
                    ?? input.samples.byEngine[index].latencies
            )
        }
        let notes = data.map { entry, values in
            let never = values.count { !$0.isFinite }
            return "\(entry.name): n=\(values.count), no answer \(never) (\(percent(never, values.count)))"
        }
        return figure(
            id: "latency-cdf", title: "First-touch latency",
            units: "ms from the first touch down to the first displayed reaction; " + notes.joined(separator: "; "),
            guide:
                "A curve further left and higher is faster; where a curve stops short of 100 % is its no-answer share.",
            svg: ReportSVG.cdf(
                data, xLabel: "first-touch latency (ms)", titleID: "latency-cdf-t", descID: "latency-cdf-d"),
            table: cdfTable(data, unit: "ms"))
    }

    static func timeToGoalFigure(_ input: Input, _ series: [ReportSVG.Series]) -> String {
        let data = zip(series, input.engines.indices).map { entry, index in
            (
                entry,
                input.figureSummary.map { ReportSamples.timesToGoal(input.engines[index], from: $0) }
                    ?? input.samples.byEngine[index].timesToGoal
            )
        }
        let notes = data.map { entry, values in
            "\(entry.name): n=\(values.count), never \(values.count { !$0.isFinite })"
        }
        return figure(
            id: "time-to-goal", title: "Time to goal (open and close intents)",
            units: "ms from the first touch until the goal was reached; " + notes.joined(separator: "; "),
            guide: "Left and high is better; a curve ending below 100 % is the share that never reached its goal.",
            svg: ReportSVG.cdf(data, xLabel: "time to goal (ms)", titleID: "time-to-goal-t", descID: "time-to-goal-d"),
            table: cdfTable(data, unit: "ms"))
    }

    static func gesturesFigure(_ input: Input, _ series: [ReportSVG.Series]) -> String {
        let categories = ["1", "2", "3", "4+"]
        var bars: [ReportSVG.Bar] = []
        var tableRows: [[String]] = []
        for (entry, values) in zip(series, input.samples.byEngine) {
            let counts = values.gestures.byCount
            for (category, count) in zip(categories, counts) {
                let share = values.gestures.total == 0 ? 0 : Double(count) / Double(values.gestures.total)
                bars.append(ReportSVG.Bar(series: entry, category: category, value: share))
            }
            tableRows.append([entry.name, String(values.gestures.total)] + counts.map(String.init))
        }
        let n = zip(series, input.samples.byEngine).map { "\($0.name) n=\($1.gestures.total)" }
        return figure(
            id: "gestures", title: "Gestures per intent",
            units: "share of intents with touches by the number of gestures they took; " + n.joined(separator: ", "),
            guide: "Most of the mass at 1 is good: every bar beyond 1 is users who had to try again.",
            svg: ReportSVG.bars(
                bars, maximum: 1, percent: true, yLabel: "share of intents", titleID: "gestures-t", descID: "gestures-d"
            ),
            table: [["engine", "n"] + categories] + tableRows)
    }

    /// The latency breakdown: per engine, the mean recognition, start and presentation delays of
    /// its answered intents, stacked (their sum is the mean first-touch latency of those intents).
    static func breakdownFigure(_ input: Input, _ series: [ReportSVG.Series]) -> String {
        let parts: [(MetricName, String)] = [
            (.recognitionDelay, "recognition"), (.startDelay, "start"), (.presentationDelay, "presentation"),
        ]
        var stacks: [ReportSVG.Stack] = []
        var tableRows: [[String]] = []
        for entry in series {
            let engine = input.engines[entry.index]
            let rows = parts.map { overall(input, engine, $0.0) }
            guard let n = rows[0]?.distribution?.count, n > 0 else { continue }
            let means = rows.map { $0?.distribution?.mean ?? 0 }
            stacks.append(ReportSVG.Stack(series: entry, parts: zip(parts, means).map { ($0.1, $1) }))
            tableRows.append(
                [entry.name, String(n)] + means.map { FixedDecimal.format($0, decimals: 1) }
                    + [FixedDecimal.format(means.reduce(0, +), decimals: 1)])
        }
        guard !stacks.isEmpty else { return "" }
        return figure(
            id: "breakdown", title: "Latency breakdown",
            units: "mean ms from the first touch to the visible answer, in three parts: recognition (until the "
                + "gesture was known), start (until the engine acted), presentation (until the answer could be "
                + "seen); n = answered intents per engine",
            guide: "Shorter is better; the longest part is where to look. A recording without visible events "
                + "shows no presentation part: the answer is measured to when the app began",
            svg: ReportSVG.stacked(stacks, xLabel: "mean ms", titleID: "breakdown-t", descID: "breakdown-d"),
            table: [["engine", "n", "recognition ms", "start ms", "presentation ms", "total ms"]] + tableRows)
    }

    static func cancelFigure(_ input: Input, _ series: [ReportSVG.Series]) -> String {
        var bars: [ReportSVG.Bar] = []
        var tableRows: [[String]] = []
        for entry in series {
            guard let engine = input.engines.indices.contains(entry.index) ? input.engines[entry.index] : nil,
                let success = overall(input, engine, .cancelSuccess), let rate = success.rate, rate.denominator > 0
            else { continue }
            let ci = success.intervals[.rate]
            bars.append(
                ReportSVG.Bar(
                    series: entry, category: "cancellation success", value: rate.rate ?? 0,
                    interval: ci.map { ($0.lower, $0.upper) }))
            let time = overall(input, engine, .timeToCancel)
            tableRows.append([
                entry.name, "\(rate.numerator)/\(rate.denominator)",
                SideBySideTable.cell(success, statistic: .rate) + interval(success, .rate),
                SideBySideTable.cell(time, statistic: .p50) + interval(time, .p50),
            ])
        }
        return figure(
            id: "cancel", title: "Cancellation success",
            units: "share of cancel intents whose touches stopped the transition within 2 s, with its 95 % "
                + "interval (whisker); time to cancel p50 in ms in the table; n = cancel intents per engine",
            guide: "Higher is better; overlapping whiskers mean the engines may not differ.",
            svg: ReportSVG.bars(
                bars, maximum: 1, percent: true, yLabel: "cancellation success", titleID: "cancel-t", descID: "cancel-d"
            ),
            table: [["engine", "cancels", "success [95% interval]", "time to cancel p50 ms [95% interval]"]] + tableRows
        )
    }

    static func framesFigure(_ input: Input, _ series: [ReportSVG.Series]) -> String {
        let metrics: [(MetricName, String)] = [
            (.stepped, "stepped"), (.startJump, "start jump"), (.midJump, "mid jump"),
        ]
        var bars: [ReportSVG.Bar] = []
        var tableRows: [[String]] = []
        for entry in series {
            let engine = input.engines[entry.index]
            var cells = [entry.name]
            let ratio = overall(input, engine, .hitchTimeRatio)
            cells.append(SideBySideTable.cell(ratio, statistic: .p50))
            cells.append(SideBySideTable.cell(ratio, statistic: .p95))
            for (metric, label) in metrics {
                let row = overall(input, engine, metric)
                cells.append(SideBySideTable.cell(row, statistic: .rate))
                guard let row, let rate = row.rate, rate.denominator > 0 else { continue }
                let ci = row.intervals[.rate]
                bars.append(
                    ReportSVG.Bar(
                        series: entry, category: label, value: rate.rate ?? 0, interval: ci.map { ($0.lower, $0.upper) }
                    ))
            }
            tableRows.append(cells)
        }
        return figure(
            id: "frames", title: "Frame pacing",
            units: "share of transitions with frames that stepped, jumped at the start or jumped mid-way, with 95 % "
                + "intervals; hitch time ratio in ms/s in the table (good under 5, critical from 10)",
            guide: "Lower is better: each bar is transitions a user saw stutter or leap.",
            svg: ReportSVG.bars(
                bars, maximum: 1, percent: true, yLabel: "share of transitions", titleID: "frames-t", descID: "frames-d"
            ),
            table: [["engine", "hitch time ratio p50 (ms/s)", "p95 (ms/s)", "stepped", "start jump", "mid jump"]]
                + tableRows)
    }

    static func flowFigures(_ input: Input) -> String {
        guard let engine = input.engines.first else { return "" }
        var flows: [String] = []
        for row in input.rows where row.engine == engine {
            if case .flow(let name) = row.scope, !flows.contains(name) { flows.append(name) }
        }
        var html = ""
        for flow in flows {
            let entry = ReportSVG.Series(name: engine.rawValue, index: 0)
            var bars: [ReportSVG.Bar] = []
            var tableRows: [[String]] = []
            for row in input.rows where row.engine == engine && row.metric == .stepReached {
                guard case .flowStep(let name, let step) = row.scope, name == flow, let rate = row.rate else {
                    continue
                }
                let ci = row.intervals[.rate]
                bars.append(
                    ReportSVG.Bar(
                        series: entry, category: step, value: rate.rate ?? 0, interval: ci.map { ($0.lower, $0.upper) })
                )
                tableRows.append([
                    step, "\(rate.numerator)/\(rate.denominator)", SideBySideTable.cell(row, statistic: .rate),
                ])
            }
            let id = "flow-\(bars.isEmpty ? "empty" : "funnel")-\(flows.firstIndex(of: flow) ?? 0)"
            html += figure(
                id: id, title: "Flow funnel: \(flow)",
                units:
                    "share of runs that reached each step, in step order, with 95 % intervals; runs of \(engine.rawValue)'s population",
                guide: "Each drop from one bar to the next is users lost at that step.",
                svg: ReportSVG.bars(
                    bars, maximum: 1, percent: true, yLabel: "runs reaching the step", titleID: id + "-t",
                    descID: id + "-d"),
                table: [["step", "runs", "reached"]] + tableRows)
        }
        return html
    }

    static func worstSection(_ input: Input) -> String {
        var html = "<section id=\"worst\"><h2>Worst intents per engine</h2>"
        if input.gate != nil && !input.gateChanges.isEmpty {
            html +=
                "<p class=\"guide\">This gate compared the run with a baseline: the intents that changed against it "
                + "are under each check that did not pass (<a href=\"#gate-changes\">Gate</a>). The intents "
                + "below are this run's worst, changed or not, and may be ones the engine leaves unanswered by "
                + "design in every run.</p>"
        }
        html +=
            "<p class=\"guide\">Unanswered first, then those that never reached their goal (a cancel that "
            + "failed), then the longest first-touch latency, then the most gestures. "
            + "Run the command to see what the engine did, touch by touch.</p>"
        for (engine, values) in zip(input.engines, input.samples.byEngine) {
            html += "<div class=\"scroll\"><table class=\"worst\"><caption>\(escape(engine.rawValue))</caption>"
            html += row(
                ["Trace", "Intent", "Goal", "First-touch latency", "Reached", "Gestures", "Replay"], header: true)
            for intent in values.worst {
                let latency =
                    intent.latency.isFinite ? FixedDecimal.format(intent.latency, decimals: 1) + " ms" : "no answer"
                let command = "gesturetrace replay \(shellQuoted(intent.trace)) --engine \(engine.rawValue)"
                html +=
                    "<tr><td>\(escape(intent.trace))</td><td>\(escape(intent.intentId))</td><td>\(escape(intent.goal))</td>"
                    + "<td>\(latency)</td><td>\(intent.neverReached ? "never" : "yes")</td><td>\(intent.gestures)</td>"
                    + "<td><code>\(escape(command))</code></td></tr>"
            }
            if values.worst.isEmpty { html += "<tr><td colspan=\"7\">no scored intents</td></tr>" }
            html += "</table></div>"
        }
        return html + "</section>"
    }

    // MARK: Pieces

    static func figure(id: String, title: String, units: String, guide: String, svg: String, table: [[String]])
        -> String
    {
        var html = "<figure id=\"\(id)\" data-figure=\"\(id)\"><figcaption><h3 id=\"\(id)-t\">\(escape(title))</h3>"
        html += "<p class=\"units\" id=\"\(id)-d\">\(escape(units)).</p>"
        html += "<p class=\"guide\">How to read: \(escape(guide))</p></figcaption>"
        html += svg
        html += "<details><summary>Data table</summary><div class=\"scroll\"><table>"
        for (index, cells) in table.enumerated() { html += row(cells, header: index == 0) }
        return html + "</table></div></details></figure>"
    }

    static func cdfTable(_ data: [(ReportSVG.Series, [Double])], unit: String) -> [[String]] {
        var rows = [["engine", "n", "p50 (\(unit))", "p90 (\(unit))", "never"]]
        for (entry, values) in data {
            let summary = DistributionSummary(values)
            let text = { (v: Double?, p: Double) -> String in
                guard let v, PercentileRule.reports(p, count: values.count) else { return "n/a" }
                return v.isFinite ? FixedDecimal.format(v, decimals: 1) : "never"
            }
            rows.append([
                entry.name, String(values.count), text(summary.p50, 50), text(summary.p90, 90),
                String(values.count { !$0.isFinite }),
            ])
        }
        return rows
    }

    static func overall(_ input: Input, _ engine: EngineKind, _ metric: MetricName) -> SummaryRow? {
        input.rows.first { $0.engine == engine && $0.scope == .overall && $0.goal == .all && $0.metric == metric }
    }

    static func row(_ cells: [String], header: Bool) -> String {
        let tag = header ? "th" : "td"
        let scope = header ? " scope=\"col\"" : ""
        return "<tr>" + cells.map { "<\(tag)\(scope)>\(escape($0))</\(tag)>" }.joined() + "</tr>"
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "n/a" : FixedDecimal.format(Double(part) * 100 / Double(whole), decimals: 1) + "%"
    }

    /// A path as a shell word: as it is when it holds only safe characters, else single-quoted.
    /// The safe characters are ASCII letters, digits and `/._-+,:=@`, read as UTF-8 bytes (a
    /// byte of a multi-byte character is never one of them): a page names thousands of paths.
    package static func shellQuoted(_ text: String) -> String {
        let safe = text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "="),
                UInt8(ascii: "@"):
                true
            default: false
            }
        }
        guard !safe || text.isEmpty else { return text }
        // Each quote byte closes the word, is escaped, and reopens it (`'\''`), even where a
        // combining mark follows it and makes one Character of the two.
        var out: [UInt8] = [UInt8(ascii: "'")]
        for byte in text.utf8 {
            if byte == UInt8(ascii: "'") { out += "'\\''".utf8 } else { out.append(byte) }
        }
        out.append(UInt8(ascii: "'"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Text safe in HTML element content and attribute values.
    /// Read as UTF-8 bytes: the five are ASCII, and a byte of a multi-byte character is never
    /// one of them, so text without them (nearly all) is returned as it is.
    package static func escape(_ text: String) -> String {
        func special(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        }
        guard text.utf8.contains(where: special) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&#39;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func head() -> String {
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            + "<title>GestureTrace report</title><style>\(style)</style></head><body>"
            + "<svg width=\"0\" height=\"0\" aria-hidden=\"true\" style=\"position:absolute\"><defs>"
            + "<pattern id=\"hatch1\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
            + "<rect width=\"6\" height=\"6\" fill=\"#f4a261\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#333\" stroke-width=\"2\"/></pattern>"
            + "<pattern id=\"hatch2\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\">"
            + "<rect width=\"6\" height=\"6\" fill=\"#8ecae6\"/><circle cx=\"3\" cy=\"3\" r=\"1.3\" fill=\"#333\"/></pattern>"
            + "<pattern id=\"hatch3\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\">"
            + "<rect width=\"6\" height=\"6\" fill=\"#b5e48c\"/><line x1=\"0\" y1=\"3\" x2=\"6\" y2=\"3\" stroke=\"#333\" stroke-width=\"1.5\"/></pattern>"
            + "</defs></svg>"
    }

    static let style = """
        body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}\
        header,main{max-width:1100px;margin:0 auto;padding:0 16px}h1{font-size:1.5em}\
        .what-if{border-left:4px solid #b00;padding:4px 10px;background:#fff4f4}\
        .grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,480px),1fr));gap:16px}\
        figure{margin:0;border:1px solid #ccc;border-radius:6px;padding:10px;break-inside:avoid}\
        figcaption h3{margin:0 0 4px;font-size:1.05em}.units,.guide{margin:2px 0;font-size:.9em;color:#333}\
        svg{width:100%;height:auto;display:block}.axis line{stroke:#333}.grid line,line.grid{stroke:#ddd}\
        .tick,.category,.series,.value,.label,.axis-label{font-size:11px;fill:#1b1b1b}.tick.y{text-anchor:end}\
        .tick.x,.category,.series,.value,.axis-label{text-anchor:middle}\
        path.cdf{fill:none;stroke-width:2.2}.s0{stroke:#1d3557;fill:#1d3557}.s1{stroke:#e76f51;fill:#e76f51}\
        .s2{stroke:#0077b6;fill:#0077b6}.s3{stroke:#2d6a4f;fill:#2d6a4f}path.cdf{fill:none}\
        rect.bar,rect.segment,rect.legend{stroke:#1b1b1b;stroke-width:.6}rect.part0{fill:#8d99ae}\
        rect.part1{fill:url(#hatch1)}rect.part2{fill:url(#hatch2)}line.ci{stroke:#000;stroke-width:1.6}\
        table{border-collapse:collapse;margin:8px 0;font-size:.9em}th,td{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top}\
        caption{text-align:left;font-weight:600;padding:4px 0}.scroll{overflow-x:auto}\
        code{font-size:.85em;word-break:break-all}.comparison h3{font-size:1.05em;margin:12px 0 2px}\
        .real li{margin:2px 0}.noise{font-size:.9em;color:#333}ol.findings{padding-left:1.4em}\
        .finding p{margin:6px 0 2px}.finding ul{padding-left:1.2em;font-size:.9em}.left-out{margin-top:8px}\
        @media (max-width:600px){body{font-size:14px}th,td{padding:2px 4px}}\
        @media print{details{display:block}details>summary{display:none}details:not([open])>*{display:block}\
        .grid{display:block}figure{margin-bottom:12px}a{color:inherit}}
        """
}
