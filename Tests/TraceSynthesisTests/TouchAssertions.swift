import GestureRecognition
import Testing
import TraceModel
import TraceSynthesis

/// Checks shared by the motor and user tests.
enum TouchAssertions {
    /// One finger's samples: began first, ended last, moved between; times strictly increasing.
    static func checkWellFormed(_ events: [TraceEvent], sourceLocation: SourceLocation = #_sourceLocation) {
        let touches = events.compactMap(\.touch)
        #expect(touches.count == events.count, sourceLocation: sourceLocation)
        #expect(touches.first?.phase == .began, sourceLocation: sourceLocation)
        #expect(touches.last?.phase == .ended, sourceLocation: sourceLocation)
        #expect(touches.dropFirst().dropLast().allSatisfy { $0.phase == .moved }, sourceLocation: sourceLocation)
        #expect(Set(touches.map(\.id)).count == 1, sourceLocation: sourceLocation)
        for (a, b) in zip(events, events.dropFirst()) {
            #expect(b.t > a.t, "times must increase: \(a.t) then \(b.t)", sourceLocation: sourceLocation)
        }
    }

    /// Every sample is a grid tick t_down + k * 1000 / hz within the jitter (and the 1 us rounding).
    static func checkOnGrid(
        _ events: [TraceEvent], touchHz: Double, jitter: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let tDown = events.first?.t else { return }
        let period = 1000 / touchHz
        for event in events.dropFirst() {
            let k = ((event.t - tDown) / period).rounded()
            #expect(k >= 1, sourceLocation: sourceLocation)
            #expect(abs(event.t - (tDown + k * period)) <= jitter + 1e-3, sourceLocation: sourceLocation)
        }
    }

    static func checkOnScreen(
        _ events: [TraceEvent], screen: ScreenSize = .defaultScreen,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for touch in events.compactMap(\.touch) {
            #expect(
                (0...screen.width).contains(touch.location.x) && (0...screen.height).contains(touch.location.y),
                "off screen: \(touch.location)", sourceLocation: sourceLocation)
        }
    }
}
