#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Gives the view it modifies a touch target id for the recorder: keeps the view's frame in
/// `regions`, which the touch recorder consults (`touches.targetResolver = regions.target(at:)`).
/// SwiftUI's `.accessibilityIdentifier` never reaches `UIView.accessibilityIdentifier`, so this is
/// how a SwiftUI view names its target.
///
/// **No work per scrolled frame**: the frame is observed with `onGeometryChange`, whose action
/// runs only when the observed value changes. In a scroll view, give the cells the scroll
/// content's space (`space:`, the content carrying `.traceSpace(_:in:)`): a cell's frame in that
/// space does not change while it scrolls, so no region is written; only the content's one origin
/// moves (`TraceTargetRegions.setSpace`). Without a space the frame is the window's (`.global`),
/// which changes on every scrolled frame.
public struct TraceTargetModifier: ViewModifier {
    let target: String
    let regions: TraceTargetRegions?
    var space: String?
    var zIndex = 0.0
    var excluded = false

    public func body(content: Content) -> some View {
        content
            .onGeometryChange(for: CGRect.self) { [space] proxy in
                proxy.frame(in: space.map { .named($0) } ?? .global)
            } action: { rect in
                place(rect)
            }
            .onDisappear { regions?.remove(target) }
    }

    private func place(_ rect: CGRect) {
        let frame = TraceTargetRegions.Frame(rect)
        if excluded {
            regions?.exclude(target, frame: frame, zIndex: zIndex, in: space)
        } else {
            regions?.set(target, frame: frame, zIndex: zIndex, in: space)
        }
    }
}

extension TraceTargetRegions.Frame {
    init(_ rect: CGRect) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }
}

extension View {
    /// `.traceTarget("cell:42", in: regions)`: see `TraceTargetModifier`; nil regions record nothing.
    /// The frontmost region wins: a higher `zIndex`, then the one that appeared last. `space`: the
    /// name given to the scroll content with `.traceSpace(_:in:)`, for views inside it.
    public func traceTarget(
        _ target: String, in regions: TraceTargetRegions?, space: String? = nil, zIndex: Double = 0
    ) -> some View {
        modifier(TraceTargetModifier(target: target, regions: regions, space: space, zIndex: zIndex))
    }

    /// `.traceExcluded("pin", in: regions)`: touches that begin on this view are not recorded.
    public func traceExcluded(
        _ key: String, in regions: TraceTargetRegions?, space: String? = nil, zIndex: Double = 0
    ) -> some View {
        modifier(TraceTargetModifier(target: key, regions: regions, space: space, zIndex: zIndex, excluded: true))
    }

    /// `.traceSpace("grid", in: regions)` on a scroll view's content: the space its
    /// `.traceTarget(_:in:space:)` views give their frames in (see `TraceTargetModifier`).
    public func traceSpace(_ name: String, in regions: TraceTargetRegions?) -> some View {
        modifier(TraceSpaceModifier(name: name, regions: regions))
    }
}
#endif
