import ArgumentParser
import CorpusAnalysis

/// `--recorded-with KIND`: `none` or `unknown` for traces whose header names no engine
/// (`RecordedWith.init(argument:)`).
extension RecordedWith: ExpressibleByArgument {}
