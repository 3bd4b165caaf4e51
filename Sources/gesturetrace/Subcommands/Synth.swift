import ArgumentParser
import CorpusAnalysis
import TraceModel
import TraceSynthesis
import TransitionSimulation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GestureTraceCommand {
    /// `gesturetrace synth --scenario NAME|all --engine fluid|legacy|all --users N --seed S --out DIR`:
    /// simulated users driving an engine in a closed loop, written as traces.
    struct Synth: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "synth",
            abstract: "Synthesize traces: simulated users drive a transition engine frame by frame.",
            discussion: """
                Each user plays a scripted scenario against the engine, reacting to what it shows \
                (reaction times, patience, retries; see docs/synthesis.md). Writes \
                DIR/<scenario>/<engine>-user<NN>.jsonl with the header (engine kind, meta.scenario, \
                meta.user, meta.seed), the intents, the touches and the engine's own transition events, \
                and prints one line per file and a closing count. The same seed gives byte-identical \
                files. Scenarios: \(Scenario.allCases.map(\.rawValue).joined(separator: ", ")) (all: these). \
                \(OnboardingSession.scenarioName) (never part of all) writes \
                DIR/\(OnboardingSession.scenarioName)/user<NN>.jsonl: users of an interactive onboarding flow, \
                no engine (--engine is not needed for it), ground truth as markers (docs/synthesis.md). \
                Exit 64 for a bad option.
                """
        )

        @Option(name: .customLong("scenario"), help: "A scenario name, or all (repeatable).")
        var scenarioNames: [String] = []

        @Option(name: .customLong("engine"), help: "fluid, legacy or all (repeatable).")
        var engineNames: [String] = []

        @Option(help: "Users per scenario and engine.")
        var users: Int = 10

        @Option(help: "The seed (an unsigned 64-bit integer).")
        var seed: UInt64 = 2026

        @Option(help: "The output folder (created if missing).")
        var out: String

        @Option(
            name: .customLong("config"),
            help: """
                An engine configuration (JSON, docs/engines.md) for the engine the users drive: a tuned \
                engine judged by users who react to it. Analyse the result with the same --config.
                """)
        var configPath: String?

        func validate() throws {
            if try !scenarios().isEmpty { _ = try engines() }
            if users < 1 || users > 10_000 {
                throw ValidationError("--users must be between 1 and 10000, found \(users)")
            }
            if out.isEmpty { throw ValidationError("--out needs a folder") }
        }

        func run() throws {
            let configuration = try ConfigurationFile.engineConfiguration(path: configPath)
            let scenarios = try scenarios()
            let corpus = SyntheticCorpus(
                scenarios: scenarios, engines: scenarios.isEmpty ? [] : try engines(), users: users, seed: seed,
                configuration: configuration)
            let root = URL(fileURLWithPath: out)
            let onboarding = scenarioNames.contains(OnboardingSession.scenarioName) ? onboardingPaths() : []
            let targets = (onboarding + corpus.entries.map(\.relativePath)).map {
                root.appendingPathComponent($0).path
            }
            try OutputGuard(outputs: targets.map { ("--out", $0) }, inputs: [("--config", configPath)]).check()
            var written = 0
            if scenarioNames.contains(OnboardingSession.scenarioName) {
                written += try writeOnboarding(root: root)
            }
            for entry in corpus.entries {
                let file = root.appendingPathComponent(entry.relativePath)
                let trace = corpus.synthesize(entry)
                do {
                    try FileManager.default.createDirectory(
                        at: file.deletingLastPathComponent(),
                        withIntermediateDirectories: true)
                    try ReplacementFile.write(try trace.jsonLines(), to: file.path)
                } catch {
                    throw CommandLineError.usage("\(file.path): cannot write the trace: \(error)")
                }
                written += 1
                let retries = trace.steps.reduce(0) { $0 + $1.retries }
                let transitions = trace.result.transitions.map {
                    "\($0.operation.rawValue) \($0.outcome?.rawValue ?? "unfinished")"
                }
                StandardStreams.outLine(
                    """
                    \(displayPath(entry.relativePath)): \(trace.events.count) events, \(trace.intentCount) intents, \
                    \(trace.touchSequenceCount) touch sequences, \(retries) retries; \
                    transitions: \(transitions.isEmpty ? "none" : transitions.joined(separator: ", "))
                    """)
            }
            StandardStreams.outLine("wrote \(counted(written, "trace")) to \(out) (seed \(seed))")
            StandardStreams.flush()
        }

        /// Writes the `highlight-onboarding` users; the number written.
        private func writeOnboarding(root: URL) throws -> Int {
            for (user, relative) in onboardingPaths().enumerated() {
                let file = root.appendingPathComponent(relative)
                let (header, events) = OnboardingSession(user: user, seed: seed).run()
                do {
                    try FileManager.default.createDirectory(
                        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try ReplacementFile.write(
                        try SynthesizedTrace.jsonLines(header: header, events: events), to: file.path)
                } catch {
                    throw CommandLineError.usage("\(file.path): cannot write the trace: \(error)")
                }
                let touches = events.count { $0.touch?.phase == .began }
                let gaveUp = events.contains {
                    if case .marker("onboarding.gave-up", _) = $0.payload { true } else { false }
                }
                StandardStreams.outLine(
                    "\(displayPath(relative)): \(events.count) events, \(touches) touch sequences, "
                        + (gaveUp ? "gave up" : "completed the onboarding"))
            }
            return users
        }

        /// The `highlight-onboarding` users' files, relative to DIR, in user order.
        private func onboardingPaths() -> [String] {
            let width = max(2, String(max(users - 1, 0)).count)
            return (0..<users).map { OnboardingSession.relativePath(user: $0, width: width) }
        }

        private func displayPath(_ relative: String) -> String {
            out.hasSuffix("/") ? out + relative : out + "/" + relative
        }

        /// The transition scenarios asked for, in `Scenario.allCases` order, each once (`all` is
        /// these; `highlight-onboarding` is written apart).
        private func scenarios() throws -> [Scenario] {
            if scenarioNames.isEmpty { throw ValidationError("--scenario is required (a name or all)") }
            var chosen = Set<Scenario>()
            for name in scenarioNames where name != OnboardingSession.scenarioName {
                if name == "all" {
                    chosen.formUnion(Scenario.allCases)
                } else if let scenario = Scenario(rawValue: name) {
                    chosen.insert(scenario)
                } else {
                    throw ValidationError(
                        "unknown scenario '\(name)'; expected all or one of "
                            + (Scenario.allCases.map(\.rawValue) + [OnboardingSession.scenarioName]).joined(
                                separator: ", ")
                    )
                }
            }
            return Scenario.allCases.filter(chosen.contains)
        }

        /// The model engines asked for (`EngineKind.models`, or `all`), in declaration order, each once.
        private func engines() throws -> [EngineKind] {
            let expected = (EngineKind.models.map(\.rawValue) + ["all"]).joined(separator: ", ")
            if engineNames.isEmpty { throw ValidationError("--engine is required (\(expected))") }
            var chosen = Set<EngineKind>()
            for name in engineNames {
                if name == "all" {
                    chosen.formUnion(EngineKind.models)
                } else if let kind = EngineKind(rawValue: name), EngineKind.models.contains(kind) {
                    chosen.insert(kind)
                } else {
                    throw ValidationError("unknown engine '\(name)' for synth; expected one of \(expected)")
                }
            }
            return EngineKind.models.filter(chosen.contains)
        }
    }
}
