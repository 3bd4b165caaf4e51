/// A view as the recorder reads it (`UIView` in the UIKit glue): its accessibility identifier and
/// its parent, so that a touch's `target` is found by walking up from the view it hit.
@MainActor
public protocol TraceTargetView: AnyObject {
    /// The parent's type (`UIView` for a `UIView`).
    associatedtype Superview: TraceTargetView
    /// The parent view; nil at the top of the hierarchy.
    var superview: Superview? { get }
    /// The id written as `target` (an opaque id such as `"cell:42"`, never content); nil: none.
    var accessibilityIdentifier: String? { get }
}

extension TraceTargetView where Superview == Self {
    /// The identifier of this view or of its nearest ancestor that has one: `UITouch.view` is the
    /// view the touch was delivered to (a label or image inside a cell), while the identifier is
    /// usually set on the cell.
    public var nearestTraceIdentifier: String? { nearestTraceIdentifier(exportedBy: .prefix("")) }

    /// The target of this view or of its nearest ancestor whose identifier `policy` exports (an
    /// identifier the policy does not export is skipped, as if absent, so that it never leaks).
    public func nearestTraceIdentifier(exportedBy policy: TraceTargetPolicy) -> String? {
        var view: Self? = self
        while let current = view {
            if let id = current.accessibilityIdentifier, !id.isEmpty, let exported = policy.exported(id) {
                return exported
            }
            view = current.superview
        }
        return nil
    }

    /// Whether `ancestor` is this view or one of its ancestors (`UIView.isDescendant(of:)`).
    public func isTraceDescendant(of ancestor: Self) -> Bool {
        var view: Self? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }
}
