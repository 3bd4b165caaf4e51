import Foundation
import TraceImport
import TraceModel
import _TestSupport

/// The real `getevent -lt` recordings of a Samsung Galaxy S (Apache-2.0, henrydeng/MonkeyHelper;
/// provenance in their README), read from `../shared/realdata/android-getevent/Phone` beside the
/// checkout and never copied into the repository, through the product's own importer
/// (`TraceImport`, docs/importing.md): axis maxima 1023, a 480 x 800 px display at density 1.5
/// (320 x 533 pt), so coordinates are points.
enum GeteventRecordings {
    static let folder = TestPaths.packageRoot
        .appendingPathComponent("../shared/realdata/android-getevent/Phone").standardizedFileURL

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder.path) }

    /// How the Galaxy S's raw digitiser units become points.
    static let options = ImportOptions(
        getevent: GeteventOptions(
            xMax: 1023, yMax: 1023, displayPixels: ScreenSize(width: 480, height: 800), density: 1.5))

    /// The touch events of one recording (`name` without `.txt`), t = 0 at the first touch event.
    static func events(_ name: String) throws -> [TraceEvent] {
        let text = try String(contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
        return try TraceImporter.importTrace(
            text: text, fileName: name + ".txt", format: .androidGetevent, options: options
        ).events
    }
}
