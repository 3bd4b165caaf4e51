import ArgumentParser
import CorpusAnalysis
import Foundation
import SystemPackage
import Testing
import _TestSupport

@testable import gesturetrace

/// `CommandEnding`, the one place a command's error is written and turned into its exit code
/// (docs/architecture.md "The command line"): each kind of error, with and without lost stdout.
@Suite("Command ending")
struct CommandEndingTests {
    static let lostLine = "gesturetrace: cannot write the results to standard output: Broken pipe"

    @Test("a command error is written as its message, as is, and exits with its status")
    func commandErrors() {
        let invalidEngine = "engine.json: invalid engine configuration:\n  fluid.spring: not a number"
        let invalidTrace = "t.jsonl: invalid trace; run 'gesturetrace validate t.jsonl' for every problem"
        let cases: [(any Error, [String], Int32)] = [
            (
                CommandLineError.usage("gates.json: cannot read the gate configuration"),
                ["gates.json: cannot read the gate configuration"], 64
            ),
            (CommandLineError.usage(invalidEngine), [invalidEngine], 64),
            (CommandLineError.badInput(invalidTrace), [invalidTrace], 65),
            (CommandLineError.listed(ExitStatus.badInput), [], 65),
            (CommandLineError.listed(ExitStatus.usage), [], 64),
            (CommandLineError.gateFailed, [], 1),
            (OutputError("reports", cannot: "write", .noSpace), ["reports: cannot write: No space left on device"], 64),
        ]
        for (error, messages, code) in cases {
            let ending = CommandEnding(failure: error, lostOutput: nil)
            #expect(ending.messages == messages)
            #expect(ending.exitCode.rawValue == code)
            #expect(ending.error is ExitCode)
        }
    }

    @Test("success, and ArgumentParser's own errors, are left to ArgumentParser")
    func passedThrough() {
        let success = CommandEnding(failure: nil, lostOutput: nil)
        #expect(success.messages.isEmpty)
        #expect(success.error == nil)
        #expect(success.exitCode == .success)

        let validation = CommandEnding(failure: ValidationError("--jobs must be at least 1, found 0"), lostOutput: nil)
        #expect(validation.messages.isEmpty)
        #expect(validation.error is ValidationError)
        #expect(validation.exitCode == ExitStatus.usage)

        let exitCode = CommandEnding(failure: ExitCode(3), lostOutput: nil)
        #expect(exitCode.messages.isEmpty)
        #expect(exitCode.exitCode.rawValue == 3)
    }

    @Test("lost stdout is said after the command's own message and never ends in exit 0")
    func lostOutput() {
        let alone = CommandEnding(failure: nil, lostOutput: .brokenPipe)
        #expect(alone.messages == [Self.lostLine])
        #expect(alone.exitCode == ExitStatus.usage)

        let usage = CommandEnding(failure: CommandLineError.usage("x.csv: cannot write"), lostOutput: .brokenPipe)
        #expect(usage.messages == ["x.csv: cannot write", Self.lostLine])
        #expect(usage.exitCode == ExitStatus.usage)

        // An earlier failure keeps its own code.
        let gate = CommandEnding(failure: CommandLineError.gateFailed, lostOutput: .brokenPipe)
        #expect(gate.messages == [Self.lostLine])
        #expect(gate.exitCode == ExitStatus.gateFailed)
        let invalid = CommandEnding(failure: CommandLineError.listed(ExitStatus.badInput), lostOutput: .brokenPipe)
        #expect(invalid.exitCode == ExitStatus.badInput)
    }

    /// The rule behind it, in the sources: no command writes its error and throws a bare exit code,
    /// and only `GestureTraceCommand.main` exits.
    @Test("commands throw their errors; only main writes them and exits")
    func onePlace() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources/gesturetrace")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 40)
        var offences: [String] = []
        for file in files {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                if code.contains("throw ExitStatus.") || code.contains("throw ExitCode") {
                    offences.append("\(file):\(index + 1): throws a bare exit code")
                }
                if code.contains("exit(withError:"), file != "GestureTraceCommand.swift" {
                    offences.append("\(file):\(index + 1): exits outside GestureTraceCommand.main")
                }
                if code.contains("StandardStreams.errLine("), index + 1 < lines.count,
                    lines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("throw ")
                {
                    offences.append("\(file):\(index + 1): writes an error, then throws")
                }
            }
        }
        #expect(offences == [])
    }
}
