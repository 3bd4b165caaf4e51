import TraceModel

/// The multi-touch state machine of the getevent importer: it keeps each slot's (protocol B) or
/// packet's (protocol A) values, and at each `SYN_REPORT` that closed touch data hands the frame
/// of contacts to a `TouchFrameTracker`.
///
/// - Protocol B: `ABS_MT_SLOT` selects a slot (slot 0 until one is sent); values persist in their
///   slot across packets and across contacts, since only changed values are sent;
///   `ABS_MT_TRACKING_ID` -1 (`ffffffff`) lifts the slot's finger, a new id in a slot that still
///   holds one ends the old finger and begins a new one.
/// - Protocol A: each `SYN_MT_REPORT` closes one contact; a frame holds every finger down, so a
///   finger missing from a frame (or an empty report) is lifted. Contacts are matched across
///   frames by `ABS_MT_TRACKING_ID` when the device sends it, otherwise by their order in the frame.
/// - Single-touch: `ABS_X`, `ABS_Y`, with `BTN_TOUCH` DOWN/UP for contact.
///
/// `BTN_TOUCH` UP ends every finger still down (a lift the multi-touch data missed is not lost).
/// `SYN_DROPPED` (the kernel's buffer overflowed) cancels every finger down and, as the kernel
/// documents, the lines up to the next `SYN_REPORT` are dropped (and counted).
struct GeteventContactDecoder {
    /// The multi-touch protocol of a device (Linux `Documentation/input/multi-touch-protocol.rst`).
    enum TouchProtocol: String, Sendable {
        case typeA = "A"
        case typeB = "B"
        case singleTouch = "single-touch"
    }

    /// A contact's identity across frames: the slot and tracking id (B), the tracking id or the
    /// position in the frame (A).
    struct ContactKey: Hashable {
        var slot: Int
        var trackingID: Int
    }

    /// One slot's (B) or one report's (A) latest values.
    struct ContactValues {
        var trackingID: Int?
        var x: Int?
        var y: Int?
        var pressure: Int?
        var isEmpty: Bool { trackingID == nil && x == nil && y == nil && pressure == nil }
    }

    var file: String
    var `protocol`: TouchProtocol
    var mapping: CoordinateMapping
    var pressureRange: AxisRange?
    /// The declared ranges of the position axes, when known: values outside are clamped to them.
    var positionRanges: (x: AxisRange, y: AxisRange)?
    private(set) var tracker = TouchFrameTracker<ContactKey>()

    private var slots: [Int: ContactValues] = [:]
    /// The slots that received a value in the current packet (protocol B).
    private var slotsReported: Set<Int> = []
    /// The slots holding a finger (a tracking id), so a packet visits only those (protocol B).
    private var slotsWithContact: Set<Int> = []
    private var currentSlot = 0
    private var pending = ContactValues()
    private var frame: [ContactValues] = []
    private var buttonDown: Bool?
    private var buttonUpInPacket = false
    private var packetHasTouchData = false
    private var droppingUntilReport = false
    private var timeOrder = SourceTimeOrder()

    init(
        file: String, protocol: TouchProtocol, mapping: CoordinateMapping, pressureRange: AxisRange?,
        positionRanges: (x: AxisRange, y: AxisRange)? = nil
    ) {
        self.file = file
        self.protocol = `protocol`
        self.mapping = mapping
        self.pressureRange = pressureRange
        self.positionRanges = positionRanges
    }

    mutating func feed(_ line: GeteventLine, report: inout ImportReport) throws(ImportError) {
        if let previous = timeOrder.accept(line.nanoseconds, line: line.line) {
            throw ImportError(
                file: file, line: line.line, column: line.timeColumn,
                message: "time went backwards: \(Self.seconds(line.nanoseconds)) s is before line "
                    + "\(previous.line)'s \(Self.seconds(previous.ticks)) s")
        }
        if droppingUntilReport {
            report.skip("lines after SYN_DROPPED up to the next SYN_REPORT (the kernel says to drop them)")
            if line.code == "SYN_REPORT" { droppingUntilReport = false }
            return
        }
        switch (line.type, line.code) {
        case ("EV_SYN", "SYN_REPORT"): try closePacket(line, report: &report)
        case ("EV_SYN", "SYN_MT_REPORT"): closeContact(report: &report)
        case ("EV_SYN", "SYN_DROPPED"):
            tracker.endAll(at: line.nanoseconds, cancelled: true)
            slots = [:]
            slotsWithContact = []
            pending = ContactValues()
            frame = []
            packetHasTouchData = false
            droppingUntilReport = true
            report.note("SYN_DROPPED at line \(line.line): fingers down then were cancelled")
        case ("EV_KEY", "BTN_TOUCH"):
            buttonDown = line.value != 0
            if line.value == 0 { buttonUpInPacket = true }
            packetHasTouchData = true
        case ("EV_ABS", let code):
            if try !absolute(code, line, report: &report) {
                report.skip(Self.skipReason(line, protocol: `protocol`, pressure: pressureRange))
            }
        default:
            report.skip(Self.skipReason(line, protocol: `protocol`, pressure: pressureRange))
        }
    }

    /// Ends the log: counts what was left unfinished.
    mutating func finish(report: inout ImportReport) {
        tracker.fill(&report, unchangedReason: "contact reports with nothing changed (no sample written)")
        if packetHasTouchData || (`protocol` == .typeA && !pending.isEmpty) || !frame.isEmpty {
            report.note("the log ends inside a packet (no closing SYN_REPORT); its values were not written")
        }
    }

    /// Stores an `EV_ABS` value; false when the code is not one this protocol uses.
    private mutating func absolute(_ code: String, _ line: GeteventLine, report: inout ImportReport)
        throws(ImportError) -> Bool
    {
        let raw = line.value
        let pressureCode = `protocol` == .singleTouch ? "ABS_PRESSURE" : "ABS_MT_PRESSURE"
        var values = `protocol` == .typeB ? slots[currentSlot, default: ContactValues()] : pending
        switch code {
        case "ABS_MT_SLOT" where `protocol` == .typeB:
            currentSlot = raw
            packetHasTouchData = true
            return true
        case "ABS_MT_TRACKING_ID" where `protocol` != .singleTouch: values.trackingID = raw < 0 ? nil : raw
        case "ABS_MT_POSITION_X" where `protocol` != .singleTouch, "ABS_X" where `protocol` == .singleTouch:
            let value = Self.clamp(raw, to: positionRanges?.x, code, report: &report)
            try check(mapping.x(value), "x", line)
            values.x = value
        case "ABS_MT_POSITION_Y" where `protocol` != .singleTouch, "ABS_Y" where `protocol` == .singleTouch:
            let value = Self.clamp(raw, to: positionRanges?.y, code, report: &report)
            try check(mapping.y(value), "y", line)
            values.y = value
        case pressureCode where pressureRange != nil:
            let value = Self.clamp(raw, to: pressureRange, code, report: &report)
            if let force = force(value) { try check(force, "force", line) }
            values.pressure = value
        default: return false
        }
        if `protocol` == .typeB {
            slots[currentSlot] = values
            slotsReported.insert(currentSlot)
            if values.trackingID == nil {
                slotsWithContact.remove(currentSlot)
            } else {
                slotsWithContact.insert(currentSlot)
            }
        } else {
            pending = values
        }
        packetHasTouchData = true
        return true
    }

    /// `raw` within `range` (when one is declared); a value outside is clamped and counted, never
    /// silently (the report's `clamped`, one warning per file), so that force stays within 0 to 1.
    private static func clamp(_ raw: Int, to range: AxisRange?, _ code: String, report: inout ImportReport) -> Int {
        guard let range, raw < range.min || raw > range.max else { return raw }
        report.clamp(code, to: range)
        return Swift.min(Swift.max(raw, range.min), range.max)
    }

    private mutating func closeContact(report: inout ImportReport) {
        packetHasTouchData = true
        defer { pending = ContactValues() }
        if pending.isEmpty { return }  // an empty report: no finger (the lift of the last one)
        guard pending.x != nil, pending.y != nil else {
            report.skip("SYN_MT_REPORT of a contact without X and Y (not written)")
            return
        }
        frame.append(pending)
    }

    /// Refuses a value whose trace `field` (a coordinate or force) is outside the format's range.
    private func check(_ converted: Double, _ field: String, _ line: GeteventLine) throws(ImportError) {
        guard !ImportRanges.isCoordinate(converted) else { return }
        throw ImportError(
            file: file, line: line.line, column: line.valueColumn,
            message: "\(line.code) \(line.value) gives \(field) = \(converted) (\(mapping.unit.rawValue)), outside the "
                + "trace format's range of -1e6 to 1e6; check the axis ranges and scaling options")
    }

    private mutating func closePacket(_ line: GeteventLine, report: inout ImportReport) throws(ImportError) {
        let time = line.nanoseconds
        defer {
            packetHasTouchData = false
            buttonUpInPacket = false
            frame = []
            slotsReported = []
        }
        guard packetHasTouchData else { return }  // a packet of unrelated events (ABS_MISC, ...)
        var contacts: [(key: ContactKey, contact: Contact)] = []
        switch `protocol` {
        case .typeB:
            for slot in slotsWithContact.sorted() {
                guard let values = slots[slot], let id = values.trackingID else { continue }
                guard let contact = contact(values) else {
                    report.skip("contacts without a position yet (not written until one arrives)")
                    continue
                }
                contacts.append((ContactKey(slot: slot, trackingID: id), contact))
            }
        case .typeA:
            if !pending.isEmpty {
                report.skip("contact values not closed by SYN_MT_REPORT (not written)")
                pending = ContactValues()
            }
            for (index, values) in frame.enumerated() {
                guard let contact = contact(values) else { continue }
                let key = values.trackingID.map { ContactKey(slot: -1, trackingID: $0) }
                contacts.append((key ?? ContactKey(slot: index, trackingID: -1), contact))
            }
        case .singleTouch:
            if buttonDown == true, let contact = contact(pending) {
                contacts.append((ContactKey(slot: 0, trackingID: 0), contact))
            }
        }
        if buttonUpInPacket && !contacts.isEmpty && `protocol` != .singleTouch {
            report.skip(
                "contacts still reported after BTN_TOUCH UP (ended at the button's lift)", count: contacts.count)
            contacts = []
            for slot in slotsWithContact { slots[slot]?.trackingID = nil }
            slotsWithContact = []
        }
        let reported = slotsReported
        do {
            try tracker.apply(frame: contacts, at: time) { `protocol` != .typeB || reported.contains($0.slot) }
        } catch {
            throw ImportError(file: file, line: line.line, column: 1, message: error.message)
        }
    }

    private func contact(_ values: ContactValues) -> Contact? {
        guard let x = values.x, let y = values.y else { return nil }
        return Contact(location: mapping.location(x: x, y: y), force: values.pressure.flatMap(force), radius: nil)
    }

    /// A raw pressure as force, (raw - min) / (max - min) to 4 decimals, when the range is known.
    private func force(_ pressure: Int) -> Double? {
        guard let range = pressureRange, range.max > range.min else { return nil }
        return ((Double(pressure) - Double(range.min)) / (Double(range.max) - Double(range.min)) * 10_000).rounded()
            / 10_000
    }

    /// Why a line feeds no frame, as counted in the report.
    static func skipReason(_ line: GeteventLine, protocol: TouchProtocol, pressure: AxisRange?) -> String {
        switch (line.type, line.code) {
        case ("EV_ABS", "ABS_MT_PRESSURE"), ("EV_ABS", "ABS_PRESSURE"):
            return pressure == nil
                ? "\(line.name) (no pressure range known: pass --axis-ranges to write force)"
                : "\(line.name) (not this device's protocol)"
        case ("EV_ABS", "ABS_MT_TOUCH_MAJOR"), ("EV_ABS", "ABS_MT_TOUCH_MINOR"), ("EV_ABS", "ABS_MT_WIDTH_MAJOR"),
            ("EV_ABS", "ABS_MT_WIDTH_MINOR"):
            return "\(line.name) (contact size: its unit differs per device, not written)"
        case ("EV_ABS", "ABS_X"), ("EV_ABS", "ABS_Y"):
            return "\(line.name) (single-touch axis; the multi-touch axes are used)"
        case ("EV_ABS", _): return "\(line.name) (not a touch axis)"
        case ("EV_KEY", _): return "\(line.name) (a key or button, not a touch)"
        case ("EV_SYN", _): return "\(line.name) (sync event not used)"
        default: return "\(line.name) (event type not used)"
        }
    }

    /// `12.345678` (microseconds, as getevent prints), or nine digits when the log had them.
    private static func seconds(_ nanoseconds: Int64) -> String {
        let fraction = String(nanoseconds % 1_000_000_000)
        var digits = String(repeating: "0", count: 9 - fraction.count) + fraction
        if digits.hasSuffix("000") { digits.removeLast(3) }
        return "\(nanoseconds / 1_000_000_000)." + digits
    }
}
