import TraceModel

/// Turns a device log into a trace (format v1): the entry point of the `TraceImport` module.
///
/// ```swift
/// let trace = try TraceImporter.importTrace(text: log, fileName: "tap.txt", format: .androidGetevent)
/// FileManager.default.createFile(atPath: "tap.jsonl", contents: Data(try trace.jsonLines().utf8))
/// ```
///
/// The header's `meta.source` names the format, the file, this importer's version and what the
/// format tells about the device, coordinates and clock, and counts what was skipped;
/// `meta.task` holds the caller's task label. See `docs/importing.md`.
package enum TraceImporter {
    /// Written as `meta.source.importer`; raised when the same log would import differently.
    package static let version = "gesturetrace-import 1"

    /// Imports `text`, the content of the file named `fileName` (used in messages and `meta`).
    package static func importTrace(
        text: String, fileName: String, format: ImportFormat, options: ImportOptions = ImportOptions(),
        axisRangesFileName: String = "axis ranges"
    ) throws(ImportError) -> ImportedTrace {
        let log: DecodedLog
        switch format {
        case .androidGetevent:
            log = try GeteventImporter(file: fileName, options: options.getevent, axisRangesFile: axisRangesFileName)
                .decode(text)
        case .devtoolsTouch:
            log = try DevToolsTouchImporter(file: fileName).decode(text)
        case .pointerEvents:
            log = try PointerEventsImporter(file: fileName, pointerTypes: options.pointerTypes).decode(text)
        }
        let clock = SourceClock(ticksPerMillisecond: log.ticksPerMillisecond, keepTimeOffset: options.keepTimeOffset)
        let origin = clock.origin(of: log.samples)
        let events = log.samples.map { TraceEvent(t: clock.milliseconds($0.ticks, origin: origin), .touch($0.touch)) }
        // A raw-unit getevent log has no screen size: the touches' extent is the best lower bound.
        // Web logs are CSS pixels of an unknown viewport: the format's default screen.
        let extent = format == .androidGetevent ? Self.extent(of: events) : nil
        let screen = options.screen ?? log.screen ?? extent ?? ScreenSize.defaultScreen
        var source: [JSONMember] = [
            JSONMember("format", .string(format.rawValue)),
            JSONMember("file", .string(Self.lastPathComponent(fileName))),
            JSONMember("importer", .string(version)),
        ]
        source += log.source
        source.append(JSONMember("timeOriginMs", .number(Double(origin) / log.ticksPerMillisecond)))
        source.append(JSONMember("touchSequences", .number(Double(log.report.touchSequences))))
        source.append(JSONMember("skipped", log.report.skippedJSON))
        if !log.report.clamped.isEmpty { source.append(JSONMember("clamped", log.report.clampedJSON)) }
        if !log.report.notes.isEmpty {
            source.append(JSONMember("notes", .array(log.report.notes.map(JSONValue.string))))
        }
        var meta = [JSONMember("source", .object(source))]
        if let task = options.task { meta.append(JSONMember("task", .string(task))) }
        let platform: DevicePlatform = format == .androidGetevent ? .android : .web
        let scene = SceneInfo(
            kind: options.sceneKind, transitionDistance: options.transitionDistance ?? screen.height / 2)
        let header = TraceHeader(
            device: DeviceInfo(model: log.deviceModel, platform: platform), screen: screen, scene: scene,
            meta: .object(meta))
        return ImportedTrace(header: header, events: events, report: log.report)
    }

    /// The smallest screen from the origin holding every touch (whole units, at most 1e6), when
    /// the source does not give one; nil when there is no touch or it would be empty.
    static func extent(of events: [TraceEvent]) -> ScreenSize? {
        let points = events.compactMap { $0.touch?.location }
        guard let width = points.map(\.x).max(), let height = points.map(\.y).max(), width > 0, height > 0 else {
            return nil
        }
        // At most the format's largest screen side (a touch at 1e6 would make it 1e6 + 1).
        let side = { (largest: Double) in min((largest + 1).rounded(.down), ImportRanges.maximumCoordinate) }
        return ScreenSize(width: side(width), height: side(height))
    }

    private static func lastPathComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
