import Foundation
import TraceModel
import _TestSupport

/// The real `getevent -lt` recordings of a Samsung Galaxy S (Apache-2.0, henrydeng/MonkeyHelper;
/// provenance in their README), read from `../shared/realdata/android-getevent/Phone` beside the
/// checkout and never copied into the repository.
///
/// `events(_:)` is the one function to swap for the product's importer once it is merged:
/// `TraceImporter.importTrace(text:fileName:format: .androidGetevent, options:)` with the axis
/// maxima 1023, a 480 x 800 px display and density 1.5. Until then a small test-only reader does
/// the same for the two protocols these files use.
enum GeteventRecordings {
    static let folder = TestPaths.packageRoot
        .appendingPathComponent("../shared/realdata/android-getevent/Phone").standardizedFileURL

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder.path) }

    /// Points per raw digitiser unit: 0...1023 spans 480 x 800 px at density 1.5 (320 x 533 pt).
    static let pointsPerUnit = (x: 320.0 / 1023, y: 533.0 / 1023)

    /// The touch events of one recording (`name` without `.txt`), t = 0 at the first event.
    static func events(_ name: String) throws -> [TraceEvent] {
        let text = try String(contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
        return TestGeteventReader(pointsPerUnit: pointsPerUnit).read(text)
    }
}

/// A test-only reader of `getevent -lt` touch frames, protocol A (`SYN_MT_REPORT` per finger, a
/// finger missing from a frame has lifted) and protocol B (`ABS_MT_SLOT`, `ABS_MT_TRACKING_ID`
/// `ffffffff` = lift, only changed values sent). Other lines are ignored. Not the product's
/// importer (`TraceImport`): just enough to feed the recognizer real fingers.
struct TestGeteventReader {
    var pointsPerUnit: (x: Double, y: Double)

    private struct Contact {
        var id: Int
        var x: Int?
        var y: Int?
        var isDown = false
        var changed = false
    }

    func read(_ text: String) -> [TraceEvent] {
        var events: [TraceEvent] = []
        var origin: Double?
        let isProtocolA = text.contains("SYN_MT_REPORT")
        var slots: [Int: Contact] = [:]  // protocol B, by slot
        var slot = 0
        var frame: [Contact] = []  // protocol A, the frame being read
        var pending = Contact(id: -1)
        var down: [Int: Contact] = [:]  // protocol A, by tracking id
        var nextId = 1
        var ids: [Int: Int] = [:]  // tracking id -> touch id
        func touchId(_ tracking: Int) -> Int {
            if let id = ids[tracking] { return id }
            ids[tracking] = nextId
            nextId += 1
            return ids[tracking]!
        }
        func emit(_ t: Double, _ id: Int, _ phase: TouchPhase, _ c: Contact) {
            let location = Point(x: Double(c.x ?? 0) * pointsPerUnit.x, y: Double(c.y ?? 0) * pointsPerUnit.y)
            events.append(TraceEvent(t: t, .touch(TouchEvent(id: id, phase: phase, location: location))))
        }
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" })
            guard parts.count >= 4, let seconds = Double(parts[0]), let value = UInt32(parts[3], radix: 16) else {
                continue
            }
            let t = (seconds * 1000 - (origin ?? seconds * 1000))
            if origin == nil { origin = seconds * 1000 }
            let number = Int(Int32(bitPattern: value))
            switch (isProtocolA, parts[2]) {
            case (true, "ABS_MT_POSITION_X"): pending.x = number
            case (true, "ABS_MT_POSITION_Y"): pending.y = number
            case (true, "ABS_MT_TRACKING_ID"): pending.id = number
            case (true, "SYN_MT_REPORT"):
                if pending.x != nil { frame.append(pending) }
                pending = Contact(id: -1)
            case (true, "SYN_REPORT"):
                let present = Set(frame.map(\.id))
                for (tracking, contact) in down.sorted(by: { $0.key < $1.key }) where !present.contains(tracking) {
                    emit(t, touchId(tracking), .ended, contact)
                    down[tracking] = nil
                    ids[tracking] = nil
                }
                for contact in frame {
                    emit(t, touchId(contact.id), down[contact.id] == nil ? .began : .moved, contact)
                    down[contact.id] = contact
                }
                frame = []
            case (false, "ABS_MT_SLOT"): slot = number
            case (false, "ABS_MT_TRACKING_ID"):
                if number == -1 {
                    if let contact = slots[slot], contact.isDown { emit(t, touchId(contact.id), .ended, contact) }
                    if let contact = slots[slot] { ids[contact.id] = nil }
                    slots[slot] = nil
                } else {
                    slots[slot] = Contact(id: number)
                }
            case (false, "ABS_MT_POSITION_X"):
                slots[slot]?.x = number
                slots[slot]?.changed = true
            case (false, "ABS_MT_POSITION_Y"):
                slots[slot]?.y = number
                slots[slot]?.changed = true
            case (false, "SYN_REPORT"):
                for key in slots.keys.sorted() {
                    guard var contact = slots[key], contact.changed, contact.x != nil, contact.y != nil else {
                        continue
                    }
                    emit(t, touchId(contact.id), contact.isDown ? .moved : .began, contact)
                    contact.isDown = true
                    contact.changed = false
                    slots[key] = contact
                }
            default: break
            }
        }
        return events
    }
}
