import ArgumentParser

/// `--format` of the commands that print a corpus summary (`analyze`, `merge`): the side-by-side
/// text or the summary rows as JSON (`CorpusRunRendering`).
enum CorpusOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
