#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Gives the view it modifies a touch target id for the recorder: keeps the view's frame in
/// window coordinates (`.global`) in `regions`, which the touch recorder consults
/// (`touches.targetResolver = regions.target(at:)`). SwiftUI's `.accessibilityIdentifier` never
/// reaches `UIView.accessibilityIdentifier`, so this is how a SwiftUI view names its target.
public struct TraceTargetModifier: ViewModifier {
    let target: String
    let regions: TraceTargetRegions?

    public func body(content: Content) -> some View {
        content.background {
            GeometryReader { proxy in
                Color.clear
                    .onAppear { regions?.set(target, frame: Self.frame(proxy.frame(in: .global))) }
                    .onChange(of: proxy.frame(in: .global)) { frame in regions?.set(target, frame: Self.frame(frame)) }
                    .onDisappear { regions?.remove(target) }
            }
        }
    }

    private static func frame(_ rect: CGRect) -> TraceTargetRegions.Frame {
        .init(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }
}

extension View {
    /// `.traceTarget("cell:42", in: regions)`: see `TraceTargetModifier`; nil regions record nothing.
    public func traceTarget(_ target: String, in regions: TraceTargetRegions?) -> some View {
        modifier(TraceTargetModifier(target: target, regions: regions))
    }
}
#endif
