extension InferenceAgreement {
    /// Agreement counts read back from a summary partial (docs/scale-out.md).
    package init(intents: RateSummary, sequences: RateSummary) {
        self.intents = intents
        self.sequences = sequences
    }
}
