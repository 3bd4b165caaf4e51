import Foundation
import Testing
import TraceAnalysis

#if canImport(FoundationXML)
import FoundationXML
import RegressionGates
#endif

@Suite("Gate reports")
struct GateReportTests {
    /// A fail, a warn and a pass, with a name full of characters XML and Markdown care about.
    static func evaluation() throws -> GateEvaluation {
        let configuration = try GateConfiguration.parse(
            jsonText: """
                {"version": 1, "assertions": [
                  {"metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid",
                   "scenario": "quick-dismiss", "max": 120},
                  {"name": "cancel <ok> & \\"fast\\" | 'sure'\\nreally", "metric": "cancel_success", "statistic": "rate",
                   "engine": "fluid", "min": 0.95, "level": "warn"},
                  {"metric": "first_touch_latency_ms", "statistic": "p50", "engine": "fluid", "max": 120}
                ]}
                """)
        return try GateEvaluator.evaluate(configuration, summary: GateFixture.summary)
    }

    @Test("console: one line per assertion with status, observed, limit and margin, then the verdict")
    func console() throws {
        #expect(
            GateReport.console(try Self.evaluation()) == """
                FAIL  fluid: first-touch latency p95 (quick-dismiss): observed 131.5 ms (n=10), max 120.0 ms, over by 11.5 ms (9.6%)
                WARN  cancel <ok> & "fast" | 'sure' really: observed 90.0% (n=10), min 95.0%, under by 5.0 pts (5.3%)
                PASS  fluid: first-touch latency p50: observed 42.0 ms (n=40), max 120.0 ms, margin 78.0 ms
                gate failed: 1 of 3 checks failed, 1 warning

                """)
    }

    @Test("JUnit XML is exactly the documented shape (deterministic, escaped)")
    func junitText() throws {
        let xml = GateReport.junitXML(try Self.evaluation())
        #expect(
            xml.hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="gesturetrace gate" tests="3" failures="1" errors="0" skipped="0" time="0">
                  <testsuite name="gesturetrace gate" tests="3" failures="1" errors="0" skipped="0" time="0">
                    <testcase classname="gesturetrace.gate.fluid" name="fluid first_touch_latency_ms p95 (quick-dismiss)" time="0">
                      <failure message="observed 131.5 ms (n=10), max 120.0 ms, over by 11.5 ms (9.6%)" type="assertion">FAIL  fluid: first-touch latency p95 (quick-dismiss): observed 131.5 ms (n=10), max 120.0 ms, over by 11.5 ms (9.6%)
                metric: first_touch_latency_ms
                statistic: p95
                engine: fluid
                scope: scenario quick-dismiss
                level: error
                unit: ms
                n: 10
                observed: 131.5
                limit: max 120.0 ms, margin -11.5</failure>
                    </testcase>
                    <testcase classname="gesturetrace.gate.fluid" name="cancel &lt;ok&gt; &amp; &quot;fast&quot; | 'sure'&#10;really" time="0">
                """))
        #expect(!xml.contains("timestamp"))
    }

    #if canImport(FoundationXML)
    @Test("JUnit XML parses as testsuites > testsuite > testcase with one failure and the counts")
    func junitParses() throws {
        let document = try XMLDocument(xmlString: GateReport.junitXML(try Self.evaluation()), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let suite = try #require(suites.first)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        #expect(suite.attribute(forName: "errors")?.stringValue == "0")
        #expect(suite.attribute(forName: "skipped")?.stringValue == "0")
        let cases = suite.elements(forName: "testcase")
        #expect(
            cases.map { $0.attribute(forName: "name")?.stringValue } == [
                "fluid first_touch_latency_ms p95 (quick-dismiss)",
                "cancel <ok> & \"fast\" | 'sure'\nreally",
                "fluid first_touch_latency_ms p50",
            ])
        #expect(
            cases.map { $0.attribute(forName: "classname")?.stringValue }
                == Array(repeating: "gesturetrace.gate.fluid", count: 3))
        #expect(cases.map { $0.elements(forName: "failure").count } == [1, 0, 0])
        let failure = try #require(cases[0].elements(forName: "failure").first)
        #expect(
            failure.attribute(forName: "message")?.stringValue
                == "observed 131.5 ms (n=10), max 120.0 ms, over by 11.5 ms (9.6%)")
        #expect(failure.attribute(forName: "type")?.stringValue == "assertion")
        let warning = try #require(cases[1].elements(forName: "system-out").first?.stringValue)
        #expect(
            warning.hasPrefix("WARN  cancel <ok> & \"fast\" | 'sure' really: observed 90.0% (n=10), min 95.0%")
        )
        #expect(warning.contains("does not fail the gate"))
    }
    #endif

    /// The reports depend on the assertions and on which row each reads, never on the order of
    /// the summary's rows: every permutation of the fixture summary renders the same bytes.
    @Test("reports do not depend on the order of the summary rows", arguments: 0..<6)
    func orderIndependent(rotation: Int) throws {
        let configuration = try GateConfiguration.parse(
            jsonText: """
                {"version": 1, "assertions": [
                  {"metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid",
                   "scenario": "quick-dismiss", "max": 120},
                  {"metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 0.95, "level": "warn"},
                  {"metric": "cancel_success", "statistic": "rate", "engine": "legacy", "min": 0.2},
                  {"metric": "first_touch_latency_ms", "statistic": "p50", "engine": "fluid", "max": 120}
                ]}
                """)
        let rows = GateFixture.summary
        let rotated = Array(rows[rotation...] + rows[..<rotation])
        let permuted = rotation.isMultiple(of: 2) ? rotated : rotated.reversed()
        let reference = try GateEvaluator.evaluate(configuration, summary: rows)
        let evaluation = try GateEvaluator.evaluate(configuration, summary: permuted)
        #expect(GateReport.console(evaluation) == GateReport.console(reference))
        #expect(GateReport.junitXML(evaluation) == GateReport.junitXML(reference))
        #expect(GateReport.markdown(evaluation) == GateReport.markdown(reference))
        #expect(GateReport.console(reference).hasSuffix("gate failed: 1 of 4 checks failed, 1 warning\n"))
    }

    @Test("characters XML 1.0 cannot hold become U+FFFD, so the file always parses")
    func xmlControlCharacters() throws {
        let configuration = try GateConfiguration(assertions: [
            GateAssertion(
                name: "bell\u{7}", metric: .cancelSuccess, statistic: .rate, engine: .fluid, scenario: "s\u{0}",
                min: 0.9)
        ])
        let evaluation = try GateEvaluator.evaluate(
            configuration, summary: [GateFixture.rate(1, of: 2, scope: .scenario("s\u{0}"))])
        let xml = GateReport.junitXML(evaluation)
        #expect(xml.contains("name=\"bell\u{FFFD}\""))
        #expect(xml.contains("scope: scenario s\u{FFFD}"))
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("Markdown: the failed count first, then a table in a reader's units, every row as wide as the header")
    func markdown() throws {
        let markdown = GateReport.markdown(try Self.evaluation())
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "## ❌ 1 of 3 checks failed, 1 warning")
        #expect(
            lines[2]
                == "GestureTrace gate: 1 failed, 1 warning, 1 passed. "
                + "For figures and the worst intents, run the gate with `--html report.html`.")
        let table = lines.filter { $0.hasPrefix("|") }
        #expect(table.count == 2 + 3)
        #expect(table[0] == "| Check | Baseline | Observed | Change | Limit | n | Verdict |")
        #expect(table[1] == "| --- | ---: | ---: | ---: | --- | ---: | --- |")
        #expect(
            table[2]
                == "| fluid: first-touch latency p95 (quick-dismiss) | — | 131.5 ms | — | max 120.0 ms | 10 | ❌ fail: over by 11.5 ms (9.6%) |"
        )
        #expect(
            table[3]
                == "| cancel \\<ok\\> \\& \"fast\" \\| 'sure' really | — | 90.0% | — | min 95.0% | 10 | ⚠️ warn: under by 5.0 pts (5.3%) |"
        )
        #expect(
            table[4]
                == "| fluid: first-touch latency p50 | — | 42.0 ms | — | max 120.0 ms | 40 | ✅ pass: margin 78.0 ms |")
        for row in table { #expect(Self.cellCount(row) == 7, "\(row)") }
        #expect(
            markdown.contains(
                "- ❌ fail fluid: first-touch latency p95 (quick-dismiss): observed 131.5 ms (n=10), max 120.0 ms, over by 11.5 ms (9.6%)\n"
            ))
        #expect(!markdown.contains("share") && !markdown.contains("inf"))
    }

    @Test("Markdown of a passing gate; backticks in a name are escaped; the pointer names report.html")
    func markdownPassing() throws {
        let configuration = try GateConfiguration(assertions: [
            GateAssertion(name: "`tick` ``x", metric: .cancelSuccess, statistic: .rate, engine: .fluid, min: 0.5)
        ])
        let evaluation = try GateEvaluator.evaluate(configuration, summary: GateFixture.summary)
        let markdown = GateReport.markdown(evaluation, htmlReport: "build/gate/report.html")
        #expect(markdown.hasPrefix("## ✅ 0 of 1 check failed\n\nGestureTrace gate: 1 passed. "))
        #expect(markdown.contains("`build/gate/report.html`"))
        #expect(
            markdown.contains("| \\`tick\\` \\`\\`x | — | 90.0% | — | min 50.0% | 10 | ✅ pass: margin 40.0 pts |\n"))
        #expect(!markdown.contains("\n- "))
    }

    /// Cells of a GFM table row: pipes not escaped by a backslash, minus one.
    static func cellCount(_ row: String) -> Int {
        var count = 0
        var escaped = false
        for character in row {
            if character == "|" && !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count - 1
    }
}
