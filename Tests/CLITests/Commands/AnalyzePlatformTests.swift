import Foundation
import Testing
import _TestSupport

/// `analyze` and `gate` recognize as the platform asked for (`--platform`), else as the trace's
/// `device.platform` says (docs/recognition.md "Profiles").
@Suite("Recognition profile of analyze and gate")
struct AnalyzePlatformTests {
    /// A touch that drifts 12 pt before lifting: a tap under uikit's 22 pt tap slop, a fling (swipe) under
    /// android's 8 dp.
    static func drift(platform: String?) -> String {
        let device = platform.map { #","device":{"platform":"\#($0)"}"# } ?? ""
        return [
            #"{"type":"header","format":"gesture-trace","version":1\#(device)}"#,
            #"{"type":"touch","t":1000,"id":1,"phase":"began","x":100,"y":300}"#,
            #"{"type":"touch","t":1030,"id":1,"phase":"moved","x":106,"y":300}"#,
            #"{"type":"touch","t":1060,"id":1,"phase":"moved","x":112,"y":300}"#,
            #"{"type":"touch","t":1090,"id":1,"phase":"ended","x":112,"y":300}"#,
        ].joined(separator: "\n") + "\n"
    }

    func kinds(_ arguments: [String], platform: String?) throws -> String {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = try TestPaths.write(Self.drift(platform: platform), named: "drift.jsonl", in: directory)
        let out = directory.appendingPathComponent("out").path
        let result = try CommandRunner.run(["analyze", trace, "--engine", "fluid", "--out", out] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let gestures = try String(contentsOfFile: out + "/gestures.csv", encoding: .utf8)
        return gestures.components(separatedBy: "\r\n").dropFirst().first?.components(separatedBy: ",")[1] ?? ""
    }

    @Test("--platform chooses the profile; without it the header's device.platform does")
    func platformChoosesTheProfile() throws {
        #expect(try kinds([], platform: nil) == "tap")
        #expect(try kinds(["--platform", "android"], platform: nil) == "swipe")
        #expect(try kinds([], platform: "android") == "swipe")
        #expect(try kinds(["--platform", "uikit"], platform: "android") == "tap")
    }

    @Test("gate takes --platform too")
    func gateTakesPlatform() throws {
        let result = try CommandRunner.run(["gate", "--help"])
        #expect(result.stdout.contains("--platform"))
    }
}
