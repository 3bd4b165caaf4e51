import ArgumentParser
import CorpusAnalysis

/// `--jobs N` of the commands that work in parallel: checked in `validate()`, so that a value
/// below 1 is an option error (`Error:` and the usage text, exit 64), read in `run()`
/// (`ParallelMap.jobs`).
enum JobsOption {
    /// Checks a `--jobs` value without reading the processor count.
    static func validate(_ jobs: Int?) throws(ValidationError) {
        do { try ParallelMap.validate(jobs) } catch { throw ValidationError(error.description) }
    }
}
