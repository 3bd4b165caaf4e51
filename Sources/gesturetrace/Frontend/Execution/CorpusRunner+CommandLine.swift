import CorpusAnalysis

extension CorpusRunner {
    /// The runner of the commands: the walk's notes on stderr, the progress line on a terminal
    /// (`ProgressReporter`).
    static var commandLine: CorpusRunner {
        var runner = CorpusRunner()
        runner.notes = { StandardStreams.errLine($0) }
        runner.progress = { ProgressReporter(total: $0, unit: "traces") }
        return runner
    }
}
