import TraceAnalysis

/// What a corpus run keeps of one engine's traces, for the text tables (`CorpusTally`).
package struct EngineTally {
    /// Every intent the engine found, scored or not.
    package var intents = 0
    /// The traces the engine scored.
    package var scored = 0
    /// Scored traces by the engine they were recorded against (`header.engine.kind`).
    package var recordedWith: [RecordedWith: Int] = [:]
    /// Summed inference agreement over the traces with labels; nil when none had labels.
    package var agreement: (intents: RateSummary, sequences: RateSummary)?
    /// The same per scenario (`meta.scenario`; traces without one under ""), for the traces
    /// with labels.
    package var agreementByScenario: [String: (intents: RateSummary, sequences: RateSummary)] = [:]

    package init() {}

    /// Adds one trace's agreement to the engine's and to its scenario's; false (nothing added)
    /// when a sum would overflow.
    package mutating func add(
        agreement: (intents: RateSummary, sequences: RateSummary), scenario: String?
    ) -> Bool {
        func plus(_ a: RateSummary?, _ b: RateSummary) -> RateSummary? { a.map { $0.adding(b) } ?? b }
        let key = scenario ?? ""
        let before = agreementByScenario[key]
        guard let intents = plus(self.agreement?.intents, agreement.intents),
            let sequences = plus(self.agreement?.sequences, agreement.sequences),
            let scenarioIntents = plus(before?.intents, agreement.intents),
            let scenarioSequences = plus(before?.sequences, agreement.sequences)
        else { return false }
        self.agreement = (intents, sequences)
        agreementByScenario[key] = (scenarioIntents, scenarioSequences)
        return true
    }
}
