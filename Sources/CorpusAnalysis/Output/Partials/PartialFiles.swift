import TraceAnalysis

/// Reads and merges the summary partials named on the command line (`merge`, `gate --partial`;
/// docs/scale-out.md). A file that cannot be read, is not a partial, has another format version,
/// is corrupt or was made with other options (engines, --what-if, --recorded-with, flows, the
/// recognition and engine options) ends the command (`CorpusError`): its message on stderr,
/// exit 65. Each file is streamed (`PartialFileReader`).
package enum PartialFiles {
    /// Every file's partial, merged in the order given (the result does not depend on it).
    package static func merged(_ paths: [String], flows: [Flow]) throws(CorpusError) -> SummaryPartial {
        var merged: SummaryPartial?
        for path in paths {
            do {
                let partial = try PartialFileReader.read(path)
                if merged == nil { merged = SummaryPartial(options: partial.options) }
                try merged!.merge(partial, file: path)
            } catch let error as SummaryPartialError {
                throw CorpusError.badInput(error.description)
            } catch let error as CorpusError {
                throw error
            } catch {
                throw CorpusError.badInput("\(path): error: \(error)")
            }
        }
        guard let merged else { throw CorpusError.usage("no summary partials given") }
        let names = flows.map(\.name)
        guard names == merged.options.flows else {
            let expected =
                merged.options.flows.isEmpty
                ? "no --flows" : "--flows with " + merged.options.flows.joined(separator: ", ")
            throw CorpusError.usage(
                "\(paths[0]): error: the partials were made with \(expected); given "
                    + (names.isEmpty ? "no --flows" : "flows " + names.joined(separator: ", ")))
        }
        return merged
    }
}
