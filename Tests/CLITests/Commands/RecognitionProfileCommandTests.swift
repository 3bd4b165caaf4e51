import Foundation
import GestureRecognition
import Testing
import _TestSupport

/// `analyze`, `gate`, `replay` and `crosscheck` choose a trace's recognition profile the same way,
/// by one policy (`RecognitionPolicy`): `--platform`, else the header's `device.platform` (web
/// recognizes as android), else uikit (docs/recognition.md "Profiles").
@Suite("One recognition profile per trace in every command")
struct RecognitionProfileCommandTests {
    /// A synthesized fluid trace (recorded with uikit's thresholds) whose header says `platform`.
    static func trace(platform: String?, in directory: URL) throws -> String {
        let source = TestPaths.packageRoot.appendingPathComponent("traces/synthetic/browse/fluid-user00.jsonl")
        var text = try String(contentsOf: source, encoding: .utf8)
        if let platform {
            let model = #""device":{"model":"simulated","#
            text = text.replacingOccurrences(of: model, with: model + #""platform":"\#(platform)","#)
        }
        return try TestPaths.write(text, named: "browse.jsonl", in: directory)
    }

    /// Each command's arguments for `trace`, with the options that pick the profile after them.
    static func commands(_ trace: String) -> [[String]] {
        [
            ["analyze", trace, "--engine", "fluid"],
            ["gate", trace, "--gates", TestPaths.packageRoot.appendingPathComponent("traces/gates.json").path],
            ["replay", trace, "--engine", "fluid"],
            ["crosscheck", trace],
        ]
    }

    @Test(
        "each command gives the header's profile, the one --platform names",
        arguments: [("android", "android"), ("web", "android"), ("uikit", "uikit"), (nil as String?, "uikit")])
    func sameProfileInEveryCommand(header: String?, profile: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = try Self.trace(platform: header, in: directory)
        for command in Self.commands(trace) {
            let chosen = try CommandRunner.run(command)
            let named = try CommandRunner.run(command + ["--platform", profile])
            #expect(chosen.status == named.status, "\(command[0]): \(chosen.stderr)")
            #expect(chosen.stdout == named.stdout, "\(command[0]) with header platform \(header ?? "none")")
            #expect(chosen.stderr == named.stderr, "\(command[0])")
        }
    }

    /// The trace was synthesized with uikit's thresholds, so the fluid model answers its touches as
    /// its own transition events did only under uikit; android's smaller slops start some pans
    /// sooner, and those sequences disagree.
    @Test("crosscheck recognizes an android trace with android's thresholds, not uikit's")
    func crosscheckUsesTheTracesPlatform() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = try Self.trace(platform: "android", in: directory)
        let android = try CommandRunner.run(["crosscheck", trace])
        #expect(android.status == 1, "\(android.stderr)")
        #expect(android.stdout.contains(": fluid vs recorded: 5/6 touch sequences agree\n"), "\(android.stdout)")
        let uikit = try CommandRunner.run(["crosscheck", trace, "--platform", "uikit"])
        #expect(uikit.status == 0, "\(uikit.stderr)")
        #expect(uikit.stdout.contains(": fluid vs recorded: 6/6 touch sequences agree\n"), "\(uikit.stdout)")
    }
}
