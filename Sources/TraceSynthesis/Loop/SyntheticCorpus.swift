import TraceModel
import TransitionSimulation

/// A corpus of synthesized traces: every scenario × engine × user, one closed-loop session each,
/// at `<scenario>/<engine>-user<NN>.jsonl` (NN zero-padded to at least two digits, wide enough
/// for the largest index). Entries come scenario by scenario, then engine, then user; each
/// depends only on its own (scenario, engine, user, seed), so a corpus of more users or more
/// scenarios keeps every file of a smaller one byte for byte.
package struct SyntheticCorpus: Sendable {
    package var scenarios: [Scenario]
    package var engines: [EngineKind]
    package var users: Int
    package var seed: UInt64
    package var parameters: HumanParameters
    package var configuration: EngineConfiguration

    package init(
        scenarios: [Scenario] = Scenario.allCases, engines: [EngineKind] = [.fluid, .legacy], users: Int,
        seed: UInt64, parameters: HumanParameters = .default, configuration: EngineConfiguration = .default
    ) {
        self.scenarios = scenarios
        self.engines = engines
        self.users = users
        self.seed = seed
        self.parameters = parameters
        self.configuration = configuration
    }

    /// One trace of the corpus.
    package struct Entry: Sendable, Hashable {
        package var scenario: Scenario
        package var engine: EngineKind
        package var user: Int
        /// `<scenario>/<engine>-user<NN>.jsonl`.
        package var relativePath: String
    }

    /// Every trace, in order.
    package var entries: [Entry] {
        let width = max(2, String(max(users - 1, 0)).count)
        var entries: [Entry] = []
        for scenario in scenarios {
            for engine in engines {
                for user in 0..<max(users, 0) {
                    entries.append(
                        Entry(
                            scenario: scenario, engine: engine, user: user,
                            relativePath: Self.relativePath(
                                scenario: scenario, engine: engine, user: user,
                                width: width)))
                }
            }
        }
        return entries
    }

    /// `<scenario>/<engine>-user<NN>.jsonl` with NN zero-padded to `width` digits.
    package static func relativePath(scenario: Scenario, engine: EngineKind, user: Int, width: Int = 2) -> String {
        "\(scenario.rawValue)/\(engine.rawValue)-user\(userNumber(user, width: width)).jsonl"
    }

    /// `user` zero-padded to `width` digits (the `NN` of file names).
    package static func userNumber(_ user: Int, width: Int) -> String {
        let digits = String(user)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The closed-loop session of one entry.
    package func session(_ entry: Entry) -> ClosedLoopSession {
        ClosedLoopSession(
            scenario: entry.scenario, engine: entry.engine, user: entry.user, seed: seed,
            parameters: parameters, configuration: configuration)
    }

    /// Runs one entry.
    package func synthesize(_ entry: Entry) -> SynthesizedTrace {
        session(entry).run()
    }
}
