import TraceModel

/// What the person recording a trace was asked to do, from its header: `meta.task` (`tap`,
/// `double-tap`, `long-press`, `drag`, `swipe`) and, for a drag or a swipe, an optional
/// `meta.direction` (`up`, `down`, `left`, `right`). See `TaskAgreement` for what counts as
/// agreeing with each task.
package struct GestureTask: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The kinds of task a trace can be labelled with.
    package enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        case tap
        case doubleTap = "double-tap"
        case longPress = "long-press"
        case drag
        case swipe

        /// In declaration order, so tables list tasks the same way every run.
        package static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A label that cannot be used: names the field and what was expected.
    package struct LabelError: Error, Sendable, Hashable, CustomStringConvertible {
        package var field: String
        package var expected: String
        package var found: String

        package var description: String { "\(field): expected \(expected), found \(found)" }
    }

    package var kind: Kind
    /// The direction asked for (drags and swipes only); nil when any direction will do.
    package var direction: GestureDirection?

    package init(kind: Kind, direction: GestureDirection? = nil) {
        self.kind = kind
        self.direction = direction
    }

    /// `tap`, `drag`, `drag down`.
    package var description: String { direction.map { "\(kind.rawValue) \($0.rawValue)" } ?? kind.rawValue }

    /// By kind, then direction (any direction first, then up, down, left, right).
    package static func < (lhs: GestureTask, rhs: GestureTask) -> Bool {
        func rank(_ direction: GestureDirection?) -> Int {
            direction.flatMap { GestureDirection.allCases.firstIndex(of: $0) } ?? -1
        }
        return lhs.kind != rhs.kind ? lhs.kind < rhs.kind : rank(lhs.direction) < rank(rhs.direction)
    }

    /// The task of a trace: nil when `meta.task` is absent; throws `LabelError` when `meta.task` or
    /// `meta.direction` is present but not one of the accepted strings.
    package static func label(of header: TraceHeader) throws(LabelError) -> GestureTask? {
        guard let value = header.meta?["task"] else { return nil }
        let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = value.stringValue, let kind = Kind(rawValue: name) else {
            throw LabelError(field: "meta.task", expected: "one of \(kinds)", found: value.summary)
        }
        guard let directionValue = header.meta?["direction"] else { return GestureTask(kind: kind) }
        let directions = "one of up, down, left, right"
        guard let name = directionValue.stringValue, let direction = GestureDirection(rawValue: name),
            direction != .none
        else {
            throw LabelError(field: "meta.direction", expected: directions, found: directionValue.summary)
        }
        return GestureTask(kind: kind, direction: direction)
    }
}
