import ArgumentParser
import CorpusAnalysis

/// A corpus run's error ends the command with its message: a wrong path or configuration exits
/// 64, an invalid trace list or summary partial 65 (README "Exit codes").
extension CorpusError: CommandError {
    var message: String? { description }
    var exitStatus: ExitCode {
        switch kind {
        case .usage: ExitStatus.usage
        case .badInput: ExitStatus.badInput
        }
    }
}

/// An output that could not be written ends the command with its description, exit 64.
extension OutputError: CommandError {
    var message: String? { description }
    var exitStatus: ExitCode { ExitStatus.usage }
}
