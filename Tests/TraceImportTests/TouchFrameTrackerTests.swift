import Testing
import TraceModel

@testable import TraceImport

/// Trace ids are the lowest free positive integer, found in logarithmic time: checked against the
/// rule itself with 4,000 fingers down at once (the count that used to take cubic time).
struct TouchFrameTrackerTests {
    private let contact = Contact(location: Point(x: 1, y: 1), force: nil, radius: nil)

    @Test func lowestFreeIDWithThousandsOfFingers() throws {
        var tracker = TouchFrameTracker<Int>(maximumOpen: .max)
        for key in 0..<4000 { try tracker.begin(key, contact, at: 0) }
        #expect(tracker.samples.map(\.touch.id) == Array(1...4000))
        // Lift every third finger (ids 1, 4, 7, ...), then put down as many new ones: each takes
        // the lowest id free at that moment, as a linear search would.
        for key in stride(from: 0, to: 4000, by: 3) { tracker.end(key, at: 1) }
        var held = Set(1...4000).subtracting(Set(stride(from: 1, through: 4000, by: 3)))
        for key in 4000..<5334 {
            try tracker.begin(key, contact, at: 2)
            let expected = (1...).first { !held.contains($0) }!
            #expect(tracker.samples.last?.touch.id == expected)
            held.insert(expected)
        }
        #expect(tracker.openCount == 4000)
    }

    @Test func freeIDsAreTheLowestInAnyOrder() {
        var ids = FreeTouchIDs()
        #expect((0..<10).map { _ in ids.take() } == Array(1...10))
        for id in [7, 3, 9, 1, 5] { ids.giveBack(id) }
        #expect((0..<7).map { _ in ids.take() } == [1, 3, 5, 7, 9, 11, 12])
    }

    @Test func theFormatsLimitOfOpenTouches() throws {
        var tracker = TouchFrameTracker<Int>()
        for key in 0..<32 { try tracker.begin(key, contact, at: 0) }
        #expect(throws: TooManyTouchesError.self) { try tracker.begin(32, contact, at: 0) }
        tracker.end(0, at: 1)
        try tracker.begin(32, contact, at: 1)
        #expect(tracker.samples.last?.touch.id == 1)
    }
}
