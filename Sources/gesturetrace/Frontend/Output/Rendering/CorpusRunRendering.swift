import CorpusAnalysis
import TraceAnalysis
import TraceModel
import TransitionSimulation

/// What `analyze` and `gate` print about a `CorpusResult`: the failed traces on stderr, the
/// side-by-side text or the JSON summary on stdout (the report files of `--out` are written as
/// the run goes, `CorpusReportWriter`).
enum CorpusRunRendering {
    /// One stderr line per trace that could not be analysed, `PATH: failed: REASON`; the path and
    /// the reason come from files (a folder's names, a summary partial), so their control
    /// characters, line breaks included, are escaped (`MessageQuoting.escaped`).
    static func listFailures(_ run: CorpusResult) {
        for failure in run.tally.failedTraces {
            StandardStreams.errLine(
                "\(MessageQuoting.escaped(failure.path)): failed: \(MessageQuoting.escaped(failure.reason))")
        }
        if let filter = run.recordedWithFilter {
            StandardStreams.errLine(
                "--recorded-with \(filter.kind.argument): \(counted(filter.leftOut, "trace")) recorded against another engine left out"
            )
        }
    }

    /// What `analyze` and `merge` print of a finished run: the failure lines and a warning per
    /// trace the recorded engine could not score on stderr, then the text or JSON on stdout.
    static func print(_ run: CorpusResult, format: CorpusOutputFormat, byScenario: Bool = false) {
        listFailures(run)
        for path in run.tally.unscoredPaths {
            StandardStreams.errLine(
                "\(MessageQuoting.escaped(path)): warning: \(RecordedCoverage.noTransitionEventsWarning)")
        }
        switch format {
        case .text: StandardStreams.out(text(run, byScenario: byScenario))
        case .json: StandardStreams.outLine(json(run))
        }
        StandardStreams.flush()
    }

    /// On a terminal, the last thing a person needs: where the reports went and which file to
    /// open (stderr, after the tables; nothing on a pipe, so logs and scripts see what they did).
    static func tellWhereReportsAre(_ directory: String) {
        guard StandardStreams.stderrIsTerminal else { return }
        let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        StandardStreams.errLine(
            "reports written to \(MessageQuoting.escaped(folder))/: open \(MessageQuoting.escaped(folder))/report.html")
    }

    /// The text: the counts, the verdict (`Verdict`), the top findings (`Finding`), then the
    /// populations and the overall table; the per-scenario tables only with `byScenario` (`--by
    /// scenario`), the per-device ones with `--by device`; then frames, inference agreement and flows.
    static func text(_ run: CorpusResult, byScenario: Bool = false) -> String {
        let engines = run.engines
        let summary = run.summary
        let intentCounts = zip(engines, run.tally.perEngine).map { "\($0.rawValue) \($1.intents)" }
        var lines = [
            "\(counted(run.tally.traceCount, "trace")) (\(run.tally.analysedCount) analysed, \(run.failureCount) failed); "
                + "intents: \(intentCounts.joined(separator: ", "))"
        ]
        lines += [""] + VerdictText.lines(Verdict(rows: summary, engines: engines, sameTraces: run.whatIf))
        lines += [""] + findingLines(run)
        lines += [""] + populationLines(run) + [""]
        lines += ["Overall"] + SideBySideTable.render(summary, scope: .overall, engines: engines)
        if byScenario {
            for scenario in run.scenarios {
                lines +=
                    ["", "Scenario \(MessageQuoting.escaped(scenario))"]
                    + SideBySideTable.render(summary, scope: .scenario(scenario), engines: engines)
            }
        } else if !run.scenarios.isEmpty {
            lines.append(
                "(\(counted(run.scenarios.count, "scenario")): a table for each with --by scenario; "
                    + "all of them in summary.csv and report.html with --out DIR)")
        }
        for device in run.devices {
            lines +=
                ["", "Device \(MessageQuoting.escaped(device))"]
                + SideBySideTable.render(summary, scope: .device(device), engines: engines)
        }
        lines += [""] + FramesSectionRendering.lines(run)
        var first = true
        for (engine, tally) in zip(engines, run.tally.perEngine) {
            guard let (intents, sequences) = tally.agreement else { continue }
            if first { lines.append("") }
            first = false
            lines.append(
                "Inferred vs labelled intents (\(engine.rawValue)): \(percent(intents)) of intents, "
                    + "\(percent(sequences)) of touch sequences agree")
            // Per scenario when there is more than one: where inference holds and where it does not.
            guard tally.agreementByScenario.count > 1 else { continue }
            for scenario in tally.agreementByScenario.keys.sorted() {
                let (i, s) = tally.agreementByScenario[scenario]!
                let name = scenario.isEmpty ? "(no scenario)" : MessageQuoting.escaped(scenario)
                lines.append("  \(name): \(percent(i)) of intents, \(percent(s)) of touch sequences")
            }
        }
        lines += FlowFunnelRendering.lines(run)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Findings shown in the text; the rest are counted, and all are in `report.html`.
    static let findingsShown = 5

    /// What went wrong: the worst findings, one line each with a first example, and how many more
    /// (`FindingSentences`, the sentences the gate's Markdown also says).
    static func findingLines(_ run: CorpusResult) -> [String] {
        let sentences = FindingSentences(
            run.tally.findings, rows: run.summary, engines: run.engines, shown: findingsShown)
        guard !sentences.findings.isEmpty else { return ["What went wrong: " + sentences.nothing] }
        return ["What went wrong (" + sentences.heading(report: "report.html, --out DIR") + ")"]
            + (sentences.lines + [sentences.more].compactMap { $0 }).map { "  " + $0 }
    }

    /// Which traces each engine column scored and what they were recorded against, and what the
    /// difference column compares (docs/analysis.md "Like for like").
    static func populationLines(_ run: CorpusResult) -> [String] {
        var lines = [
            run.whatIf
                ? "What-if: every trace replayed against every engine, whatever it was recorded against"
                : "Like for like: each model engine scores the traces recorded against it, and replays those"
                    + " recorded with an unknown engine as a what-if; recorded scores every trace"
        ]
        for (index, (engine, tally)) in zip(run.engines, run.tally.perEngine).enumerated() {
            let kinds = tally.recordedWith.map { "\($0.value) recorded with \($0.key.tableLabel)" }.sorted()
            let whatIf = index < run.whatIfEngines.count ? run.whatIfEngines[index] : run.whatIf
            let population = SummaryPopulation.of(engine, whatIf: whatIf).rawValue
            let replayed = tally.recordedWith.filter { $0.key != .kind(engine.rawValue) }.values.reduce(0, +)
            lines.append(
                "\(engine.rawValue) (\(population)): \(counted(tally.scored, "trace"))"
                    + (kinds.isEmpty ? "" : ": " + kinds.joined(separator: ", "))
                    + (whatIf && !run.whatIf && replayed > 0
                        ? "; the \(replayed) not recorded against \(engine.rawValue) \(replayed == 1 ? "is a what-if" : "are what-ifs")"
                        : ""))
        }
        if run.tally.otherSceneCount > 0 {
            lines.append(
                "\(counted(run.tally.otherSceneCount, "trace")) on a screen other than the media viewer (scene \"other\"): "
                    + "gestures and flows only; no engine replays them and they have no intents")
        }
        if run.engines.count > 1 {
            let base = run.engines[0].rawValue
            lines.append(
                run.whatIf
                    ? "Difference columns: each engine minus \(base) on the same traces"
                    : "Difference columns: each engine minus \(base), each on its own population (different users)")
        }
        return lines
    }

    static func percent(_ rate: RateSummary) -> String {
        let value = rate.rate.map { FixedDecimal.format($0 * 100, decimals: 1) } ?? "n/a"
        return "\(rate.numerator)/\(rate.denominator) (\(value)%)"
    }

    /// `{"traces","analysed","failed","engines","summary":[rows of the overall and scenario scopes]}`.
    static func json(_ run: CorpusResult) -> String {
        let rows = run.summary
        // JSON has no infinity: an infinite statistic ("no answer", "never") is the string "inf", as in CSV.
        func number(_ v: Double?) -> JSONValue {
            v.map { $0.isFinite ? .number(FixedDecimal.rounded($0, decimals: 6)) : .string("inf") } ?? .null
        }
        let encoded: [JSONValue] = rows.map { row in
            var members = [
                JSONMember("engine", .string(row.engine.rawValue)),
                JSONMember("population", .string(row.population.rawValue)),
                JSONMember("scope", .string(row.scope.kind)),
                JSONMember("scopeValue", .string(row.scope.value)), JSONMember("goal", .string(row.goal.rawValue)),
                JSONMember("metric", .string(row.metric.rawValue)),
            ]
            if let rate = row.rate {
                members += [
                    JSONMember("numerator", .number(Double(rate.numerator))),
                    JSONMember("denominator", .number(Double(rate.denominator))), JSONMember("rate", number(rate.rate)),
                ]
            } else if let d = row.distribution {
                members += [
                    JSONMember("count", .number(Double(d.count))), JSONMember("mean", number(d.mean)),
                    JSONMember("p50", number(d.p50)), JSONMember("p90", number(d.p90)),
                    JSONMember("p95", number(d.p95)),
                    JSONMember("p99", number(d.p99)), JSONMember("max", number(d.max)),
                ]
            }
            return .object(members)
        }
        var out = ""
        JSONText.appendObject(
            [
                JSONMember("traces", .number(Double(run.tally.traceCount))),
                JSONMember("analysed", .number(Double(run.tally.analysedCount))),
                JSONMember("failed", .number(Double(run.failureCount))),
                JSONMember("engines", .array(engines(run))),
                JSONMember("summary", .array(encoded)),
            ], to: &out)
        return out
    }

    private static func engines(_ run: CorpusResult) -> [JSONValue] { run.engines.map { .string($0.rawValue) } }
}
