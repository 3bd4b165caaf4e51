import TraceModel
import TraceRecording
import UIKit

/// Opens a photo from its cell to a full-screen viewer and back, one `UIViewPropertyAnimator` per
/// transition, every one recorded. Interruptible: a pan on the viewer grabs the transition under
/// way (pausing it and scrubbing it with the finger) or starts an interactive dismiss; on release
/// it continues towards where the finger was going. A tap reverses a transition under way, or
/// closes the viewer.
@MainActor
final class ViewerTransition: NSObject {
    private let viewer = UIView(frame: .zero)
    private weak var container: UIView?
    private var cellFrame = CGRect.zero
    private var animator: UIViewPropertyAnimator?
    private var operation = TransitionOperation.present
    private var index = 0
    private var started = 0
    private var grabbedFraction: CGFloat = 0

    /// Shows the viewer over `container` when a photo opens.
    func attach(to container: UIView) {
        self.container = container
        viewer.accessibilityIdentifier = "gt.viewer"
        viewer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
        viewer.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tap(_:))))
    }

    /// Opens photo `index` from `cellFrame` (in the container's coordinates).
    func open(_ index: Int, color: UIColor, from cellFrame: CGRect) {
        guard let container, animator == nil else { return }
        self.index = index
        self.cellFrame = cellFrame
        viewer.backgroundColor = color
        viewer.frame = cellFrame
        container.addSubview(viewer)
        run(.present, to: container.bounds, interactive: false)
    }

    private func run(_ operation: TransitionOperation, to end: CGRect, interactive: Bool) {
        self.operation = operation
        started += 1
        let animator = UIViewPropertyAnimator(duration: 0.35, dampingRatio: 1) { self.viewer.frame = end }
        animator.addCompletion { [weak self] position in self?.finished(at: position) }
        // The one line a custom transition takes; its cause is the touch in flight. The tracked
        // viewer's presentation layer says when it first showed (`visible`) and how far it is (a
        // spring: what is displayed, not fractionComplete).
        GestureTrace.observe(
            animator, id: "\(operation.rawValue)-\(index)-\(started)", operation: operation, interactive: interactive,
            tracking: [viewer])
        self.animator = animator
        if interactive { animator.pauseAnimation() } else { animator.startAnimation() }
    }

    private func finished(at position: UIViewAnimatingPosition) {
        animator = nil
        // Closed: a dismiss that completed, or a present sent back to its start.
        if (operation == .dismiss) == (position == .end) { viewer.removeFromSuperview() }
    }

    @objc private func tap(_ tap: UITapGestureRecognizer) {
        if let animator {
            animator.isReversed.toggle()
            return
        }
        run(.dismiss, to: cellFrame, interactive: false)
    }

    @objc private func pan(_ pan: UIPanGestureRecognizer) {
        guard let container else { return }
        switch pan.state {
        case .began:
            if let animator {
                animator.pauseAnimation()  // grabbed mid-flight: the same transition, now driven by the finger
            } else {
                run(.dismiss, to: cellFrame, interactive: true)
            }
            grabbedFraction = animator?.fractionComplete ?? 0
        case .changed:
            // Pulling down closes: it moves a dismiss forwards and a present backwards.
            let pulled = pan.translation(in: container).y / max(1, container.bounds.height / 2)
            let fraction = grabbedFraction + (operation == .dismiss ? pulled : -pulled)
            animator?.fractionComplete = min(1, max(0, fraction))
        case .ended, .cancelled:
            guard let animator else { return }
            let closing = pan.velocity(in: container).y > 0
            animator.isReversed = (operation == .dismiss) != closing
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}
