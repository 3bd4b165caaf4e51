import Foundation
import TraceImport
import TraceModel
import TraceReading
import _TestSupport

/// Helpers shared by the importer tests: import a text, read the written trace back with the
/// reader (so every test also checks the output validates), and summarise its touches.
enum ImportTestSupport {
    /// `../shared/realdata/android-getevent/Phone`, beside the checkout (CI has it).
    static let realRecordings = TestPaths.packageRoot
        .appendingPathComponent("../shared/realdata/android-getevent/Phone").standardizedFileURL

    static var realRecordingsPresent: Bool {
        FileManager.default.fileExists(atPath: realRecordings.path)
    }

    /// Imports `text` and returns the trace as the reader reads it back from a written file.
    static func importAndRead(
        _ text: String, format: ImportFormat = .androidGetevent, fileName: String = "log.txt",
        options: ImportOptions = ImportOptions()
    ) throws -> (trace: ImportedTrace, loaded: LoadedTrace) {
        let trace = try TraceImporter.importTrace(text: text, fileName: fileName, format: format, options: options)
        let directory = try TestPaths.temporaryDirectory("trace-import")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.jsonl").path
        try Data(try trace.jsonLines().utf8).write(to: URL(fileURLWithPath: path))
        return (trace, try LoadedTrace.load(path: path))
    }

    /// Each touch as `id:phase@x,y` in file order, for compact expectations.
    static func touches(_ trace: LoadedTrace) -> [String] {
        trace.events.compactMap { event in
            guard let touch = event.touch else { return nil }
            return "\(touch.id):\(touch.phase.rawValue)@\(number(touch.location.x)),\(number(touch.location.y))"
        }
    }

    /// The times of the touches, in ms.
    static func times(_ trace: LoadedTrace) -> [Double] { trace.events.filter { $0.touch != nil }.map(\.t) }

    /// The most fingers down at once.
    static func maxSimultaneous(_ trace: LoadedTrace) -> Int {
        var down = 0
        var most = 0
        for touch in trace.events.compactMap(\.touch) {
            if touch.phase == .began { down += 1 }
            if touch.phase.isTerminal { down -= 1 }
            most = max(most, down)
        }
        return most
    }

    static func count(_ phase: TouchPhase, in trace: LoadedTrace) -> Int {
        trace.events.count { $0.touch?.phase == phase }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
