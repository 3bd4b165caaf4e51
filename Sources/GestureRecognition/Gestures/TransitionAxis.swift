import TraceModel

/// The screen axis along which a pan drives a transition.
package enum TransitionAxis: String, Sendable, Hashable, CaseIterable {
    case vertical
    case horizontal

    /// The component of `translation` along this axis.
    package func component(of translation: Point) -> Double {
        self == .vertical ? translation.y : translation.x
    }
}
