import TraceModel

/// Imports DOM Pointer Events logged with their attribute names, one object per event:
/// `{"type": "pointerdown", "pointerId": 3, "pointerType": "touch", "clientX": 120, "clientY": 400,
/// "pressure": 0.5, "timeStamp": 1234.5}`.
///
/// `pointerdown` begins a touch, `pointermove` of a pointer that is down moves it, `pointerup`
/// ends and `pointercancel` cancels it. Only the `pointerType`s asked for become touches
/// (default `touch` and `pen`; a mouse is not a finger on the screen); the other types, moves of
/// a pointer that is not down (hover), the boundary and capture events (`pointerover`,
/// `pointerenter`, `gotpointercapture`, ...) and ups of a pointer never seen down are skipped and
/// counted. `clientX`/`clientY` are CSS pixels, written as points; `pressure` (0...1) is written
/// as `force`; `timeStamp` is milliseconds and required.
struct PointerEventsImporter {
    var file: String
    var pointerTypes: Set<String>

    static let contactTypes = ["pointerdown", "pointermove", "pointerup", "pointercancel"]

    func decode(_ text: String) throws(ImportError) -> DecodedLog {
        var report = ImportReport(format: .pointerEvents)
        var tracker = TouchFrameTracker<Int>()
        var timeOrder = SourceTimeOrder()
        for record in try JSONRecord.records(in: text, file: file) {
            let fields = RecordFields(record, file: file)
            let type = try fields.string("type")
            guard Self.contactTypes.contains(type) else {
                guard type.hasPrefix("pointer") || type.hasSuffix("pointercapture") else {
                    throw fields.error(
                        "type",
                        "`type` must be a Pointer Events type (pointerdown, ...), found \(MessageQuoting.quoted(type))")
                }
                report.skip("\(ImportReport.label(type)) events (no contact change)")
                continue
            }
            let time = try fields.microseconds("timeStamp", perUnit: 1000, unit: "ms")
            if let previous = timeOrder.accept(time, line: record.line) {
                throw fields.error("timeStamp", "time went backwards: `timeStamp` is before line \(previous.line)'s")
            }
            let pointerType = try fields.string("pointerType")
            guard pointerTypes.contains(pointerType) else {
                report.skip("\(ImportReport.label(pointerType)) pointer events (not imported; see --pointer-types)")
                continue
            }
            let id = try fields.integer("pointerId")
            switch type {
            case "pointerdown":
                if tracker.isActive(id) {
                    throw fields.error("pointerId", "pointerdown of pointer \(id), which is already down")
                }
                let down = try contact(fields)
                do {
                    try tracker.begin(id, down, at: time)
                } catch {
                    throw fields.error("pointerId", error.message)
                }
            case "pointermove":
                guard tracker.isActive(id) else {
                    report.skip("pointermove of a pointer not down (hover)")
                    continue
                }
                tracker.move(id, try contact(fields), at: time)
            default:
                guard tracker.isActive(id) else {
                    report.skip("\(ImportReport.label(type)) of a pointer not down")
                    continue
                }
                let lift = type == "pointerup" ? try contact(fields) : nil
                tracker.end(id, at: time, cancelled: type == "pointercancel", last: lift)
            }
        }
        tracker.fill(&report, unchangedReason: "pointermove with nothing changed (no sample written)")
        let types = JSONValue.array(pointerTypes.sorted().map(JSONValue.string))
        return DecodedLog(
            samples: tracker.samples, ticksPerMillisecond: 1000, report: report,
            source: [JSONMember("coordinates", .string("CSS pixels")), JSONMember("pointerTypes", types)],
            screen: nil, deviceModel: nil)
    }

    private func contact(_ fields: RecordFields) throws(ImportError) -> Contact {
        Contact(
            location: Point(x: try fields.coordinate("clientX"), y: try fields.coordinate("clientY")),
            force: try fields.optionalCoordinate("pressure"), radius: nil)
    }
}
