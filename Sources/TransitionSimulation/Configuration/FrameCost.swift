/// Main-thread work an engine does in a frame, beyond drawing it (docs/engines.md "Frame cost"):
/// `startCostMs` in the frame a transition starts (taking the snapshot the transition animates)
/// and `frameCostMs` in every frame while a transition is in flight. A frame whose work exceeds
/// its refresh period is presented late by whole periods, and the refreshes it overran are
/// dropped (`FrameClock.latePeriods(work:inFrame:)`). Both default to 0: no engine was slowed
/// before this was modelled, and reports do not move unless a configuration asks for it.
package struct FrameCost: Sendable, Hashable {
    /// Work (ms) in the frame that starts a transition.
    package var startCostMs: Double
    /// Work (ms) in every frame while a transition is in flight.
    package var frameCostMs: Double

    /// No extra work.
    package static let zero = FrameCost()

    /// `snapshotView(afterScreenUpdates: true)`: about 13 ms on an iPhone 14 Pro (LINE's
    /// FluidTransition write-up): over the 8.33 ms budget of 120 Hz, under the 16.67 ms of 60 Hz.
    package static let snapshotAfterScreenUpdatesMs = 13.0
    /// `snapshotView(afterScreenUpdates: false)`: about 1 ms (same write-up).
    package static let snapshotBeforeScreenUpdatesMs = 1.0
    /// A very large view: the write-up reports hundreds of ms (or a failure, where a thumbnail is
    /// used instead); 250 ms is our chosen representative value, not a measurement.
    package static let largeViewSnapshotMs = 250.0

    /// The named presets of `startCostMs`, as a configuration file may name them.
    package static let startCostPresets: [String: Double] = [
        "snapshotAfterScreenUpdates": snapshotAfterScreenUpdatesMs,
        "snapshotBeforeScreenUpdates": snapshotBeforeScreenUpdatesMs,
        "largeViewSnapshot": largeViewSnapshotMs,
    ]

    package init(startCostMs: Double = 0, frameCostMs: Double = 0) {
        self.startCostMs = startCostMs
        self.frameCostMs = frameCostMs
    }
}
