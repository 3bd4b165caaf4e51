/// How the user closes the viewer.
package enum DismissStyle: String, Sendable, Hashable, CaseIterable {
    /// Fast, lifted mid-motion (`HumanParameters.flick`).
    case flick
    /// Slow, lifted at rest after a long drag (`HumanParameters.drag`).
    case drag
}
