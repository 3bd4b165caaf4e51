import ArgumentParser

/// The exit codes of every `gesturetrace` command, defined once (README "Exit codes").
///
/// They follow BSD `sysexits.h` where it has a meaning: 64 `EX_USAGE`, 65 `EX_DATAERR`.
enum ExitStatus {
    /// 0: success (every trace valid, every gate passed).
    static let success = ExitCode.success
    /// 1: a gate's error-level assertion failed.
    static let gateFailed = ExitCode(1)
    /// 64: the command line or a configuration file is wrong (`EX_USAGE`).
    /// ArgumentParser's own `ValidationError` exits with this code too.
    static let usage = ExitCode(64)
    /// 65: a trace is invalid (`EX_DATAERR`): malformed, mistyped, out of order.
    static let badInput = ExitCode(65)

    /// The summary shown in `--help`; the full table is README "Exit codes".
    static let helpText = """
        Exit codes: 0 success; 1 a gate failed; 64 usage, configuration or output error; \
        65 bad input (an invalid trace). README "Exit codes" has the full table.
        """
}
