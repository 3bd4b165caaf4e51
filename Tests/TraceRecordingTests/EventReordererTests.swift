import Testing
import TraceModel

@testable import TraceRecording

/// The reorder window on its own, step by step.
struct EventReordererTests {
    private func marker(_ t: Double, _ n: Int) -> TraceEvent {
        TraceEvent(t: t, .marker(name: "e", fields: [JSONMember("n", .number(Double(n)))]))
    }

    private func labels(_ events: [TraceEvent]) -> [String] {
        events.map { event in
            guard case .marker(let name, let fields) = event.payload else { return "?" }
            if name == "e", case .number(let n)? = fields.first?.value { return "\(Int(n))@\(event.t)" }
            return "\(name)@\(event.t)"
        }
    }

    @Test func releasesInTimeOrderOnlyWhatTheWatermarkHasPassed() {
        var window = EventReorderer(capacity: 100)
        window.insert(marker(10, 1))
        window.insert(marker(30, 2))
        window.insert(marker(5, 3))  // 25 ms late: within a 50 ms window
        window.insert(marker(30, 4))  // same time as 2: keeps arrival order
        #expect(labels(window.release(upTo: 10)) == ["3@5.0", "1@10.0"])
        #expect(window.count == 2)
        #expect(labels(window.releaseAll()) == ["2@30.0", "4@30.0"])
        #expect(window.lateEvents == 0)
    }

    @Test func anEventBeforeTheLastReleasedOneIsMovedUpBehindALateMarker() {
        var window = EventReorderer(capacity: 100)
        window.insert(marker(100, 1))
        _ = window.releaseAll()
        window.insert(marker(40, 2))
        window.insert(TraceEvent(t: 20, .marker(name: "recorder.dropped", fields: [])), announcesLateness: false)
        let released = window.releaseAll()
        #expect(labels(released) == ["recorder.late@100.0", "2@100.0", "recorder.dropped@100.0"])
        guard case .marker(_, let fields) = released[0].payload else { return }
        #expect(
            fields == [
                JSONMember("event", .string("marker")), JSONMember("originalT", .number(40)),
                JSONMember("lateMs", .number(60)),
            ])
        #expect(window.lateEvents == 1)
    }

    @Test func aBurstBeyondTheCapacityIsReleasedEarlyOldestFirst() {
        var window = EventReorderer(capacity: 3)
        for n in 0..<5 { window.insert(marker(Double(n), n)) }
        #expect(labels(window.release(upTo: -1)) == ["0@0.0", "1@1.0"])
        #expect(window.count == 3)
    }
}
