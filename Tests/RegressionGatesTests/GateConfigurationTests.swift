import RegressionGates
import Testing
import TraceAnalysis

@Suite("Gate configuration")
struct GateConfigurationTests {
    static let metrics =
        "first_touch_latency_ms, response_latency_ms, recognition_delay_ms, start_delay_ms, presentation_delay_ms, unanswered, gestures_per_intent, multi_gesture, achieved, time_to_goal_ms, cancel_success, time_to_cancel_ms, cancel_depth, "
        + "hitch_time_ratio, stepped, start_jump, mid_jump"
        + ", flow_completion, flow_duration_ms, step_reached, step_conversion, step_time_ms, step_wrong_gestures"

    @Test("the documented example reads, with defaults for level and name")
    func example() throws {
        let configuration = try GateConfiguration.parse(
            jsonText: """
                {"version": 1, "assertions": [
                  {"name": "fluid quick-dismiss latency", "metric": "first_touch_latency_ms", "statistic": "p95",
                   "engine": "fluid", "scenario": "quick-dismiss", "max": 120, "level": "error"},
                  {"metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 0.9},
                  {"metric": "gestures_per_intent", "statistic": "mean", "engine": "fluid",
                   "maxIncrease": {"percent": 10}, "level": "warn"},
                  {"metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "scenario": "quick-dismiss",
                   "maxDecrease": {"absolute": 2.5}}
                ]}
                """)
        let a = configuration.assertions
        #expect(a.count == 4)
        #expect(
            a[0]
                == GateAssertion(
                    name: "fluid quick-dismiss latency", metric: .firstTouchLatency, statistic: .p95,
                    engine: .fluid, scenario: "quick-dismiss", max: 120, level: .error))
        #expect(a[0].scope == .scenario("quick-dismiss"))
        #expect(a[1].name == "fluid cancel_success rate")
        #expect(a[1].level == .error)
        #expect(a[1].scope == .overall)
        #expect(a[2].name == "fluid gestures_per_intent mean vs baseline")
        #expect(a[2].maxIncrease == .percent(10))
        #expect(a[2].level == .warn)
        #expect(a[3].name == "fluid first_touch_latency_ms p95 (quick-dismiss) vs baseline")
        #expect(a[3].maxDecrease == .absolute(2.5))
        #expect(configuration.needsBaseline)
    }

    @Test(
        "each problem of an assertion names its field path and reason",
        arguments: [
            (
                #""statistic": "p95", "engine": "fluid", "max": 1"#,
                "assertions[2].metric: missing; expected one of \(metrics)"
            ),
            (
                #""metric": "latency", "statistic": "p95", "engine": "fluid", "max": 1"#,
                "assertions[2].metric: unknown metric \"latency\"; expected one of \(metrics)"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "max": 1"#,
                "assertions[2].engine: missing; name the engine whose summary rows are checked: one of fluid, legacy, recorded"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "", "max": 1"#,
                "assertions[2].engine: unknown engine \"\"; expected one of fluid, legacy, recorded"
            ),
            (
                #""metric": "first_touch_latency_ms", "engine": "fluid", "max": 1"#,
                "assertions[2].statistic: missing; expected one of count, mean, p50, p90, p95, p99, max, rate"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "median", "engine": "fluid", "max": 1"#,
                "assertions[2].statistic: unknown statistic \"median\"; expected one of count, mean, p50, p90, p95, p99, max, rate"
            ),
            (
                #""metric": "cancel_success", "statistic": "p95", "engine": "fluid", "max": 1"#,
                "assertions[2].statistic: \"p95\" is not defined for the rate metric cancel_success; expected one of rate, count"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "rate", "engine": "fluid", "max": 1"#,
                "assertions[2].statistic: \"rate\" is not defined for the distribution metric first_touch_latency_ms; expected one of count, mean, p50, p90, p95, p99, max"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "maximum": 1"#,
                "assertions[2].maximum: unknown key; expected one of name, metric, statistic, engine, scenario, device, flow, step, goal, min, max, maxIncrease, maxDecrease, minCount, level"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid""#,
                "assertions[2]: no limit; give \"min\", \"max\", \"maxIncrease\" or \"maxDecrease\""
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "min": 5, "max": 3"#,
                "assertions[2].min: min 5 is greater than max 3"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "max": "120""#,
                "assertions[2].max: expected a number, got a string"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "max": 1, "level": "fatal""#,
                "assertions[2].level: unknown level \"fatal\"; expected warn or error (the default)"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "max": 1, "level": true"#,
                "assertions[2].level: expected a string, got true"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "maxIncrease": {"absolute": 1, "percent": 5}"#,
                "assertions[2].maxIncrease: give either \"absolute\" or \"percent\", not both"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "maxIncrease": {"percent": -5}"#,
                "assertions[2].maxIncrease.percent: must be a number >= 0, got -5"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "maxDecrease": {"absolute": -0.5}"#,
                "assertions[2].maxDecrease.absolute: must be a number >= 0, got -0.5"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "maxDecrease": 5"#,
                "assertions[2].maxDecrease: expected {\"absolute\": N} or {\"percent\": N}, optionally with \"significant\": true, got a number"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "maxDecrease": {}"#,
                "assertions[2].maxDecrease: expected {\"absolute\": N} or {\"percent\": N},"
                    + " optionally with \"significant\": true"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "maxIncrease": {"relative": 5}"#,
                "assertions[2].maxIncrease.relative: unknown key; expected one of absolute, percent, significant"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "maxIncrease": {"percent": "5"}"#,
                "assertions[2].maxIncrease.percent: expected a number, got a string"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "scenario": "", "max": 1"#,
                "assertions[2].scenario: must not be empty; leave it out for the overall row"
            ),
            (
                #""metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 90, "name": "cancel""#,
                "assertions[2].min: 90 is outside 0...1; a rate is a share (0.9 means 90%)"
            ),
            (
                #""name": " ", "metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid", "max": 1"#,
                "assertions[2].name: must not be empty"
            ),
            (
                #""metric": "first_touch_latency_ms", "statistic": "p99", "engine": "fluid", "max": 130"#,
                "assertions[2].name: duplicate name \"fluid first_touch_latency_ms p99\" (also assertions[0]); give each assertion a unique \"name\""
            ),
        ])
    func assertionProblems(members: String, expected: String) {
        #expect(GateFixture.problems(GateFixture.withThird(members)) == [expected])
    }

    @Test(
        "problems of the document as a whole",
        arguments: [
            (
                #"{"assertions": [{"metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 1}]}"#,
                ["version: missing; expected 1"]
            ),
            (
                #"{"version": 2, "assertions": [{"metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 1}]}"#,
                ["version: unsupported version 2; this gesturetrace reads version 1"]
            ),
            (
                #"{"version": "1", "assertions": []}"#,
                [
                    "version: expected the number 1, got a string",
                    "assertions: empty; a gate needs at least one assertion",
                ]
            ),
            (#"{"version": 1}"#, ["assertions: missing; expected an array of assertions"]),
            (
                #"{"version": 1, "assertions": {}, "extra": 0}"#,
                [
                    "extra: unknown key; expected one of version, assertions",
                    "assertions: expected an array, got an object",
                ]
            ),
            (#"{"version": 1, "assertions": [3]}"#, ["assertions[0]: expected an object, got a number"]),
            (#"[1]"#, ["expected a JSON object with \"version\" and \"assertions\", got an array"]),
        ])
    func documentProblems(json: String, expected: [String]) {
        #expect(GateFixture.problems(json) == expected)
    }

    @Test("text that is not JSON is one problem without a path")
    func notJSON() {
        let problems = GateFixture.problems("{\"version\": 1,")
        #expect(problems.count == 1)
        // What and where, from the document parser.
        #expect(problems.first?.hasPrefix("not valid JSON: unexpected end of the document") == true)
        #expect(
            GateFixture.problems("\u{FEFF}{\"version\": 1, \"assertions\": []}") == [
                "assertions: empty; a gate needs at least one assertion"
            ])
    }

    @Test("a key given twice is an error, so a second list of assertions cannot hide the first")
    func duplicateKey() {
        let assertion = #"{"name": "n", "engine": "fluid", "metric": "cancel_success", "statistic": "rate", "max": 1}"#
        let json = "{\"version\": 1,\n\"assertions\": [\(assertion)],\n\"assertions\": [\(assertion)]}"
        #expect(
            GateFixture.problems(json) == [
                "not valid JSON: duplicate member name \"assertions\" in one object; name each member once "
                    + "(RFC 8259 leaves the meaning of duplicates undefined) at line 3, column 1"
            ])
    }

    @Test("every problem of a file is reported, in file order")
    func allProblems() {
        let problems = GateFixture.problems(
            """
            {"version": 1, "assertions": [
              {"metric": "latency", "statistic": "p95", "max": 1},
              {"metric": "cancel_success", "statistic": "rate", "engine": "fluid"}
            ]}
            """)
        #expect(
            problems == [
                "assertions[0].metric: unknown metric \"latency\"; expected one of \(Self.metrics)",
                "assertions[0].engine: missing; name the engine whose summary rows are checked: one of fluid, legacy, recorded",
                "assertions[1]: no limit; give \"min\", \"max\", \"maxIncrease\" or \"maxDecrease\"",
            ])
    }

    @Test("a name or value from the file is quoted with escapes in a message, never printed raw")
    func controlCharactersQuoted() {
        let problems = GateFixture.problems(
            #"""
            {"version": 1, "assertions": [
              {"metric": "\u001b]0;owned\u0007", "statistic": "p95", "engine": "fluid", "max": 1, "\u001b": 1}
            ]}
            """#)
        #expect(
            problems == [
                #"assertions[0].metric: unknown metric "\u001B]0;owned\u0007"; expected one of "# + Self.metrics,
                #"assertions[0]."\u001B": unknown key; expected one of name, metric, statistic, engine, scenario, device, flow, step, goal, min, max, maxIncrease, maxDecrease, minCount, level"#,
            ])
    }

    @Test("assertions built in code are checked like the file")
    func programmatic() {
        #expect(
            throws: GateConfigurationError(
                path: "assertions[0].statistic",
                reason: "\"p95\" is not defined for the rate metric cancel_success; expected one of rate, count")
        ) {
            try GateConfiguration(assertions: [
                GateAssertion(metric: .cancelSuccess, statistic: .p95, engine: .fluid, max: 1)
            ])
        }
    }
}
