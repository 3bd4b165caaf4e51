import TraceModel
import TransitionSimulation

/// A corpus of synthesized traces: every scenario × engine × user, one closed-loop session each,
/// at `<scenario>/<engine>-user<NN>.jsonl` (NN zero-padded to at least two digits, wide enough
/// for the largest index). Entries come scenario by scenario, then engine, then user; each
/// depends only on its own (scenario, engine, user, seed), so a corpus of more users or more
/// scenarios keeps every file of a smaller one byte for byte.
public struct SyntheticCorpus: Sendable {
    public var scenarios: [Scenario]
    public var engines: [EngineKind]
    public var users: Int
    public var seed: UInt64
    public var parameters: HumanParameters
    public var configuration: EngineConfiguration

    public init(
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
    public struct Entry: Sendable, Hashable {
        public var scenario: Scenario
        public var engine: EngineKind
        public var user: Int
        /// `<scenario>/<engine>-user<NN>.jsonl`.
        public var relativePath: String
    }

    /// Every trace, in order.
    public var entries: [Entry] {
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
    public static func relativePath(scenario: Scenario, engine: EngineKind, user: Int, width: Int = 2) -> String {
        "\(scenario.rawValue)/\(engine.rawValue)-user\(userNumber(user, width: width)).jsonl"
    }

    /// `user` zero-padded to `width` digits (the `NN` of file names).
    package static func userNumber(_ user: Int, width: Int) -> String {
        let digits = String(user)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The closed-loop session of one entry.
    public func session(_ entry: Entry) -> ClosedLoopSession {
        ClosedLoopSession(
            scenario: entry.scenario, engine: entry.engine, user: entry.user, seed: seed,
            parameters: parameters, configuration: configuration)
    }

    /// Runs one entry.
    public func synthesize(_ entry: Entry) -> SynthesizedTrace {
        session(entry).run()
    }
}
