#if canImport(UIKit)
import ObjectiveC
import QuartzCore
import TraceModel
import UIKit

/// The two method exchanges `GestureTrace.start` makes, each once per process (as crash and
/// performance SDKs do): `UIWindow.sendEvent(_:)`, to see every window's touches before the window
/// delivers them, and `UIViewController.viewWillAppear(_:)`/`viewWillDisappear(_:)`, to see each
/// view-controller transition's coordinator. Each exchanged method calls the original first or
/// last, unchanged; with capture stopped it only forwards.
@MainActor
enum RuntimeHooks {
    private static var windowHookInstalled = false
    private static var transitionHooksInstalled = false

    static func installWindowHook() {
        guard !windowHookInstalled else { return }
        windowHookInstalled = exchange(
            UIWindow.self, #selector(UIWindow.sendEvent(_:)), #selector(UIWindow.gestureTrace_sendEvent(_:)))
    }

    static func installTransitionHooks() {
        guard !transitionHooksInstalled else { return }
        transitionHooksInstalled =
            exchange(
                UIViewController.self, #selector(UIViewController.viewWillAppear(_:)),
                #selector(UIViewController.gestureTrace_viewWillAppear(_:)))
            && exchange(
                UIViewController.self, #selector(UIViewController.viewWillDisappear(_:)),
                #selector(UIViewController.gestureTrace_viewWillDisappear(_:)))
    }

    private static func exchange(_ type: AnyClass, _ original: Selector, _ replacement: Selector) -> Bool {
        guard let originalMethod = class_getInstanceMethod(type, original),
            let replacementMethod = class_getInstanceMethod(type, replacement)
        else { return false }
        method_exchangeImplementations(originalMethod, replacementMethod)
        return true
    }

    /// A view controller will appear or disappear: when a coordinator animates it, its transition
    /// is recorded (once per coordinator: both view controllers report it).
    static func controller(_ controller: UIViewController, appearing: Bool) {
        guard let capture = GestureTrace.capture, let coordinator = controller.transitionCoordinator,
            coordinator.isAnimated
        else { return }
        let operation: TransitionOperation
        if appearing {
            operation = controller.isBeingPresented || controller.isMovingToParent ? .present : .dismiss
        } else {
            operation = controller.isBeingDismissed || controller.isMovingFromParent ? .dismiss : .present
        }
        // The views the transition moves, where the context names them (either may be nil).
        let views = [coordinator.view(forKey: .to), coordinator.view(forKey: .from)].compactMap { $0 }
        let transition = capture.beginTransition(
            coordinator: ObjectIdentifier(coordinator as AnyObject), operation: operation,
            context: Self.context(coordinator), views: views
        ) { [weak coordinator] in coordinator.map(Self.context) }
        guard let transition else { return }
        coordinator.notifyWhenInteractionChanges { context in
            MainActor.assumeIsolated { transition.interactionChanged(Self.context(context)) }
        }
        _ = coordinator.animate(alongsideTransition: nil) { context in
            MainActor.assumeIsolated { transition.completed(Self.context(context), now: CACurrentMediaTime()) }
        }
    }

    private static func context(_ context: any UIViewControllerTransitionCoordinatorContext)
        -> CoordinatedTransition.Context
    {
        let curve: TimingCurve =
            switch context.completionCurve {
            case .linear: .linear
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            default: .easeInOut
            }
        return CoordinatedTransition.Context(
            isInteractive: context.isInteractive, percentComplete: Double(context.percentComplete),
            isCancelled: context.isCancelled, duration: context.transitionDuration, curve: curve)
    }
}

extension UIWindow {
    /// Exchanged with `sendEvent(_:)`: records the window's touches, then calls the original
    /// (which this name holds after the exchange). A `RecordingWindow` records its own.
    @objc dynamic func gestureTrace_sendEvent(_ event: UIEvent) {
        if !(self is RecordingWindow) { GestureTrace.capture?.windowWillSend(event, in: self) }
        gestureTrace_sendEvent(event)
    }
}

extension UIViewController {
    /// Exchanged with `viewWillAppear(_:)`: calls the original, then looks at its coordinator.
    @objc dynamic func gestureTrace_viewWillAppear(_ animated: Bool) {
        gestureTrace_viewWillAppear(animated)
        RuntimeHooks.controller(self, appearing: true)
    }

    /// Exchanged with `viewWillDisappear(_:)`: calls the original, then looks at its coordinator.
    @objc dynamic func gestureTrace_viewWillDisappear(_ animated: Bool) {
        gestureTrace_viewWillDisappear(animated)
        RuntimeHooks.controller(self, appearing: false)
    }
}
#endif
