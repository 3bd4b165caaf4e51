import Foundation
import Testing
import TraceModel
import TraceReading
import _TestSupport

/// What an imported trace says about where its numbers come from (docs/importing.md "Scene" and
/// "Units"): a device log has no transition events, so its scene is `other` unless asked for; its
/// platform is the source's; raw digitiser units are refused unless asked for; options that cannot
/// apply are usage errors.
@Suite("Import: scene, platform, units")
struct ImportSceneAndUnitsTests {
    /// A one-finger tap in raw units (`FolderImportTests.tap`).
    static let tap = FolderImportTests.tap

    func run(_ options: [String]) throws -> (CommandRunner.Result, TraceHeader?) {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = try TestPaths.write(Self.tap, named: "tap.txt", in: directory)
        let out = directory.appendingPathComponent("tap.jsonl").path
        let result = try CommandRunner.run(["import", "--from", "android-getevent"] + options + [log, out])
        let header = FileManager.default.fileExists(atPath: out) ? try LoadedTrace.load(path: out).header : nil
        return (result, header)
    }

    @Test("raw digitiser units are refused (exit 64) with how to get the axis ranges; --raw-units imports them")
    func rawUnits() throws {
        let (refused, none) = try run([])
        #expect(refused.status == 64 && none == nil)
        #expect(refused.stderr.contains("adb shell getevent -lp"))
        let (accepted, header) = try run(["--raw-units"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(header != nil)
    }

    @Test("a device log's scene is other and its platform android; --scene media-viewer asks for replay")
    func sceneAndPlatform() throws {
        let (_, header) = try run(["--x-max", "1079", "--y-max", "2339", "--density", "2.625"])
        #expect(header?.scene.kind == .other)
        #expect(header?.device.platform == .android)
        let (_, viewer) = try run([
            "--x-max", "1079", "--y-max", "2339", "--scene", "media-viewer", "--transition-distance", "300",
        ])
        #expect(viewer?.scene.kind == .mediaViewer && viewer?.scene.transitionDistance == 300)
    }

    @Test(
        "options that cannot apply are usage errors",
        arguments: [
            ["--density", "2.625", "--raw-units"], ["--display-size", "1080x2340", "--raw-units"],
            ["--device", "/dev/input/event2", "--raw-units"], ["--transition-distance", "300", "--raw-units"],
        ])
    func optionsThatCannotApply(options: [String]) throws {
        let (result, header) = try run(options)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(header == nil)
    }
}
