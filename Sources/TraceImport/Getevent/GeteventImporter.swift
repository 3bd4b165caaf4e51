import TraceModel

/// Imports `getevent -lt` / `getevent -t` output (Linux evdev events as Android prints them).
///
/// The touch device is chosen first (`--device`, or the one with touch axes), then its protocol
/// from the codes it sends: multi-touch protocol B when `ABS_MT_SLOT` appears or no
/// `SYN_MT_REPORT` does, protocol A when `SYN_MT_REPORT` appears, single-touch (`ABS_X`, `ABS_Y`,
/// `BTN_TOUCH`) when there is no `ABS_MT_*` axis. Each `SYN_REPORT` closes a packet, and a packet
/// that carried touch data becomes one frame of contacts (see `GeteventContactDecoder`). Every
/// line that does not feed a frame is counted under its reason. Rules: `docs/importing.md`.
struct GeteventImporter {
    var file: String
    var options: GeteventOptions
    /// The name of the `getevent -p` file, for messages about it.
    var axisRangesFile = "axis ranges"

    func decode(_ text: String) throws(ImportError) -> DecodedLog {
        let parsed = try GeteventLineParser(file: file).parse(text)
        var report = ImportReport(format: .androidGetevent)
        report.skip("device announcement lines (add device, name)", count: parsed.announcements)
        if parsed.truncatedLastLine { report.skip("truncated last line (the recording was cut off mid-line)") }
        let device = try selectDevice(parsed.events, report: &report)
        var lines: [GeteventLine] = []
        for event in parsed.events {
            if device.keeps(event.device) {
                lines.append(event)
            } else {
                report.skip(
                    event.device.map { "lines of \(ImportReport.label($0)) (another device)" }
                        ?? "lines without a device prefix")
            }
        }
        let axes = try axisInfo(device: device.path)
        if axes.positions == nil, options.pointsPerUnit == nil,
            let option = options.density != nil ? "--density" : options.displayPixels != nil ? "--display-size" : nil
        {
            throw ImportError(
                file: file, line: nil,
                message: "\(option) cannot apply without the touch axes' ranges: pass --axis-ranges (the output of "
                    + "`adb shell getevent -lp` on the same phone) or --x-max and --y-max", isUsage: true)
        }
        try refuseDegenerateRanges(axes.device, lines: lines)
        let mapping = CoordinateMapping(axes: axes.positions, options: options)
        if mapping.unit == .raw && !options.allowRawUnits {
            throw ImportError(
                file: file, line: nil,
                message: "the touch axes' ranges are unknown, so the coordinates would be raw digitiser units, not "
                    + "points, and slops and flick velocities would be judged in the wrong unit; run "
                    + "`adb shell getevent -lp > getevent-p.txt` on the same phone and pass --axis-ranges "
                    + "getevent-p.txt --density D (the phone's density), or give --x-max and --y-max, or "
                    + "--points-per-unit; --raw-units imports the raw units as they are", isUsage: true)
        }
        if let screen = mapping.screen,
            !ImportRanges.isScreenSide(screen.width) || !ImportRanges.isScreenSide(screen.height)
        {
            throw ImportError(
                file: file, line: nil,
                message: "the screen the axis ranges and scaling give, \(screen.width) x \(screen.height) "
                    + "\(mapping.unit.rawValue), is outside the trace format's range (above 0, at most 1e6 points); "
                    + "check --axis-ranges, --display-size, --density and --points-per-unit")
        }
        var decoder = GeteventContactDecoder(
            file: file, protocol: try multiTouchProtocol(lines), mapping: mapping,
            pressureRange: axes.device?.ranges["ABS_MT_PRESSURE"] ?? axes.device?.ranges["ABS_PRESSURE"],
            positionRanges: axes.positions)
        for line in lines { try decoder.feed(line, report: &report) }
        decoder.finish(report: &report)
        if mapping.unit == .raw {
            report.note(
                "coordinates are raw digitiser units (no axis ranges: pass --axis-ranges, or --x-max and --y-max)")
        } else if mapping.unit == .pixels {
            report.note("coordinates are pixels (pass --density to get points)")
        }
        var source: [JSONMember] = [
            JSONMember("device", device.path.map(JSONValue.string) ?? .null),
            JSONMember("protocol", .string(decoder.protocol.rawValue)),
            JSONMember("coordinates", .string(mapping.unit.rawValue)),
        ]
        if let name = axes.device?.name { source.append(JSONMember("deviceName", .string(name))) }
        if let positions = axes.positions {
            source.append(JSONMember("axes", Self.axesJSON(positions)))
        }
        if let display = options.displayPixels {
            let size = [JSONMember("width", .number(display.width)), JSONMember("height", .number(display.height))]
            source.append(JSONMember("displayPixels", .object(size)))
        }
        if let density = options.density { source.append(JSONMember("density", .number(density))) }
        if let perUnit = options.pointsPerUnit { source.append(JSONMember("pointsPerUnit", .number(perUnit))) }
        return DecodedLog(
            samples: decoder.tracker.samples, ticksPerMillisecond: 1_000_000, report: report, source: source,
            screen: mapping.screen, deviceModel: axes.device?.name)
    }

    /// Refuses a position axis, or a pressure axis the log uses, whose declared range is empty
    /// or a single value (min >= max): the screen would be a fraction of a point, or every force
    /// a division by zero. A usage error (exit 64) at the range's line of `--axis-ranges`.
    private func refuseDegenerateRanges(_ device: DeviceAxes?, lines: [GeteventLine]) throws(ImportError) {
        guard let device else { return }
        var used: [String] = device.positionAxisNames.map { [$0.x, $0.y] } ?? []
        for pressure in ["ABS_MT_PRESSURE", "ABS_PRESSURE"] where lines.contains(where: { $0.code == pressure }) {
            used.append(pressure)
        }
        for code in used {
            guard let range = device.ranges[code], range.min >= range.max else { continue }
            throw ImportError(
                file: axisRangesFile, line: device.lines[code],
                message: "the axis range of \(code) on \(ImportReport.label(device.path)) is min \(range.min), max "
                    + "\(range.max): a touch axis needs min < max (--axis-ranges)", isUsage: true)
        }
    }

    /// The device whose lines are imported, and how it was chosen.
    struct DeviceChoice {
        var path: String?
        /// Whether lines without a prefix belong to it (true when no line has a prefix).
        var unprefixed: Bool

        func keeps(_ device: String?) -> Bool { device == nil ? unprefixed : device == path }
    }

    private func selectDevice(_ events: [GeteventLine], report: inout ImportReport) throws(ImportError)
        -> DeviceChoice
    {
        var devices: [String] = []
        var touchLines: [String: Int] = [:]
        var seen = Set<String>()
        for event in events {
            guard let device = event.device else { continue }
            if seen.insert(device).inserted { devices.append(device) }
            if Self.touchPositionCodes.contains(event.code) { touchLines[device, default: 0] += 1 }
        }
        if devices.isEmpty {
            if let wanted = options.device, options.axisRangesText == nil {
                throw ImportError(
                    file: file, line: nil,
                    message: "--device \(wanted) cannot apply: no line of the log has a device prefix, and no "
                        + "--axis-ranges names devices; leave --device out", isUsage: true)
            }
            return DeviceChoice(path: options.device, unprefixed: true)
        }
        if let wanted = options.device {
            guard seen.contains(wanted) else {
                throw ImportError(
                    file: file, line: nil,
                    message: "no line of device \(wanted) (--device); the log has \(devices.joined(separator: ", "))")
            }
            return DeviceChoice(path: wanted, unprefixed: false)
        }
        guard devices.count > 1 else { return DeviceChoice(path: devices[0], unprefixed: false) }
        let candidates = devices.filter { touchLines[$0] != nil }
        guard
            let best = candidates.max(by: {
                touchLines[$0]! != touchLines[$1]! ? touchLines[$0]! < touchLines[$1]! : $0 > $1
            })
        else {
            throw ImportError(
                file: file, line: nil,
                message: "no device sends touch positions (ABS_MT_POSITION_X/Y or ABS_X/Y); devices: "
                    + devices.joined(separator: ", "))
        }
        let why = candidates.count == 1 ? "the only one with touch axes" : "the most touch-axis lines"
        report.note(
            "\(devices.count) devices in the log; imported \(best) (\(why)); pass --device to choose")
        return DeviceChoice(path: best, unprefixed: false)
    }

    /// The codes that carry a touch position.
    static let touchPositionCodes: Set<String> = ["ABS_MT_POSITION_X", "ABS_MT_POSITION_Y", "ABS_X", "ABS_Y"]

    private func axisInfo(device: String?) throws(ImportError) -> (
        device: DeviceAxes?, positions: (x: AxisRange, y: AxisRange)?
    ) {
        if let text = options.axisRangesText {
            let devices = try DeviceAxes.parse(text, file: axisRangesFile)
            let touch = devices.filter(\.hasTouchAxes)
            let chosen: DeviceAxes?
            if let device {
                chosen = devices.first { $0.path == device }
                if chosen == nil {
                    throw ImportError(file: axisRangesFile, line: nil, message: "no `add device N: \(device)` section")
                }
            } else if touch.count == 1 {
                chosen = touch[0]
            } else {
                throw ImportError(
                    file: axisRangesFile, line: nil,
                    message: "\(touch.count) devices with touch axes (\(touch.map(\.path).joined(separator: ", "))); "
                        + "pass --device to choose")
            }
            guard let chosen, let positions = chosen.positionAxes else {
                throw ImportError(
                    file: axisRangesFile, line: nil, message: "\(device ?? "the device") has no touch position axes")
            }
            return (chosen, positions)
        }
        if let xMax = options.xMax, let yMax = options.yMax {
            return (nil, (AxisRange(min: 0, max: xMax), AxisRange(min: 0, max: yMax)))
        }
        return (nil, nil)
    }

    private func multiTouchProtocol(_ lines: [GeteventLine]) throws(ImportError) -> GeteventContactDecoder.TouchProtocol
    {
        let slot = lines.first { $0.code == "ABS_MT_SLOT" }
        let report = lines.first { $0.code == "SYN_MT_REPORT" }
        if let slot, let report {
            throw ImportError(
                file: file, line: max(slot.line, report.line),
                message:
                    "both ABS_MT_SLOT (protocol B, line \(slot.line)) and SYN_MT_REPORT (protocol A, line "
                    + "\(report.line)) in one device's events; expected one multi-touch protocol")
        }
        if report != nil { return .typeA }
        if lines.contains(where: { $0.code.hasPrefix("ABS_MT_") }) { return .typeB }
        if lines.contains(where: { $0.code == "ABS_X" || $0.code == "ABS_Y" }) { return .singleTouch }
        throw ImportError(
            file: file, line: nil,
            message: "no touch position events (ABS_MT_POSITION_X/Y or ABS_X/Y) in the imported device's lines")
    }

    private static func axesJSON(_ axes: (x: AxisRange, y: AxisRange)) -> JSONValue {
        func range(_ axis: AxisRange) -> JSONValue {
            .object([JSONMember("min", .number(Double(axis.min))), JSONMember("max", .number(Double(axis.max)))])
        }
        return .object([JSONMember("x", range(axes.x)), JSONMember("y", range(axes.y))])
    }
}
