import TraceAnalysis
import TraceModel

extension SummaryTable {
    /// Reads `summary.csv` text (schema v5, as written by `table(_:).encoded()`, or v4, without the
    /// `intents` column) back into rows, in file order: the baseline of a gate.
    ///
    /// Strict, so that a hand-edited or mismatched baseline is caught rather than half-read: the
    /// header must be exactly the v5 columns (`columns`) or the v4 ones (`columnsV4`); every row
    /// needs one cell per column, a known scope and metric; numbers must be finite or `inf` (+infinity: "no answer",
    /// "never"); distribution rows leave the rate cells empty and rate rows the distribution
    /// statistics; a rate must match its numerator and denominator; an (engine, scope, goal,
    /// metric) may appear once. Blank lines are skipped. Numbers keep the precision of the file
    /// (6 decimals), so `parse(table(rows).encoded())` equals `rows` up to that rounding, and
    /// encoding the parsed rows gives the same text back.
    package static func parse(csvText: String) throws(SummaryTableParseError) -> [SummaryRow] {
        var text = Substring(csvText)
        if text.first == "\u{FEFF}" { text = text.dropFirst() }
        var reader = CSVRecordReader(text)
        let header: [String]?
        do {
            header = try reader.next()
        } catch {
            throw SummaryTableParseError(row: error.record, reason: "cannot be read as CSV: \(error)")
        }
        guard let header, header != [""] else {
            throw SummaryTableParseError(
                row: 1, reason: "empty; expected the summary.csv header: \(columns.joined(separator: ","))")
        }
        let layout = header == columnsV4 ? columnsV4 : columns
        try checkHeader(header)

        var rows: [SummaryRow] = []
        var firstRowOfKey: [GateRowIndex.Key: Int] = [:]
        var number = 1
        while true {
            let next: [String]?
            do {
                next = try reader.next()
            } catch {
                throw SummaryTableParseError(row: error.record, reason: "cannot be read as CSV: \(error)")
            }
            guard let cells = next else { break }
            number += 1
            if cells == [""] { continue }
            let row = try parseRow(cells, number: number, layout: layout)
            let key = GateRowIndex.Key(engine: row.engine, scope: row.scope, goal: row.goal, metric: row.metric)
            if let first = firstRowOfKey[key] {
                throw SummaryTableParseError(
                    row: number,
                    reason:
                        "duplicate row for engine \"\(row.engine.rawValue)\""
                        + ", scope \(row.scope.kind) \(MessageQuoting.quoted(row.scope.value, limit: 80)), goal \(row.goal.rawValue)"
                        + ", metric \(row.metric.rawValue) (first at row \(first))"
                )
            }
            firstRowOfKey[key] = number
            rows.append(row)
        }
        return rows
    }

    private static func checkHeader(_ header: [String]) throws(SummaryTableParseError) {
        guard header != columns && header != columnsV4 else { return }
        // A header without `intents` is read as a v4 one: its problems are named against v4's columns.
        let expected = header.contains("intents") ? columns : columnsV4
        if let missing = expected.first(where: { !header.contains($0) }) {
            throw SummaryTableParseError(
                row: 1,
                reason:
                    "header lacks column \(MessageQuoting.quoted(missing))"
                    + "; expected summary.csv schema v5: \(columns.joined(separator: ","))"
            )
        }
        if let extra = header.first(where: { !expected.contains($0) }) {
            throw SummaryTableParseError(
                row: 1,
                reason:
                    "header has unknown column \(MessageQuoting.quoted(extra))"
                    + "; expected summary.csv schema v5: \(columns.joined(separator: ","))"
            )
        }
        throw SummaryTableParseError(
            row: 1,
            reason:
                "header columns are repeated or out of order"
                + "; expected summary.csv schema v5: \(columns.joined(separator: ","))"
        )
    }

    private static func parseRow(
        _ cells: [String], number: Int, layout: [String]
    ) throws(SummaryTableParseError) -> SummaryRow {
        guard cells.count == layout.count else {
            throw SummaryTableParseError(row: number, reason: "\(cells.count) cells, expected \(layout.count)")
        }
        let cell = { (column: String) in layout.firstIndex(of: column).map { cells[$0] } ?? "" }
        func fail(_ column: String, _ reason: String) -> SummaryTableParseError {
            SummaryTableParseError(row: number, column: column, reason: reason)
        }
        func integer(_ column: String) throws(SummaryTableParseError) -> Int {
            let text = cell(column)
            guard let value = Int(text), value >= 0 else {
                throw fail(
                    column,
                    text.isEmpty
                        ? "empty; expected a count" : "\(MessageQuoting.quoted(text)) is not a count (an integer >= 0)")
            }
            return value
        }
        func decimal(_ column: String) throws(SummaryTableParseError) -> Double? {
            let text = cell(column)
            if text.isEmpty { return nil }
            // `inf`: a statistic that landed on an unanswered intent or a failed cancel (docs/analysis.md).
            if text == "inf" { return .infinity }
            guard let value = Double(text), value.isFinite else {
                throw fail(column, "\(MessageQuoting.quoted(text)) is not a number")
            }
            return value
        }
        func mustBeEmpty(_ names: [String], _ why: String) throws(SummaryTableParseError) {
            if let filled = names.first(where: { !cell($0).isEmpty }) { throw fail(filled, "must be empty \(why)") }
        }

        /// The 95 % intervals the row carries (both bounds, or neither).
        func intervals() throws(SummaryTableParseError) -> [SummaryStatistic: ConfidenceInterval] {
            var found: [SummaryStatistic: ConfidenceInterval] = [:]
            for statistic in intervalStatistics {
                let low = try decimal("\(statistic.rawValue)_ci_low")
                let high = try decimal("\(statistic.rawValue)_ci_high")
                if let low, let high { found[statistic] = ConfidenceInterval(lower: low, upper: high) }
            }
            return found
        }

        let engineNames = SummaryRow.Engine.allCases.map(\.rawValue).joined(separator: ", ")
        guard !cell("engine").isEmpty else { throw fail("engine", "empty; expected one of \(engineNames)") }
        guard let engine = SummaryRow.Engine(rawValue: cell("engine")) else {
            throw fail(
                "engine", "unknown engine \(MessageQuoting.quoted(cell("engine"))); expected one of \(engineNames)")
        }
        guard let scope = SummaryScope(kind: cell("scope"), value: cell("scope_value")) else {
            throw fail(
                "scope",
                "unknown scope \(MessageQuoting.quoted(cell("scope"))); expected overall, scenario, trace, flow or flow_step (FLOW/STEP)"
            )
        }
        if scope == .overall, !cell("scope_value").isEmpty {
            throw fail("scope_value", "must be empty for scope overall")
        }
        guard let population = SummaryPopulation(rawValue: cell("population")) else {
            throw fail(
                "population",
                "unknown population \(MessageQuoting.quoted(cell("population"))); expected own, recorded or what-if")
        }
        let origin = cell("intents")
        guard origin.isEmpty || IntentOrigin(rawValue: origin) != nil else {
            throw fail(
                "intents",
                "unknown origin \(MessageQuoting.quoted(origin)); expected labelled, inferred, mixed or empty")
        }
        guard let goal = SummaryGoal(rawValue: cell("goal")) else {
            throw fail(
                "goal", "unknown goal \(MessageQuoting.quoted(cell("goal"))); expected all, open, close or cancel")
        }
        guard let metric = MetricName(rawValue: cell("metric")) else {
            throw fail(
                "metric",
                "unknown metric \(MessageQuoting.quoted(cell("metric"))); expected one of "
                    + MetricName.allCases.map(\.rawValue).joined(separator: ", ")
            )
        }

        let statistics = ["mean", "p50", "p90", "p95", "p99", "max"]
        if metric.isRate {
            try mustBeEmpty(statistics, "for the rate metric \(metric.rawValue)")
            let numerator = try integer("numerator")
            let denominator = try integer("denominator")
            guard numerator <= denominator else {
                throw fail("numerator", "\(numerator) is greater than the denominator \(denominator)")
            }
            if !cell("count").isEmpty, try integer("count") != denominator {
                throw fail("count", "\(cell("count")) differs from the denominator \(denominator)")
            }
            let summary = RateSummary(numerator: numerator, denominator: denominator)
            let rate = try decimal("rate")
            switch (rate, summary.rate) {
            case (nil, nil): break
            case (nil, _?): throw fail("rate", "empty; expected \(numerator)/\(denominator)")
            case (_?, nil): throw fail("rate", "must be empty when the denominator is 0")
            case (let written?, let actual?):
                guard abs(written - actual) <= 5e-7 else {
                    throw fail("rate", "\(cell("rate")) does not match \(numerator)/\(denominator)")
                }
            }
            var row = SummaryRow(
                engine: engine, population: population, scope: scope, goal: goal, metric: metric, rate: summary)
            row.intents = IntentOrigin(rawValue: origin)
            row.intervals = try intervals()
            return row
        }
        try mustBeEmpty(["numerator", "denominator", "rate"], "for the distribution metric \(metric.rawValue)")
        let count = try integer("count")
        var values: [Double?] = []
        for name in statistics {
            let value = try decimal(name)
            if (count == 0) != (value == nil) {
                throw fail(
                    name,
                    count == 0 ? "must be empty when count is 0" : "empty; expected a number when count is \(count)")
            }
            values.append(value)
        }
        let distribution = DistributionSummary(
            count: count, mean: values[0], p50: values[1], p90: values[2], p95: values[3], p99: values[4],
            max: values[5])
        var row = SummaryRow(
            engine: engine, population: population, scope: scope, goal: goal, metric: metric, distribution: distribution
        )
        row.intents = IntentOrigin(rawValue: origin)
        row.intervals = try intervals()
        return row
    }
}
