import TraceAnalysis

/// JUnit XML for a gate, in the subset every CI system reads (Jenkins, GitLab, GitHub actions
/// that publish test results, Azure, CircleCI):
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="gesturetrace gate" tests="3" failures="1" errors="0" skipped="0" time="0">
///   <testsuite name="gesturetrace gate" tests="3" failures="1" errors="0" skipped="0" time="0">
///     <testcase classname="gesturetrace.gate.fluid" name="fluid first_touch_latency_ms p95" time="0">
///       <failure message="observed 131.5, max 120, over by 11.5 (9.6%)" type="assertion">...</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// One test case per assertion, named by the assertion, with class name
/// `gesturetrace.gate.ENGINE`. An error-level failure is a `<failure>` whose message is the
/// console message and whose text lists the assertion and its numbers. A warning is a passing
/// test case (warnings never fail a gate) whose `<system-out>` starts with `WARN`; passing test
/// cases carry their `PASS` line there too. `time` is always 0 so that the file is
/// byte-identical for the same results. Text that XML 1.0 cannot hold (control characters) is
/// replaced by U+FFFD.
enum GateJUnitXML {
    static func render(_ evaluation: GateEvaluation, suiteName: String) -> String {
        let counts =
            "tests=\"\(evaluation.results.count)\" failures=\"\(evaluation.failureCount)\""
            + " errors=\"0\" skipped=\"0\" time=\"0\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(attribute(suiteName))\" \(counts)>\n"
        xml += "  <testsuite name=\"\(attribute(suiteName))\" \(counts)>\n"
        for result in evaluation.results {
            let a = result.assertion
            xml +=
                "    <testcase classname=\"\(attribute("gesturetrace.gate." + a.engine.rawValue))\""
                + " name=\"\(attribute(a.name))\" time=\"0\">\n"
            switch result.status {
            case .fail:
                xml +=
                    "      <failure message=\"\(attribute(result.message))\""
                    + " type=\"assertion\">\(text(details(result)))</failure>\n"
            case .warn:
                xml +=
                    "      <system-out>\(text(details(result) + "\n(level warn: reported, does not fail the gate)"))"
                    + "</system-out>\n"
            case .pass:
                xml += "      <system-out>\(text(GateReport.consoleLine(result)))</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// The assertion and its numbers, one `key: value` per line.
    static func details(_ result: GateResult) -> String {
        let a = result.assertion
        var lines = [
            GateReport.consoleLine(result),
            "metric: \(a.metric.rawValue)",
            "statistic: \(a.statistic.rawValue)",
            "engine: \(a.engine.rawValue)",
            "scope: " + (a.scenario.map { "scenario \($0)" } ?? "overall"),
            "level: \(a.level.rawValue)",
            "unit: " + (a.unit.symbol.isEmpty ? "count" : a.unit.symbol),
            "n: " + (result.count.map(GateNumber.format) ?? "0"),
            "observed: " + (result.observed.map(GateNumber.format) ?? "no data"),
        ]
        if let minCount = a.minCount { lines.append("minCount: \(minCount)") }
        if a.needsBaseline { lines.append("baseline: " + (result.baseline.map(GateNumber.format) ?? "no data")) }
        for check in result.checks {
            lines.append(
                "limit: \(check.limitDescription)" + (check.margin.map { ", margin \(GateNumber.signed($0))" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    /// Escaped for an attribute value: markup characters and line breaks and tabs as references
    /// (attribute normalization would turn them into spaces otherwise).
    static func attribute(_ value: String) -> String {
        escape(value, extra: ["\"": "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"])
    }

    /// Escaped for element text.
    static func text(_ value: String) -> String {
        escape(value, extra: [:])
    }

    private static func escape(_ value: String, extra: [Unicode.Scalar: String]) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            if let replacement = extra[scalar] {
                out += replacement
                continue
            }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where isAllowedInXML(scalar): out.unicodeScalars.append(scalar)
            default: out += "\u{FFFD}"
            }
        }
        return out
    }

    /// XML 1.0 `Char`: tab, LF, CR, U+0020...U+D7FF, U+E000...U+FFFD, U+10000 and above.
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
