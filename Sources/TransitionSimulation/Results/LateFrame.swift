/// A frame an engine model presented late because its work overran the refresh period
/// (docs/engines.md "Frame cost"): frame `index` of the replay's clock, at `t` (ms), shown
/// `periods` refreshes after the one it was meant for; the `periods` refreshes after it were
/// dropped (no frame was rendered in them).
package struct LateFrame: Sendable, Hashable {
    package var index: Int
    package var t: Double
    package var periods: Int

    package init(index: Int, t: Double, periods: Int) {
        self.index = index
        self.t = t
        self.periods = periods
    }
}
