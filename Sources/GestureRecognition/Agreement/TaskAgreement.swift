/// How often the recognizer agrees with what people were asked to do: for traces labelled with a
/// `GestureTask`, every touch group (every gesture record but the extra double-tap records) is
/// one attempt, judged against its trace's task:
///
/// | task | agrees when the touch group was recognized as |
/// |---|---|
/// | `tap` | a tap, alone or as a tap of a double tap |
/// | `double-tap` | a tap of a double tap |
/// | `long-press` | a long press |
/// | `drag` | a pan or a swipe (in `meta.direction` when given) |
/// | `swipe` | a swipe (in `meta.direction` when given) |
///
/// Only ended gestures agree; a failed tap, a cancelled or an open gesture never does. What the
/// recognizer said is kept per task as a confusion table of `Recognized` labels (agreeing ones
/// included). Add traces with `add(_:task:)` in any order: the rows come out by task, then label.
package struct TaskAgreement: Sendable, Hashable {
    /// The rows, one per task seen (a drag down and a drag in any direction are two tasks), in
    /// `GestureTask` order: by kind, then direction.
    package private(set) var rows: [Row] = []

    /// One task's attempts.
    package struct Row: Sendable, Hashable {
        package var task: GestureTask
        /// Touch groups judged.
        package var attempts = 0
        /// Of those, how many agreed.
        package var agreeing = 0
        /// What the recognizer said, by label (see `confusion` for a stable order).
        package var recognized: [Recognized: Int] = [:]

        /// Agreeing / attempts, nil when there were none.
        package var agreement: Double? { attempts == 0 ? nil : Double(agreeing) / Double(attempts) }

        /// The labels with their counts, most frequent first, ties by label.
        package var confusion: [(label: Recognized, count: Int)] {
            recognized.map { (label: $0.key, count: $0.value) }
                .sorted { $0.count != $1.count ? $0.count > $1.count : $0.label < $1.label }
        }
    }

    /// What one touch group was recognized as: the kind (a tap consumed by a double tap is
    /// `double-tap`), the direction of a pan or swipe, and the state when it did not end.
    package struct Recognized: Sendable, Hashable, Comparable, CustomStringConvertible {
        package var kind: GestureKind
        package var direction: GestureDirection
        package var state: GestureState
        package var isOpen: Bool

        package init(_ gesture: Gesture) {
            kind = gesture.kind == .tap && gesture.doubleTapRole != nil ? .doubleTap : gesture.kind
            direction = gesture.kind == .pan || gesture.kind == .swipe ? gesture.direction : .none
            state = gesture.state
            isOpen = gesture.isOpen
        }

        /// `tap`, `double-tap`, `long-press`, `pan-down`, `swipe-left`, `tap (failed)`,
        /// `pan-up (cancelled)`, `pan-down (open)`.
        package var description: String {
            let name = direction == .none ? kind.rawValue : "\(kind.rawValue)-\(direction.rawValue)"
            if isOpen { return "\(name) (open)" }
            return state == .ended ? name : "\(name) (\(state.rawValue))"
        }

        package static func < (lhs: Recognized, rhs: Recognized) -> Bool { lhs.description < rhs.description }
    }

    package init() {}

    /// Whether a touch group recognized as `recognized` does what `task` asked.
    package static func agrees(_ recognized: Recognized, with task: GestureTask) -> Bool {
        guard recognized.state == .ended, !recognized.isOpen else { return false }
        let directionMatches = task.direction == nil || task.direction == recognized.direction
        switch task.kind {
        case .tap: return recognized.kind == .tap || recognized.kind == .doubleTap
        case .doubleTap: return recognized.kind == .doubleTap
        case .longPress: return recognized.kind == .longPress
        case .drag: return (recognized.kind == .pan || recognized.kind == .swipe) && directionMatches
        case .swipe: return recognized.kind == .swipe && directionMatches
        }
    }

    /// Judges every touch group of one trace (its gestures, as `GestureRecognizer` gives them)
    /// against the trace's task.
    package mutating func add(_ gestures: [Gesture], task: GestureTask) {
        let index: Int
        if let found = rows.firstIndex(where: { $0.task == task }) {
            index = found
        } else {
            index = rows.firstIndex(where: { $0.task > task }) ?? rows.endIndex
            rows.insert(Row(task: task), at: index)
        }
        for gesture in gestures where gesture.kind != .doubleTap {
            let recognized = Recognized(gesture)
            rows[index].attempts += 1
            if Self.agrees(recognized, with: task) { rows[index].agreeing += 1 }
            rows[index].recognized[recognized, default: 0] += 1
        }
    }

    /// Every task together.
    package var total: (attempts: Int, agreeing: Int) {
        rows.reduce((0, 0)) { ($0.0 + $1.attempts, $0.1 + $1.agreeing) }
    }
}
