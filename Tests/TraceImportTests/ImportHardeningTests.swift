import Foundation
import Testing
import TraceImport
import _TestSupport

/// Inputs that used to trap an importer or write a trace `validate` rejects: huge times, numbers
/// outside the format's ranges, malformed getevent times, a NUL in a DevTools method, more
/// fingers than the format holds; each is now an error naming the file, line and field (exit 65),
/// a usage error (exit 64), or imported into a valid trace.
struct ImportHardeningTests {
    private func message(_ text: String, _ format: ImportFormat, options: ImportOptions = ImportOptions()) -> String? {
        do {
            _ = try TraceImporter.importTrace(text: text, fileName: "log", format: format, options: options)
            return nil
        } catch {
            return error.description
        }
    }

    static let tap = """
        [ 1.000000] EV_ABS ABS_MT_TRACKING_ID 00000001
        [ 1.000000] EV_ABS ABS_MT_POSITION_X 00000010
        [ 1.000000] EV_ABS ABS_MT_POSITION_Y 00000010
        [ 1.000000] EV_SYN SYN_REPORT 00000000

        """

    @Test func hugeTimesAreErrorsNotTraps() {
        #expect(
            message(#"{"type":"touchStart","touchPoints":[{"x":1,"y":2}],"timestamp":1e13}"#, .devtoolsTouch)
                == "log:1:52: error: `timestamp` must be a time from 0 to 4000000000 s (the trace format's range), "
                + "found 10000000000000")
        #expect(
            message(
                #"{"type":"pointerdown","pointerId":1,"pointerType":"touch","clientX":1,"clientY":2,"timeStamp":1e16}"#,
                .pointerEvents)?.hasPrefix("log:1:83: error: `timeStamp` must be a time from 0 to 4000000000000 ms")
                == true)
        #expect(
            message("[ 9223372037.000000] EV_ABS ABS_MT_POSITION_X 00000001\n", .androidGetevent)
                == "log:1:1: error: timestamp `[9223372037.000000]` is beyond 4000000000 s, the trace format's range "
                + "(about 126 years)")
    }

    @Test(arguments: ["[ 1.-5]", "[ +2.+5]", "[ -1.5]", "[ 1.5 ]x", "[ 1.]"])
    func signedOrEmptyGeteventTimesAreMalformed(time: String) {
        let text = "\(time) EV_SYN SYN_REPORT 00000000\n"
        #expect(message(text, .androidGetevent)?.contains("expected a timestamp `[SECONDS.FRACTION]`") == true)
    }

    @Test func coordinatesOutsideTheRangeAreErrors() {
        #expect(
            message(#"{"type":"touchStart","touchPoints":[{"x":2e6,"y":2}],"timestamp":1}"#, .devtoolsTouch)
                == "log:1:38: error: `touchPoints[0].x` must be within -1e6 to 1e6 (the trace format's range), "
                + "found 2000000")
        let pointer =
            #"{"type":"pointerdown","pointerId":1,"pointerType":"touch","clientX":1,"clientY":2,"pressure":1e300,"timeStamp":1}"#
        #expect(message(pointer, .pointerEvents)?.contains("`pressure` must be within -1e6 to 1e6") == true)
        let raw = Self.tap.replacingOccurrences(of: "POSITION_X 00000010", with: "POSITION_X 7fffffff")
        #expect(
            message(raw, .androidGetevent)
                == "log:2:38: error: ABS_MT_POSITION_X 2147483647 gives x = 2147483647.0 (raw units), outside the "
                + "trace format's range of -1e6 to 1e6; check the axis ranges and scaling options")
        var options = ImportOptions()
        options.getevent.pointsPerUnit = 1e6
        #expect(
            message(Self.tap, .androidGetevent, options: options)?.contains("gives x = 16000000.0 (points)") == true)
    }

    @Test func aScreenOutsideTheRangeIsAnError() {
        var options = ImportOptions()
        options.getevent.xMax = Int(Int32.max)
        options.getevent.yMax = 100
        options.getevent.density = 0.01
        #expect(
            message(Self.tap, .androidGetevent, options: options)?.contains("is outside the trace format's range")
                == true)
    }

    @Test func aNULInAMethodNameIsQuotedNotAMetaKeyTheReaderRefuses() throws {
        let log =
            #"{"method":"X\u0000y","params":{}}"# + "\n"
            + #"{"type":"touchStart","touchPoints":[{"x":1,"y":2}],"timestamp":1}"#
        let (trace, loaded) = try ImportTestSupport.importAndRead(log, format: .devtoolsTouch)
        #expect(loaded.isValid, "\(loaded.diagnostics)")
        #expect(trace.report.skipped[#""X\u0000y" commands (not Input.dispatchTouchEvent)"#] == 1)
    }

    @Test func skipReasonsAndNotesAreBounded() throws {
        var lines = (0..<500).map { #"{"method":"M\#($0)","params":{}}"# }
        lines.append(#"{"type":"touchStart","touchPoints":[{"x":1,"y":2}],"timestamp":1}"#)
        let (trace, loaded) = try ImportTestSupport.importAndRead(lines.joined(separator: "\n"), format: .devtoolsTouch)
        #expect(loaded.isValid)
        #expect(trace.report.skipped.count == ImportReport.maximumReasons + 1)
        #expect(trace.report.skipped[ImportReport.otherReasons] == 500 - ImportReport.maximumReasons)
    }

    @Test func moreFingersThanTheFormatHoldsIsAnError() {
        var log = ""
        for slot in 0..<40 {
            log += "[ 1.000000] EV_ABS ABS_MT_SLOT \(String(format: "%08x", slot))\n"
            log += "[ 1.000000] EV_ABS ABS_MT_TRACKING_ID \(String(format: "%08x", slot))\n"
            log += "[ 1.000000] EV_ABS ABS_MT_POSITION_X 00000010\n[ 1.000000] EV_ABS ABS_MT_POSITION_Y 00000010\n"
        }
        log += "[ 1.000000] EV_SYN SYN_REPORT 00000000\n"
        #expect(
            message(log, .androidGetevent)
                == "log:161:1: error: more than 32 touches down at once; the trace format holds at most 32 "
                + "(Android's pointer ids are 0 to 31)")
    }

    @Test func usageErrorsForOutOfRangeOptions() throws {
        let directory = try TestPaths.temporaryDirectory("import-ranges")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("tap.txt")
        try Self.tap.write(to: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("tap.jsonl").path
        for options in [
            ["--points-per-unit", "1e308"], ["--screen", "1e308x1e308"], ["--display-size", "1e7x10"],
            ["--density", "1e-300"], ["--x-max", "9223372036854775807", "--y-max", "10"],
        ] {
            let result = try CommandRunner.run(
                ["import", "--from", "android-getevent"] + options + [input.path, output])
            #expect(result.status == 64, "\(options): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// One log that used to trap the whole folder run: reported, and the others imported with the
    /// summary line.
    @Test func aBadFileInAFolderLeavesTheRestImported() throws {
        let root = try TestPaths.temporaryDirectory("import-folder-trap")
        defer { try? FileManager.default.removeItem(at: root) }
        let logs = root.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        try #"{"type":"touchStart","touchPoints":[{"x":1,"y":2}],"timestamp":1e13}"#.write(
            to: logs.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try #"{"type":"touchStart","touchPoints":[{"x":1,"y":2}],"timestamp":1}"#.write(
            to: logs.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        #expect(mkfifo(logs.appendingPathComponent("c.json").path, 0o644) == 0)
        let out = root.appendingPathComponent("out")
        let result = try CommandRunner.run(["import", "--from", "devtools-touch", logs.path, out.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("a.json:1:52: error: `timestamp` must be a time"))
        #expect(result.stderr.contains("c.json: error: not read: not a regular file (a FIFO)"))
        #expect(result.stderr.hasSuffix("imported 1 of 3 logs into \(out.path)\n"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("b.jsonl").path))
    }
}
