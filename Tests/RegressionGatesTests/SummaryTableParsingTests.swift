import RegressionGates
import Testing
import TraceAnalysis

@Suite("summary.csv parsing (gate baselines)")
struct GateSummaryParsingTests {
    static let header =
        "engine,population,scope,scope_value,goal,metric,count,mean,p50,p90,p95,p99,max,numerator,denominator,rate,"
        + "rate_ci_low,rate_ci_high,mean_ci_low,mean_ci_high,p50_ci_low,p50_ci_high,p90_ci_low,p90_ci_high,"
        + "p95_ci_low,p95_ci_high,p99_ci_low,p99_ci_high"

    @Test("rows read back equal the rows written (exact at 6 decimals), and re-encode byte for byte")
    func roundTrip() throws {
        let exact: [SummaryRow] = [
            GateFixture.distribution(),
            GateFixture.distribution(DistributionSummary([]), scope: .scenario("quick, \"dismiss\"")),
            GateFixture.rate(9, of: 10),
            GateFixture.rate(0, of: 0, metric: .unanswered, scope: .trace("traces/a b.jsonl")),
            GateFixture.distribution(
                DistributionSummary(count: 3, mean: 1.333333, p50: 1, p90: 1.8, p95: 1.9, p99: 1.98, max: 2),
                engine: .legacy, metric: .gesturesPerIntent, scope: .scenario("multi\nline")),
        ]
        let text = SummaryTable.table(exact).encoded()
        #expect(try SummaryTable.parse(csvText: text) == exact)

        // Computed statistics have more than 6 decimals: the text survives a round trip unchanged.
        let computed = [
            GateFixture.distribution(DistributionSummary([16.7, 33.4, 50.1, 83.5, 100.2 / 3])),
            GateFixture.rate(2, of: 3),
        ]
        let computedText = SummaryTable.table(computed).encoded()
        let parsed = try SummaryTable.parse(csvText: computedText)
        #expect(SummaryTable.table(parsed).encoded() == computedText)
        #expect(parsed[1].rate == RateSummary(numerator: 2, denominator: 3))
    }

    @Test("a schema v4 baseline (no intents column) still reads; v5 keeps the origin")
    func schemaV4Reads() throws {
        var row = SummaryRow(
            engine: .fluid, scope: .overall, metric: .achieved, rate: RateSummary(numerator: 3, denominator: 4))
        row.intents = .inferred
        let v5 = SummaryTable.table([row]).encoded()
        #expect(try SummaryTable.parse(csvText: v5).first?.intents == .inferred)
        let v4 =
            SummaryTable.columnsV4.joined(separator: ",") + "\r\n"
            + "fluid,own,overall,,all,achieved,4,,,,,,,3,4,0.750000" + String(repeating: ",", count: 12) + "\r\n"
        let parsed = try SummaryTable.parse(csvText: v4)
        #expect(parsed.count == 1 && parsed[0].intents == nil && parsed[0].rate?.numerator == 3)
        let bad = v5.replacingOccurrences(of: ",inferred,", with: ",guessed,")
        #expect(throws: SummaryTableParseError.self) { try SummaryTable.parse(csvText: bad) }
    }

    @Test("LF line ends, a byte order mark and blank lines are accepted")
    func lenientText() throws {
        let text =
            "\u{FEFF}\(Self.header)\n\nfluid,own,overall,,all,cancel_success,10,,,,,,,9,10,0.900000,,,,,,,,,,,,\n"
        #expect(try SummaryTable.parse(csvText: text) == [GateFixture.rate(9, of: 10)])
    }

    static let h = header + "\n"
    /// What the errors name: the columns `analyze` writes now (v5).
    static let v5 = SummaryTable.columns.joined(separator: ",")
    static let reordered = "population,engine" + String(header.dropFirst("engine,population".count)) + "\n"

    static let bad: [(String, String)] = [
        ("", "row 1: empty; expected the summary.csv header: \(v5)"),
        ("engine,scope\n", "row 1: header lacks column \"population\"; expected summary.csv schema v5: \(v5)"),
        ("\(header),extra\n", "row 1: header has unknown column \"extra\"; expected summary.csv schema v5: \(v5)"),
        (
            reordered,
            "row 1: header columns are repeated or out of order; expected summary.csv schema v5: \(v5)"
        ),
        (
            "\(h)fluid,own,overall,,all,cancel_success,10,,,,,,,9,10,0.9,,,,,,,,,,,,\nfluid,overall,\n",
            "row 3: 3 cells, expected 28"
        ),
        (
            "\(h)fluid,own,overall,,all,first_touch_latency_ms,100,1,2,3,abc,5,6,,,,,,,,,,,,,,,\n",
            "row 2, column p95: \"abc\" is not a number"
        ),
        (
            "\(h)fluid,own,overall,,all,first_touch_latency_ms,100,1,2,3,4,5,,,,,,,,,,,,,,,,\n",
            "row 2, column max: empty; expected a number when count is 100"
        ),
        (
            "\(h)fluid,own,overall,,all,first_touch_latency_ms,0,1,,,,,,,,,,,,,,,,,,,,\n",
            "row 2, column mean: must be empty when count is 0"
        ),
        (
            "\(h)fluid,own,overall,,all,first_touch_latency_ms,-1,,,,,,,,,,,,,,,,,,,,,\n",
            "row 2, column count: \"-1\" is not a count (an integer >= 0)"
        ),
        (
            "\(h)fluid,own,overall,,all,latency,0,,,,,,,,,,,,,,,,,,,,,\n",
            "row 2, column metric: unknown metric \"latency\"; expected one of first_touch_latency_ms, response_latency_ms, "
                + "recognition_delay_ms, start_delay_ms, presentation_delay_ms, unanswered, gestures_per_intent, multi_gesture, achieved, time_to_goal_ms, cancel_success, time_to_cancel_ms, cancel_depth, "
                + "hitch_time_ratio, stepped, start_jump, mid_jump"
                + ", flow_completion, flow_duration_ms, step_reached, step_conversion, step_time_ms, step_wrong_gestures"
        ),
        (
            "\(h)fluid,own,global,,all,cancel_success,10,,,,,,,9,10,0.9,,,,,,,,,,,,\n",
            "row 2, column scope: unknown scope \"global\"; expected overall, scenario, trace, flow or flow_step (FLOW/STEP)"
        ),
        (
            "\(h)fluid,own,overall,x,all,cancel_success,10,,,,,,,9,10,0.9,,,,,,,,,,,,\n",
            "row 2, column scope_value: must be empty for scope overall"
        ),
        (
            "\(h),own,overall,,all,cancel_success,10,,,,,,,9,10,0.9,,,,,,,,,,,,\n",
            "row 2, column engine: empty; expected one of fluid, legacy, recorded"
        ),
        (
            "\(h)turbo,own,overall,,all,cancel_success,10,,,,,,,9,10,0.9,,,,,,,,,,,,\n",
            "row 2, column engine: unknown engine \"turbo\"; expected one of fluid, legacy, recorded"
        ),
        (
            "\(h)fluid,own,overall,,all,cancel_success,10,,,,,,,9,10,0.8,,,,,,,,,,,,\n",
            "row 2, column rate: 0.8 does not match 9/10"
        ),
        (
            "\(h)fluid,own,overall,,all,cancel_success,10,,,,,,,11,10,1.1,,,,,,,,,,,,\n",
            "row 2, column numerator: 11 is greater than the denominator 10"
        ),
        (
            "\(h)fluid,own,overall,,all,cancel_success,10,0.5,,,,,,9,10,0.9,,,,,,,,,,,,\n",
            "row 2, column mean: must be empty for the rate metric cancel_success"
        ),
        (
            "\(h)fluid,own,overall,,all,first_touch_latency_ms,0,,,,,,,0,0,,,,,,,,,,,,,\n",
            "row 2, column numerator: must be empty for the distribution metric first_touch_latency_ms"
        ),
        (
            "\(h)fluid,own,overall,,all,cancel_success,10,,,,,,,9,10,0.9,,,,,,,,,,,,\nfluid,own,overall,,all,cancel_success,10,,,,,,,9,10,0.9,,,,,,,,,,,,\n",
            "row 3: duplicate row for engine \"fluid\", scope overall \"\", goal all, metric cancel_success (first at row 2)"
        ),
        // A cell is quoted with escapes, so a terminal escape code in a CSV never reaches a message raw.
        (
            "\(h)\u{1B}[2J,own,overall,,all,cancel_success,10,,,,,,,9,10,0.9,,,,,,,,,,,,\n",
            "row 2, column engine: unknown engine \"\\u001B[2J\"; expected one of fluid, legacy, recorded"
        ),
        (
            "\(h)fluid,own,overall,,all,first_touch_latency_ms,100,1,2,3,\u{202E}4,5,6,,,,,,,,,,,,,,,\n",
            "row 2, column p95: \"\\u202E4\" is not a number"
        ),
    ]

    @Test("errors name the row and the column", arguments: bad)
    func errors(text: String, expected: String) {
        #expect(throws: (any Error).self) { try SummaryTable.parse(csvText: text) }
        do {
            _ = try SummaryTable.parse(csvText: text)
        } catch {
            #expect(error.description == expected)
        }
    }
}
