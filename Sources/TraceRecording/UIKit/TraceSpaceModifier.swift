#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Names a coordinate space for `.traceTarget(_:in:space:)` and keeps its frame in the window in
/// `regions` (see `TraceTargetModifier`): put it on a scroll view's content.
public struct TraceSpaceModifier: ViewModifier {
    let name: String
    let regions: TraceTargetRegions?

    public func body(content: Content) -> some View {
        content
            .coordinateSpace(name: name)
            .onGeometryChange(for: CGRect.self) { proxy in
                proxy.frame(in: .global)
            } action: { rect in
                regions?.setSpace(name, frame: TraceTargetRegions.Frame(rect))
            }
            .onDisappear { regions?.removeSpace(name) }
    }
}
#endif
