#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Gives the view it modifies a touch target id for the recorder: keeps the view's frame in
/// window coordinates (`.global`) in `regions`, which the touch recorder consults
/// (`touches.targetResolver = regions.target(at:)`). SwiftUI's `.accessibilityIdentifier` never
/// reaches `UIView.accessibilityIdentifier`, so this is how a SwiftUI view names its target.
public struct TraceTargetModifier: ViewModifier {
    let target: String
    let regions: TraceTargetRegions?
    var zIndex = 0.0
    var excluded = false

    public func body(content: Content) -> some View {
        content.background {
            GeometryReader { proxy in
                Color.clear
                    .onAppear { place(proxy.frame(in: .global)) }
                    .onChange(of: proxy.frame(in: .global)) { frame in place(frame) }
                    .onDisappear { regions?.remove(target) }
            }
        }
    }

    private func place(_ rect: CGRect) {
        if excluded {
            regions?.exclude(target, frame: Self.frame(rect), zIndex: zIndex)
        } else {
            regions?.set(target, frame: Self.frame(rect), zIndex: zIndex)
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
    /// The frontmost region wins: a higher `zIndex`, then the one that appeared last.
    public func traceTarget(_ target: String, in regions: TraceTargetRegions?, zIndex: Double = 0) -> some View {
        modifier(TraceTargetModifier(target: target, regions: regions, zIndex: zIndex))
    }

    /// `.traceExcluded("pin", in: regions)`: touches that begin on this view are not recorded.
    public func traceExcluded(_ key: String, in regions: TraceTargetRegions?, zIndex: Double = 0) -> some View {
        modifier(TraceTargetModifier(target: key, regions: regions, zIndex: zIndex, excluded: true))
    }
}
#endif
