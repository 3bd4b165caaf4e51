/// Watches the views a transition moves, frame by frame (`AnimatorTransitionRecorder`): whether
/// the screen shows the transition yet, and how far it has gone.
///
/// - **Start state**: each view's presentation when the watch is made, that is when the app
///   observes the animator (right after creating it, before it starts) or when UIKit's coordinator
///   is seen (`viewWillAppear`): what the screen showed before the transition.
/// - **Shown**: some view differs from its start state (`PresentedState.differs(from:)`: it
///   appeared, disappeared, or moved, resized, faded or turned by more than the tolerances).
/// - **Progress**: of the views in a window at their start (a view not yet added may not have its
///   geometry yet) whose start and end (the model layer) differ by a visible step, the one that
///   spans the most: the projection of its presentation between
///   its start and its end; nil when no view qualifies. The animations of one transition share a
///   timing, so any moving view gives the same fraction; the longest is the least rounded.
///
/// A view released is no longer read.
@MainActor
public struct PresentationWatch {
    private struct Tracked {
        weak var view: (any PresentedView)?
        let start: PresentedState
    }

    private let tracked: [Tracked]

    /// Reads every view's start state now.
    public init(views: [any PresentedView]) {
        tracked = views.map { Tracked(view: $0, start: $0.tracePresentedState) }
    }

    /// Whether there is a view to watch.
    public var isEmpty: Bool { tracked.isEmpty }

    /// Whether any view shows something other than its start state now.
    public func showsChange() -> Bool {
        tracked.contains { item in item.view.map { $0.tracePresentedState.differs(from: item.start) } ?? false }
    }

    /// How far the transition has gone on screen, 0 at the start state, 1 at the model layer's.
    public func fraction() -> Double? {
        var best: (span: Double, fraction: Double)?
        for item in tracked where item.start.isInWindow {
            guard let view = item.view else { continue }
            let end = view.traceModelState
            let span = item.start.span(to: end)
            guard span > (best?.span ?? 0),
                let fraction = view.tracePresentedState.fraction(from: item.start, to: end)
            else { continue }
            best = (span, fraction)
        }
        return best?.fraction
    }
}
