import TraceModel

/// What one import did: what became touches, what was skipped and why, and notes the user must
/// know (coordinates left in raw units, a device picked among several). Printed as one stderr
/// line per file and kept in the trace's `meta.source`.
package struct ImportReport: Sendable, Hashable {
    package var format: ImportFormat
    /// Touch sequences (one finger from down to up) written.
    package var touchSequences = 0
    /// Touch events (samples) written.
    package var touchEvents = 0
    /// Sequences still down when the log ends (left open, as the trace format allows).
    package var openAtEnd = 0
    /// Input lines or records skipped, by reason; each one is counted, none is dropped silently.
    package var skipped: [String: Int] = [:]
    /// Facts about the conversion, in the order they were found.
    package var notes: [String] = []
    /// Raw values outside the range their axis declares, clamped to it: per axis
    /// (`ABS_MT_PRESSURE`), how many and the range (docs/importing.md "Valid ranges and refusals").
    package var clamped: [String: Clamping] = [:]

    /// How many raw values of one axis were clamped, and to what range.
    package struct Clamping: Sendable, Hashable {
        package var count: Int
        package var range: AxisRange
    }

    package init(format: ImportFormat) {
        self.format = format
    }

    /// Distinct skip reasons kept; more are counted under `otherReasons`. Reasons may quote the
    /// input (a DevTools `method`, a pointer type), so this and `maximumReasonLength` keep
    /// `meta.source` far below the trace format's 1 MiB header line whatever the input.
    package static let maximumReasons = 64
    /// The longest skip reason kept, in characters (longer ones are cut, with `...`).
    package static let maximumReasonLength = 200
    /// Notes kept; one more says that others were left out.
    package static let maximumNotes = 20
    /// The reason skips are counted under once `maximumReasons` distinct ones are kept.
    package static let otherReasons = "other reasons (more than 64 kinds)"

    /// Counts one skipped line or record under `reason`.
    package mutating func skip(_ reason: String, count: Int = 1) {
        guard count > 0 else { return }
        var reason = reason
        if reason.count > Self.maximumReasonLength { reason = String(reason.prefix(Self.maximumReasonLength)) + "..." }
        if skipped[reason] == nil && skipped.count >= Self.maximumReasons { reason = Self.otherReasons }
        skipped[reason, default: 0] += count
    }

    /// Text from the input for a skip reason: as it is when it is printable ASCII of at most 40
    /// characters, otherwise quoted with escapes and cut (`MessageQuoting`), so that no control
    /// character or long text reaches `meta.source` or a terminal.
    package static func label(_ text: String) -> String {
        let plain =
            text.count <= 40 && text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F && $0 != "\"" }
        return plain ? text : MessageQuoting.quoted(text, limit: 40)
    }

    /// Counts one raw value of `axis` clamped to `range`.
    package mutating func clamp(_ axis: String, to range: AxisRange) {
        clamped[axis, default: Clamping(count: 0, range: range)].count += 1
    }

    /// The one warning line for the file when values were clamped: `clamped 3 raw values to their
    /// axis's declared range: 2 ABS_MT_PRESSURE (0 to 255), 1 ABS_MT_POSITION_X (0 to 1079)`.
    package var clampingWarning: String? {
        guard !clamped.isEmpty else { return nil }
        let total = clamped.values.reduce(0) { $0 + $1.count }
        let axes = clamped.sorted { $0.key < $1.key }.map {
            "\($0.value.count) \($0.key) (\($0.value.range.min) to \($0.value.range.max))"
        }
        return "clamped \(counted(total, "raw value")) outside the declared axis range to it: "
            + axes.joined(separator: ", ")
    }

    /// `meta.source.clamped`: axis to count, by axis name.
    var clampedJSON: JSONValue {
        .object(clamped.sorted { $0.key < $1.key }.map { JSONMember($0.key, .number(Double($0.value.count))) })
    }

    /// Adds a note, unless `maximumNotes` are kept already (then one last note says so).
    package mutating func note(_ text: String) {
        if notes.count < Self.maximumNotes {
            notes.append(text)
        } else if notes.count == Self.maximumNotes {
            notes.append("more notes left out")
        }
    }

    /// The skip reasons, most frequent first, then by name (a stable order).
    package var skippedByReason: [(reason: String, count: Int)] {
        skipped.map { (reason: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.reason < $1.reason }
    }

    /// The total number of skipped lines or records.
    package var skippedCount: Int { skipped.values.reduce(0, +) }

    /// One line for stderr: `FILE: N touch sequences (M touch events); skipped K: ...; notes`.
    package func summaryLine(file: String) -> String {
        var line =
            "\(file): \(counted(touchSequences, "touch sequence")) (\(counted(touchEvents, "touch event")))"
        if openAtEnd > 0 { line += ", \(openAtEnd) still down at the end" }
        if skipped.isEmpty {
            line += "; nothing skipped"
        } else {
            let reasons = skippedByReason.map { "\($0.count) \($0.reason)" }.joined(separator: ", ")
            line += "; skipped \(skippedCount): \(reasons)"
        }
        for note in notes { line += "; " + note }
        return line
    }

    /// `meta.source.skipped`: reason to count, in the order of `skippedByReason`.
    var skippedJSON: JSONValue {
        .object(skippedByReason.map { JSONMember($0.reason, .number(Double($0.count))) })
    }

}
