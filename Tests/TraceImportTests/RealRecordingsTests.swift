import Foundation
import Testing
import TraceImport
import TraceModel
import TraceReading
import _TestSupport

/// The getevent importer on nine real `getevent -lt` recordings from a Galaxy S (protocol A and
/// B, raw digitiser units), read where they live beside the checkout; never copied here.
@Suite(
    .enabled(
        if: ImportTestSupport.realRecordingsPresent,
        "../shared/realdata/android-getevent is absent beside the checkout: real-recording tests skipped"))
struct RealRecordingsTests {
    static let files = [
        "galaxy-paint-new", "galaxys-paint", "phone-CalenderaddEvent", "phone-openCalender",
        "phone-playAngryBirdsLevel1", "phone-single-drag", "phone-single-touch", "phone-three-touches",
        "phone-two-finger-drag",
    ]

    private func load(_ name: String) throws -> (text: String, trace: ImportedTrace, loaded: LoadedTrace) {
        let url = ImportTestSupport.realRecordings.appendingPathComponent(name + ".txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = try ImportTestSupport.importAndRead(text, fileName: url.path)
        return (text, result.trace, result.loaded)
    }

    @Test(arguments: files)
    func everyRecordingImportsAndValidates(name: String) throws {
        let (_, trace, loaded) = try load(name)
        #expect(loaded.isValid, "\(loaded.diagnostics)")
        #expect(loaded.events.count == trace.report.touchEvents)
        #expect(trace.report.touchSequences > 0)
        #expect(loaded.events.first?.t == 0)
        #expect(trace.header.meta?["source"]?["coordinates"] == .string("raw units"))
        #expect(trace.header.meta?["source"]?["file"] == .string(name + ".txt"))
        #expect(trace.report.notes.contains { $0.hasPrefix("coordinates are raw digitiser units") })
    }

    @Test func singleTouchIsOneSequence() throws {
        let (_, trace, loaded) = try load("phone-single-touch")
        #expect(ImportTestSupport.touches(loaded) == ["1:began@531,761", "1:ended@531,761"])
        #expect(ImportTestSupport.times(loaded) == [0, 70.522])
        #expect(trace.header.meta?["source"]?["protocol"] == .string("A"))
    }

    @Test func threeTouchesAreThreeSeparateSequences() throws {
        let (_, trace, loaded) = try load("phone-three-touches")
        #expect(trace.report.touchSequences == 3)
        #expect(ImportTestSupport.count(.ended, in: loaded) == 3)
        #expect(ImportTestSupport.maxSimultaneous(loaded) == 1)
    }

    @Test func twoFingerDragIsTwoSimultaneousSequences() throws {
        let (_, trace, loaded) = try load("phone-two-finger-drag")
        #expect(trace.report.touchSequences == 2)
        #expect(ImportTestSupport.maxSimultaneous(loaded) == 2)
        #expect(ImportTestSupport.count(.ended, in: loaded) == 2)
        // Both fingers move: each has many samples.
        for id in [1, 2] {
            #expect(loaded.events.count { $0.touch?.id == id && $0.touch?.phase == .moved } > 20)
        }
    }

    /// Protocol B: every `ABS_MT_TRACKING_ID ffffffff` of the log is one `ended`, every other
    /// tracking id one `began`; only a finger down when the recording stopped stays open.
    @Test(arguments: ["galaxys-paint", "galaxy-paint-new"])
    func paintStrokesLoseNoLift(name: String) throws {
        let (text, trace, loaded) = try load(name)
        let trackingLines = text.split(whereSeparator: \.isNewline).filter { $0.contains("ABS_MT_TRACKING_ID") }
        // One recording writes its last lift as `FFFFFFFF`: hex digits in either case.
        let lifts = trackingLines.count { $0.lowercased().contains("ffffffff") }
        #expect(trace.header.meta?["source"]?["protocol"] == .string("B"))
        #expect(trace.report.touchSequences >= 10)
        #expect(trace.report.touchSequences == trackingLines.count - lifts)
        #expect(ImportTestSupport.count(.ended, in: loaded) == lifts)
        #expect(trace.report.touchSequences - lifts == trace.report.openAtEnd)
        #expect(trace.report.openAtEnd <= 1)
    }

    @Test func unrelatedAxisIsSkippedAndCounted() throws {
        let (text, trace, _) = try load("galaxys-paint")
        let misc = text.split(whereSeparator: \.isNewline).count { $0.contains("ABS_MISC") }
        #expect(misc == 18)
        #expect(trace.report.skipped["EV_ABS ABS_MISC (not a touch axis)"] == misc)
        #expect(trace.header.meta?["source"]?["skipped"]?["EV_ABS ABS_MISC (not a touch axis)"] == .number(18))
    }

    /// The command line end to end: the folder form, then `validate` on what it wrote, twice
    /// with byte-identical output.
    @Test func folderImportValidatesAndIsDeterministic() throws {
        let out = try TestPaths.temporaryDirectory("import-real")
        defer { try? FileManager.default.removeItem(at: out) }
        var outputs: [[Data]] = []
        for run in 0..<2 {
            let folder = out.appendingPathComponent("run\(run)")
            let result = try CommandRunner.run([
                "import", "--from", "android-getevent", "--raw-units", ImportTestSupport.realRecordings.path,
                folder.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("imported 9 of 9 logs"))
            #expect(result.stderr.contains("phone-single-touch.jsonl: 1 touch sequence (2 touch events)"))
            let validate = try CommandRunner.run(["validate", folder.path])
            #expect(validate.status == 0, "\(validate.stdout)")
            #expect(validate.stdout.contains("9 traces: 9 valid"))
            outputs.append(
                try Self.files.map { try Data(contentsOf: folder.appendingPathComponent($0 + ".jsonl")) })
        }
        #expect(outputs[0] == outputs[1])
    }
}
