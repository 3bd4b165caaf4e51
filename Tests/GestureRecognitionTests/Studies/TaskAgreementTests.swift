import GestureRecognition
import Testing
import TraceModel
import _TestSupport

struct TaskAgreementTests {
    static func header(_ meta: [JSONMember]) -> TraceHeader {
        TraceHeader(meta: .object(meta))
    }

    @Test func labelsAreReadFromMeta() throws {
        #expect(try GestureTask.label(of: TraceHeader()) == nil)
        let drag = try GestureTask.label(
            of: Self.header([JSONMember("task", .string("drag")), JSONMember("direction", .string("left"))]))
        #expect(drag == GestureTask(kind: .drag, direction: .left))
        #expect(throws: GestureTask.LabelError.self) {
            try GestureTask.label(of: Self.header([JSONMember("task", .number(1))]))
        }
        #expect(throws: GestureTask.LabelError.self) {
            try GestureTask.label(
                of: Self.header([JSONMember("task", .string("swipe")), JSONMember("direction", .string("none"))]))
        }
    }

    @Test func eachTaskAgreesWithItsGestures() {
        let tapThenDouble = TouchScript().down(0).up(60).down(200, 2).up(260, 2).recognize()
        let swipeDown = TouchScript.drag(by: Point(x: 0, y: 120), steps: 6).recognize()
        var agreement = TaskAgreement()
        agreement.add(tapThenDouble, task: GestureTask(kind: .doubleTap))
        agreement.add(tapThenDouble, task: GestureTask(kind: .tap))
        agreement.add(swipeDown, task: GestureTask(kind: .swipe, direction: .up))
        agreement.add(swipeDown, task: GestureTask(kind: .drag))
        agreement.add(swipeDown, task: GestureTask(kind: .longPress))
        #expect(agreement.rows.map(\.task.kind) == [.tap, .doubleTap, .longPress, .drag, .swipe])
        // The double-tap record is not an attempt: its two taps are.
        #expect(agreement.rows.map(\.attempts) == [2, 2, 1, 1, 1])
        #expect(agreement.rows.map(\.agreeing) == [2, 2, 0, 1, 0])
        #expect(agreement.rows[4].confusion.map(\.label.description) == ["swipe-down"])
        #expect(agreement.total == (attempts: 7, agreeing: 5))
    }

    @Test func onlyEndedGesturesAgree() {
        let cancelled = TouchScript().down(0).cancel(40).recognize()
        let open = TouchScript().down(0).recognize()
        var agreement = TaskAgreement()
        agreement.add(cancelled, task: GestureTask(kind: .tap))
        agreement.add(open, task: GestureTask(kind: .tap))
        #expect(agreement.rows.first?.agreeing == 0)
        #expect(agreement.rows.first?.confusion.map(\.label.description) == ["tap (cancelled)", "tap (open)"])
    }
}
