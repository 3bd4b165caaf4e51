import Foundation
import Testing
import TraceImport
import TraceModel
import _TestSupport

/// The two web formats: DevTools `Input.dispatchTouchEvent` and logged Pointer Events.
struct WebFormatTests {
    static let devtoolsArray = """
        [
          {"type": "touchStart", "touchPoints": [{"x": 100, "y": 200, "id": 0}], "timestamp": 1700000000.0},
          {"type": "touchMove", "touchPoints": [{"x": 100, "y": 220, "id": 0}, {"x": 300, "y": 400, "id": 1}],
           "timestamp": 1700000000.016},
          {"type": "touchMove",
           "touchPoints": [{"x": 300, "y": 410, "id": 1, "force": 0.4, "radiusX": 3, "radiusY": 5}],
           "timestamp": 1700000000.032},
          {"type": "touchEnd", "touchPoints": [], "timestamp": 1700000000.048}
        ]
        """

    @Test func devtoolsArrayFollowsTheActivePointSet() throws {
        let (trace, loaded) = try ImportTestSupport.importAndRead(Self.devtoolsArray, format: .devtoolsTouch)
        #expect(loaded.isValid)
        #expect(
            ImportTestSupport.touches(loaded) == [
                "1:began@100,200", "1:moved@100,220", "2:began@300,400", "1:ended@100,220", "2:moved@300,410",
                "2:ended@300,410",
            ])
        #expect(ImportTestSupport.times(loaded) == [0, 16, 16, 32, 32, 48])
        #expect(loaded.events[4].touch?.force == 0.4)
        #expect(loaded.events[4].touch?.radius == 5)
        #expect(trace.header.meta?["source"]?["format"] == .string("devtools-touch"))
        #expect(trace.header.screen == ScreenSize.defaultScreen)
    }

    @Test func devtoolsCommandsInJSONLines() throws {
        let touch = #"{"method":"Input.dispatchTouchEvent","params":"#
        let log = """
            \(touch){"type":"touchStart","touchPoints":[{"x":5,"y":6}],"timestamp":10}}
            {"method":"Input.dispatchMouseEvent","params":{"type":"mouseMoved","x":1,"y":2}}

            \(touch){"type":"touchCancel","touchPoints":[],"timestamp":10.1}}
            """
        let (trace, loaded) = try ImportTestSupport.importAndRead(log, format: .devtoolsTouch, fileName: "c.jsonl")
        #expect(ImportTestSupport.touches(loaded) == ["1:began@5,6", "1:cancelled@5,6"])
        #expect(ImportTestSupport.times(loaded) == [0, 100])
        #expect(trace.report.skipped == ["Input.dispatchMouseEvent commands (not Input.dispatchTouchEvent)": 1])
    }

    /// One logged Pointer Event as JSON.
    static func pointer(
        _ type: String, _ id: Int, _ kind: String, _ x: Double, _ y: Double, _ time: Double, pressure: Double? = nil
    ) -> String {
        let force = pressure.map { #","pressure":\#($0)"# } ?? ""
        return #"{"type":"\#(type)","pointerId":\#(id),"pointerType":"\#(kind)","clientX":\#(x),"clientY":\#(y)"#
            + force + #","timeStamp":\#(time)}"#
    }

    static let pointerLog = [
        pointer("pointermove", 1, "mouse", 1, 1, 1000),
        pointer("pointerover", 7, "touch", 50, 60, 1001),
        pointer("pointerdown", 7, "touch", 50, 60, 1002.5, pressure: 0.5),
        pointer("pointermove", 7, "touch", 50, 80, 1019.2, pressure: 0.6),
        pointer("pointerdown", 2, "pen", 10, 10, 1020, pressure: 0.3),
        pointer("pointerup", 7, "touch", 50, 90, 1035.9, pressure: 0),
        pointer("pointercancel", 2, "pen", 0, 0, 1040, pressure: 0),
        pointer("pointerup", 9, "touch", 0, 0, 1041),
    ].joined(separator: "\n")

    @Test func pointerEventsTouchAndPenBecomeTouches() throws {
        let (trace, loaded) = try ImportTestSupport.importAndRead(Self.pointerLog, format: .pointerEvents)
        #expect(loaded.isValid)
        #expect(
            ImportTestSupport.touches(loaded) == [
                "1:began@50,60", "1:moved@50,80", "2:began@10,10", "1:ended@50,90", "2:cancelled@10,10",
            ])
        #expect(ImportTestSupport.times(loaded) == [0, 16.7, 17.5, 33.4, 37.5])
        #expect(loaded.events[0].touch?.force == 0.5)
        #expect(
            trace.report.skipped == [
                "mouse pointer events (not imported; see --pointer-types)": 1,
                "pointerover events (no contact change)": 1,
                "pointerup of a pointer not down": 1,
            ])
    }

    @Test func mouseOnRequestAndHoverSkipped() throws {
        let options = ImportOptions(pointerTypes: ["mouse"])
        let (trace, loaded) = try ImportTestSupport.importAndRead(
            Self.pointerLog, format: .pointerEvents, options: options)
        #expect(loaded.events.isEmpty)
        #expect(trace.report.skipped["pointermove of a pointer not down (hover)"] == 1)
        #expect(trace.report.skipped["touch pointer events (not imported; see --pointer-types)"] == 4)
    }

    /// `--pointer-types` on the command line: names trimmed of blanks, empty names dropped, and
    /// nothing left a usage error.
    @Test func pointerTypesOption() throws {
        let root = try TestPaths.temporaryDirectory("import-pointer-types")
        defer { try? FileManager.default.removeItem(at: root) }
        let log = root.appendingPathComponent("p.jsonl")
        try (Self.pointerLog + "\n").write(to: log, atomically: true, encoding: .utf8)
        let penOnly = try CommandRunner.run([
            "import", "--from", "pointer-events", log.path, root.appendingPathComponent("a.jsonl").path,
            "--pointer-types", " mouse ,\tpen ",
        ])
        #expect(penOnly.status == 0)
        #expect(penOnly.stderr.contains("4 touch pointer events (not imported; see --pointer-types)"))
        #expect(!penOnly.stderr.contains("pen pointer events"))
        #expect(!penOnly.stderr.contains("mouse pointer events"))
        let none = try CommandRunner.run([
            "import", "--from", "pointer-events", log.path, root.appendingPathComponent("b.jsonl").path,
            "--pointer-types", " , ",
        ])
        #expect(none.status == 64)
        #expect(none.stderr.contains("--pointer-types needs at least one type"))
    }

    @Test func pointerDownTwiceIsAnError() {
        let log = [Self.pointer("pointerdown", 3, "touch", 1, 1, 1), Self.pointer("pointerdown", 3, "touch", 1, 1, 2)]
            .joined(separator: "\n")
        #expect {
            _ = try TraceImporter.importTrace(text: log, fileName: "p.jsonl", format: .pointerEvents)
        } throws: { error in
            (error as? ImportError)?.description
                == "p.jsonl:2:23: error: pointerdown of pointer 3, which is already down"
        }
    }

    /// The command line: `--task` lands in `meta.task`, and `validate` accepts the output.
    @Test func commandLineLabelsTheTask() throws {
        let directory = try TestPaths.temporaryDirectory("import-web")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("drag.json")
        try Self.devtoolsArray.write(to: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("drag.jsonl")
        let result = try CommandRunner.run([
            "import", "--from", "devtools-touch", "--task", "drag", input.path, output.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr == "\(input.path) -> \(output.path): 2 touch sequences (6 touch events); nothing skipped\n")
        let header = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")[0]
        #expect(header.hasSuffix(#""task":"drag"}}"#))
        #expect(try CommandRunner.run(["validate", output.path]).status == 0)
        let bad = try CommandRunner.run([
            "import", "--from", "devtools-touch", "--task", "Drag!", input.path, output.path,
        ])
        #expect(bad.status == 64)
    }
}
