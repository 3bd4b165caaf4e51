import ArgumentParser
import Foundation
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation

/// One analysis of a corpus, shared by `analyze` and `gate`: read every trace (in parallel),
/// analyse the valid ones, summarize, and render.
struct CorpusRun {
    var entries: [TraceTable.Entry]
    var summary: [SummaryRow]
    var engines: [EngineKind]
    var failures: Int
    /// `--what-if`: every trace replayed against every engine (else like for like).
    var whatIf = false

    static func execute(
        paths: [String], engines requested: [EngineKind], jobs: Int, inferIntents: Bool,
        engineConfiguration: EngineConfiguration, reading: ReadingOptions, whatIf: Bool = false,
        recordedWith: String? = nil
    ) throws -> CorpusRun {
        let files: [String]
        do { files = try TracePathCollector.collect(paths) } catch { throw ValidationError("\(error)") }
        guard !files.isEmpty else {
            throw ValidationError("no trace files (*.jsonl, *.ndjson, *.json) under \(paths.joined(separator: " "))")
        }
        var engines: [EngineKind] = []
        for engine in requested.isEmpty ? AnalysisOptions.defaultEngines : requested where !engines.contains(engine) {
            engines.append(engine)
        }
        let options = AnalysisOptions(
            engines: engines, engineConfiguration: engineConfiguration,
            inferIntents: inferIntents, whatIf: whatIf)
        let readOptions = reading.traceReadOptions
        let progress = ProgressReporter(total: files.count, unit: "traces")
        var entries = ParallelMap.map(
            count: files.count, jobs: jobs, progress: { progress.update(done: $0) },
            { index in analyze(files[index], readOptions: readOptions, options: options) })
        progress.finish()
        if let recordedWith {
            // `--recorded-with KIND`: only traces whose header.engine.kind is KIND (`none`: no kind).
            let kept = entries.filter { entry in
                guard case .loaded(let trace) = entry else { return true }
                return (trace.recordedWith ?? "none") == recordedWith
            }
            StandardStreams.errLine(
                "--recorded-with \(recordedWith): \(entries.count - kept.count) traces recorded against another engine left out"
            )
            entries = kept
        }
        var failures = 0
        for entry in entries {
            if case .failed(let failure) = entry {
                failures += 1
                StandardStreams.errLine("\(failure.path): failed: \(failure.reason)")
            }
        }
        let analysed = entries.compactMap { if case .loaded(let t) = $0 { t } else { nil } }
        return CorpusRun(
            entries: entries, summary: CorpusSummarizer.rows(analysed, engines: engines, whatIf: whatIf),
            engines: engines, failures: failures, whatIf: whatIf)
    }

    /// Reads and analyses one trace; a trace that cannot be read or is invalid becomes a failure
    /// carrying its first error.
    static func analyze(_ path: String, readOptions: TraceReadOptions, options: AnalysisOptions) -> TraceTable.Entry {
        do {
            let trace = try LoadedTrace.load(path: path, options: readOptions)
            if let error = trace.diagnostics.first(where: { $0.severity == .error }) {
                return .failed(TraceTable.Failure(path: path, reason: error.description))
            }
            return .loaded(
                TraceAnalyzer.analyze(path: path, header: trace.header, events: trace.events, options: options))
        } catch {
            return .failed(TraceTable.Failure(path: path, reason: error.description))
        }
    }

    var analysed: [AnalyzedTrace] { entries.compactMap { if case .loaded(let t) = $0 { t } else { nil } } }
    var files: [(name: String, text: String)] { AnalysisReport.files(entries, summary: summary) }

    /// Writes the report files into `directory`.
    static func write(_ files: [(name: String, text: String)], to directory: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for file in files {
                try file.text.write(
                    toFile: (directory as NSString).appendingPathComponent(file.name),
                    atomically: true, encoding: .utf8)
            }
        } catch {
            StandardStreams.errLine("\(directory): cannot write the reports: \(error.localizedDescription)")
            throw ExitStatus.usage
        }
    }

    /// The side-by-side tables, overall and per scenario, and inference agreement.
    var text: String {
        let traces = analysed
        let intentCounts = engines.map { engine in
            "\(engine.rawValue) \(traces.map { $0.runs.first { $0.engine == engine }?.intents.count ?? 0 }.reduce(0, +))"
        }
        var lines = [
            "\(entries.count) traces (\(traces.count) analysed, \(failures) failed); intents: \(intentCounts.joined(separator: ", "))"
        ]
        lines += populationLines(traces) + [""]
        lines += ["Overall"] + SideBySideTable.render(summary, scope: .overall, engines: engines)
        for scenario in Set(traces.compactMap(\.scenario)).sorted() {
            lines +=
                ["", "Scenario \(scenario)"]
                + SideBySideTable.render(summary, scope: .scenario(scenario), engines: engines)
        }
        for engine in engines {
            let agreements = traces.compactMap { $0.runs.first { $0.engine == engine }?.agreement }
            guard !agreements.isEmpty else { continue }
            let intents = RateSummary(
                numerator: agreements.map(\.intents.numerator).reduce(0, +),
                denominator: agreements.map(\.intents.denominator).reduce(0, +))
            let sequences = RateSummary(
                numerator: agreements.map(\.sequences.numerator).reduce(0, +),
                denominator: agreements.map(\.sequences.denominator).reduce(0, +))
            if engine == engines.first { lines.append("") }
            lines.append(
                "Inferred vs labelled intents (\(engine.rawValue)): \(Self.percent(intents)) of intents, "
                    + "\(Self.percent(sequences)) of touch sequences agree")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Which traces each engine column scored and what they were recorded against, and what the
    /// difference column compares (docs/analysis.md "Like for like").
    func populationLines(_ traces: [AnalyzedTrace]) -> [String] {
        var lines = [
            whatIf
                ? "What-if: every trace replayed against every engine, whatever it was recorded against"
                : "Like for like: each model engine scores the traces recorded against it"
                    + " (and those recorded with an unknown engine); recorded scores every trace"
        ]
        for engine in engines {
            let scored = traces.filter { $0.runs.contains { $0.engine == engine } }
            let kinds = Dictionary(grouping: scored, by: { $0.recordedWith ?? "unknown" })
                .map { "\($0.value.count) recorded with \($0.key)" }.sorted()
            let population = SummaryPopulation.of(engine, whatIf: whatIf).rawValue
            lines.append(
                "\(engine.rawValue) (\(population)): \(scored.count) traces"
                    + (kinds.isEmpty ? "" : ": " + kinds.joined(separator: ", ")))
        }
        if engines.count > 1 {
            let base = engines[0].rawValue
            lines.append(
                whatIf
                    ? "Difference columns: each engine minus \(base) on the same traces"
                    : "Difference columns: each engine minus \(base), each on its own population (different users)")
        }
        return lines
    }

    static func percent(_ rate: RateSummary) -> String {
        "\(rate.numerator)/\(rate.denominator) (\(rate.rate.map { FixedDecimal.format($0 * 100, decimals: 1) } ?? "n/a")%)"
    }

    /// `{"traces","analysed","failed","engines","summary":[rows of the overall and scenario scopes]}`.
    var json: String {
        let rows = summary.filter { if case .trace = $0.scope { false } else { true } }
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
                JSONMember("traces", .number(Double(entries.count))),
                JSONMember("analysed", .number(Double(analysed.count))),
                JSONMember("failed", .number(Double(failures))),
                JSONMember("engines", .array(engines.map { .string($0.rawValue) })),
                JSONMember("summary", .array(encoded)),
            ], to: &out)
        return out
    }
}
