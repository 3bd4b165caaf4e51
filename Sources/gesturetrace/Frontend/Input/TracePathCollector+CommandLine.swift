import CorpusAnalysis

extension TracePathCollector {
    /// Every item of `paths`, for a command, after printing the notes of what the walk left out
    /// on stderr; a missing path or an empty walk ends the command (exit 64).
    static func items(_ paths: [String]) throws(CorpusError) -> [Item] {
        try items(paths, notes: { StandardStreams.errLine($0.description) })
    }
}
