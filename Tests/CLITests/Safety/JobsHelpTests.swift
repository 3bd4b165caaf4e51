import CorpusAnalysis
import Testing
import _TestSupport

/// `--jobs` is read by the commands at run time (`ParallelMap.jobs`), never by the argument parser.
@Suite("--jobs help")
struct JobsHelpTests {
    /// The default is read at run time, not by the argument parser: help text is the same on
    /// every machine, and says what the default is instead of this machine's count.
    @Test(
        "help does not print this machine's core count as --jobs' default",
        arguments: ["analyze", "gate", "crosscheck"])
    func jobsHelp(command: String) throws {
        let help = try CommandRunner.run([command, "--help"])
        #expect(help.status == 0)
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("--jobs <jobs>"))
        #expect(text.contains("(default: the number of cores)"))
        #expect(!text.contains("(default: \(ParallelMap.defaultJobs))"))
    }
}
