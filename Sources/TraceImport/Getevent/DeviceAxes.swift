/// What `getevent -p` (or `-lp`) says about the input devices: per device, its name and the
/// ranges of its absolute axes, by code name.
///
/// ```
/// add device 1: /dev/input/event2
///   name:     "sec_touchscreen"
///   events:
///     ABS (0003): 0035  : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
///                 0036  : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0
/// ```
struct DeviceAxes: Sendable, Hashable {
    var path: String
    var name: String?
    var ranges: [String: AxisRange] = [:]
    /// The line of the `getevent -p` output each range is on, for messages.
    var lines: [String: Int] = [:]

    /// Whether the device has touch position axes (multi-touch or single-touch).
    var hasTouchAxes: Bool { positionAxes != nil }

    /// The X and Y ranges of the touch position, multi-touch axes first.
    var positionAxes: (x: AxisRange, y: AxisRange)? {
        positionAxisNames.map { (ranges[$0.x]!, ranges[$0.y]!) }
    }

    /// The codes of the position axes `positionAxes` gives.
    var positionAxisNames: (x: String, y: String)? {
        if ranges["ABS_MT_POSITION_X"] != nil, ranges["ABS_MT_POSITION_Y"] != nil {
            return ("ABS_MT_POSITION_X", "ABS_MT_POSITION_Y")
        }
        if ranges["ABS_X"] != nil, ranges["ABS_Y"] != nil { return ("ABS_X", "ABS_Y") }
        return nil
    }

    /// Parses the whole `getevent -p` text; devices in file order. Lines that are not an
    /// `add device`, a `name:` or an axis line are ignored (key lists, input props).
    static func parse(_ text: String, file: String) throws(ImportError) -> [DeviceAxes] {
        var devices: [DeviceAxes] = []
        var lineNumber = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let line = trimmed(raw, " \t\r")
            if line.hasPrefix("add device"), let colon = line.firstIndex(of: ":") {
                let path = trimmed(line[line.index(after: colon)...], " \t")
                devices.append(DeviceAxes(path: String(path)))
            } else if line.hasPrefix("name:"), !devices.isEmpty {
                let name = trimmed(line.dropFirst(5), " \t\"")
                // Kept as the header's device.model: printable, and short.
                let kept = name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(128)
                devices[devices.count - 1].name = String(String.UnicodeScalarView(kept))
            } else if let valueRange = line.firstRange(of: ": value ") {
                guard !devices.isEmpty else {
                    throw ImportError(
                        file: file, line: lineNumber, message: "axis line before any `add device N: PATH` line")
                }
                let words = line[..<valueRange.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let codeWord = words.last else { continue }
                let code: String
                if let hex = GeteventLineParser.hexNumber(codeWord, maxDigits: 4) {
                    code = InputEventCodes.codeName(hex, type: "EV_ABS")
                } else {
                    code = String(codeWord)
                }
                guard let min = number(after: "min ", in: line), let max = number(after: "max ", in: line) else {
                    throw ImportError(
                        file: file, line: lineNumber, message: "expected `min N, max N` on the axis line of \(code)")
                }
                guard Int(Int32.min) <= min, min <= max, max <= Int(Int32.max) else {
                    throw ImportError(
                        file: file, line: lineNumber,
                        message:
                            "the axis range of \(code) must be 32-bit numbers with min <= max, found min \(min), max \(max)"
                    )
                }
                devices[devices.count - 1].ranges[code] = AxisRange(min: min, max: max)
                devices[devices.count - 1].lines[code] = lineNumber
            }
        }
        return devices
    }

    private static func number(after label: String, in line: Substring) -> Int? {
        guard let range = line.firstRange(of: label) else { return nil }
        return Int(line[range.upperBound...].prefix(while: { $0 == "-" || $0.isNumber }))
    }

    /// `text` without the characters of `set` at either end.
    private static func trimmed(_ text: Substring, _ set: String) -> Substring {
        var result = text
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return result
    }
}
