import TraceModel

/// Imports Chrome DevTools Protocol `Input.dispatchTouchEvent` recordings: one object per event,
/// either the command's `params` (`{"type": "touchStart", "touchPoints": [...], "timestamp": s}`)
/// or the whole command (`{"method": "Input.dispatchTouchEvent", "params": {...}}`).
///
/// As the protocol defines it, `touchPoints` lists every point down after the event (touchStart
/// and touchMove carry at least one); a point is matched across events by `id` (its index in the
/// list when it has none). A listed point not down before begins, one still listed moves, one
/// no longer listed ends; `touchEnd` ends and `touchCancel` cancels every point still down (the
/// protocol sends no points with them; any it has are ignored and counted). `x`, `y` are CSS
/// pixels, written as points; `force` (0...1) is kept, `radiusX`/`radiusY` give `radius` (the
/// larger of the two); `timestamp` is seconds and required.
struct DevToolsTouchImporter {
    var file: String

    static let types = ["touchStart", "touchMove", "touchEnd", "touchCancel"]

    func decode(_ text: String) throws(ImportError) -> DecodedLog {
        var report = ImportReport(format: .devtoolsTouch)
        var tracker = TouchFrameTracker<Int>()
        var timeOrder = SourceTimeOrder()
        for record in try JSONRecord.records(in: text, file: file) {
            var fields = RecordFields(record, file: file)
            if fields.has("method") {
                let method = try fields.string("method")
                guard method == "Input.dispatchTouchEvent" else {
                    report.skip("\(ImportReport.label(method)) commands (not Input.dispatchTouchEvent)")
                    continue
                }
                guard let params = record.value["params"], case .object = params else {
                    throw fields.error("params", "missing object `params` of Input.dispatchTouchEvent")
                }
                fields = fields.nested(params, path: "params")
            }
            let type = try fields.string("type")
            guard Self.types.contains(type) else {
                throw fields.error(
                    "type",
                    "`\(fields.prefix)type` must be one of \(Self.types.joined(separator: ", ")), found \(MessageQuoting.quoted(type))"
                )
            }
            let time = try fields.microseconds("timestamp", perUnit: 1_000_000, unit: "s")
            if let previous = timeOrder.accept(time, line: record.line) {
                throw fields.error(
                    "timestamp", "time went backwards: `\(fields.prefix)timestamp` is before line \(previous.line)'s")
            }
            let points = try touchPoints(fields)
            switch type {
            case "touchEnd", "touchCancel":
                report.skip(
                    "touchPoints listed on touchEnd/touchCancel (ignored: they end every point)", count: points.count)
                tracker.endAll(at: time, cancelled: type == "touchCancel")
            default:
                if points.isEmpty {
                    throw fields.error(
                        "touchPoints", "\(type) must list at least one point in `\(fields.prefix)touchPoints`")
                }
                do {
                    try tracker.apply(frame: points, at: time)
                } catch {
                    throw fields.error("touchPoints", error.message)
                }
            }
        }
        tracker.fill(&report, unchangedReason: "touch points with nothing changed (no sample written)")
        return DecodedLog(
            samples: tracker.samples, ticksPerMillisecond: 1000, report: report,
            source: [JSONMember("coordinates", .string("CSS pixels"))], screen: nil, deviceModel: nil)
    }

    private func touchPoints(_ fields: RecordFields) throws(ImportError) -> [(key: Int, contact: Contact)] {
        guard let list = fields.object["touchPoints"] else { return [] }
        guard case .array(let values) = list else {
            throw fields.error("touchPoints", "`\(fields.prefix)touchPoints` must be an array, found \(list.summary)")
        }
        var points: [(key: Int, contact: Contact)] = []
        var ids = Set<Int>()
        for (index, value) in values.enumerated() {
            let path = "\(fields.prefix)touchPoints[\(index)]"
            guard case .object = value else {
                throw fields.error("touchPoints", "`\(path)` must be an object, found \(value.summary)")
            }
            let point = fields.nested(value, path: path)
            let id = point.has("id") ? try point.integer("id") : index
            if !ids.insert(id).inserted {
                throw point.error("id", "`\(path).id` \(id) is listed twice; ids must be unique within an event")
            }
            let radii = [try point.optionalCoordinate("radiusX"), try point.optionalCoordinate("radiusY")]
                .compactMap { $0 }
            let contact = Contact(
                location: Point(x: try point.coordinate("x"), y: try point.coordinate("y")),
                force: try point.optionalCoordinate("force"), radius: radii.max())
            points.append((id, contact))
        }
        return points
    }
}
