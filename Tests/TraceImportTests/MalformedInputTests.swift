import Foundation
import Testing
import TraceImport
import _TestSupport

/// Malformed logs: the exact `FILE:LINE:COLUMN: error: MESSAGE`, and exit 65 with nothing written.
struct MalformedInputTests {
    private func message(_ text: String, format: ImportFormat = .androidGetevent, file: String = "log.txt") -> String? {
        do {
            _ = try TraceImporter.importTrace(text: text, fileName: file, format: format)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func geteventMessages() {
        #expect(
            message("[  1.000000] EV_ABS ABS_MT_POSITION_X 0000zz12\n")
                == "log.txt:1:39: error: expected a value of 1 to 8 hex digits (or DOWN, UP, REPEAT), found `0000zz12`")
        #expect(
            message("EV_ABS ABS_MT_POSITION_X 00000010\n")
                == "log.txt:1:1: error: missing timestamp: expected `[ SECONDS.FRACTION]` before the event; "
                + "record with `getevent -lt`")
        #expect(
            message("[ 1.000000] EV_SYN SYN_REPORT 00000000\nhello world\n")
                == "log.txt:2:1: error: expected `[ SECONDS.FRACTION] TYPE CODE VALUE`, found `hello world`")
        #expect(
            message("[ 1.0a] EV_SYN SYN_REPORT 00000000\n")
                == "log.txt:1:1: error: expected a timestamp `[SECONDS.FRACTION]`, found `[1.0a]`")
        #expect(
            message("[ 1.000000] EV_SYN SYN_REPORT\n")
                == "log.txt:1:13: error: expected TYPE CODE VALUE after the timestamp, found 2 fields")
        #expect(
            message("[ 1.000000] EV_ABS ABS_MT_POSITION_X 00000001\n[ 0.900000] EV_SYN SYN_REPORT 00000000")
                == "log.txt:2:1: error: time went backwards: 0.900000 s is before line 1's 1.000000 s")
        #expect(
            message("[ 1.000000] EV_ABS ABS_MISC 00000001\n[ 1.000000] EV_SYN SYN_REPORT 00000000")
                == "log.txt: error: no touch position events (ABS_MT_POSITION_X/Y or ABS_X/Y) in the imported "
                + "device's lines")
    }

    /// A recording stopped mid-line (no newline at the end) loses only that line, counted; the
    /// same line followed by a newline is malformed.
    @Test func cutOffLastLineIsSkippedAndCounted() throws {
        let log = "[ 1.000000] EV_ABS ABS_X 00000001\n[ 1.000000] EV_SYN SYN_REPORT 00000000\n[ 1.0100"
        let trace = try TraceImporter.importTrace(text: log, fileName: "log.txt", format: .androidGetevent)
        #expect(trace.report.skipped["truncated last line (the recording was cut off mid-line)"] == 1)
        #expect(
            message(log + "\n") == "log.txt:3:1: error: expected a timestamp `[SECONDS.FRACTION]`, found `[1.0100`")
    }

    /// Text from the file that is not printable ASCII is quoted with escapes, so that a terminal
    /// escape code in a crafted log never reaches a terminal raw.
    @Test func controlCharactersAreEscaped() {
        #expect(
            message("[ 1.000000] EV_ABS \u{1B}[2J 00000001\n")
                == #"log.txt:1:20: error: expected an event code (a name or 4 hex digits), found "\u001B[2J""#)
        #expect(
            message("[ 1.000000] EV_ABS ABS_MT_POSITION_X 0000\u{202E}12\n")
                == "log.txt:1:38: error: expected a value of 1 to 8 hex digits (or DOWN, UP, REPEAT), "
                + #"found "0000\u202E12""#)
        let web = #"{"type":"\u001b]0;x\u0007","touchPoints":[],"timestamp":1}"#
        #expect(
            message(web, format: .devtoolsTouch, file: "t.json")
                == "t.json:1:2: error: `type` must be one of touchStart, touchMove, touchEnd, touchCancel, "
                + #"found "\u001B]0;x\u0007""#)
    }

    @Test func webMessages() {
        let wrongType = #"{"type":"touchStart","touchPoints":[{"x":"5","y":6}],"timestamp":10}"#
        #expect(
            message(wrongType, format: .devtoolsTouch, file: "t.json")
                == #"t.json:1:38: error: `touchPoints[0].x` must be a finite number, found "5""#)
        let missing =
            "[\n" + #"  {"type":"pointerdown","pointerId":1,"pointerType":"touch","clientX":1,"timeStamp":5}"#
            + "\n]"
        #expect(
            message(missing, format: .pointerEvents, file: "p.json")
                == "p.json:2:3: error: missing field `clientY` (a number)")
        let badType = #"{"type":"touchBegin","touchPoints":[],"timestamp":1}"#
        #expect(
            message(badType, format: .devtoolsTouch, file: "t.json")
                == "t.json:1:2: error: `type` must be one of touchStart, touchMove, touchEnd, touchCancel, "
                + #"found "touchBegin""#
        )
        let broken = #"{"type":"pointerdown"}"# + "\n" + #"{"type": "pointerdown","#
        #expect(
            message(broken, format: .pointerEvents, file: "p.jsonl")?.hasPrefix("p.jsonl:2:1: error: not valid JSON")
                == true)
        let backwards = [
            WebFormatTests.pointer("pointerdown", 1, "touch", 1, 1, 10),
            WebFormatTests.pointer("pointermove", 1, "touch", 1, 1, 5),
        ].joined(separator: "\n")
        #expect(
            message(backwards, format: .pointerEvents, file: "p.jsonl")
                == "p.jsonl:2:87: error: time went backwards: `timeStamp` is before line 1's")
        #expect(
            message("[{\"type\":\"pointerover\"}", format: .pointerEvents, file: "p.json")
                == "p.json:1:24: error: truncated: the array has no closing `]`")
    }

    @Test func commandLineExits65AndWritesNothing() throws {
        let directory = try TestPaths.temporaryDirectory("import-malformed")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("bad.txt")
        try "[ 1.000000] EV_ABS ABS_MT_POSITION_X 0000zz12\n".write(to: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("bad.jsonl")
        let result = try CommandRunner.run(["import", "--from", "android-getevent", input.path, output.path])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "\(input.path):1:38: error: expected a value of 1 to 8 hex digits (or DOWN, UP, REPEAT), "
                + "found `0000zz12`\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(!FileManager.default.fileExists(atPath: output.path + ".partial"))
    }
}
