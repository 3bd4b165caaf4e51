/// Everything that describes the simulated user's body and timing, with defaults chosen from the
/// literature or, where none applies, from the scene's own thresholds. Times in ms, distances in
/// points, speeds in pt/s. `docs/synthesis.md` has the same table with the reasoning.
///
/// - `reactionTime`: log-normal, median 250 ms, sigma 0.25, 150...600 ms; source or rationale: simple visual reaction
///   time of adults is about 190 to 250 ms (Laming 1968 ~220 ms; Luce 1986, "Response Times"), plus a short reach with
///   a finger already over the glass; RT distributions are right-skewed and well fitted by a log-normal (Ulrich and
///   Miller 1993). Sigma 0.25 gives a 5 to 95 % range of about 165 to 375 ms.
/// - `aimScatter`: normal, sd 9 pt, clamped +-18 pt, per axis; source or rationale: finger touch lands with an absolute
///   spread of the order of 1.5 mm (Bi, Li and Zhai, "FFitts law", CHI 2013); 1 pt is about 0.166 mm on a 3x iPhone.
/// - `tap`: see `HumanParameters.Tap`; source or rationale: contact 100 ms median; drift under the 10 pt tap slop
/// - `flick`, `drag`, `browse`: see `HumanParameters.Pan`; source or rationale: peak speeds 800 to 2500 pt/s (dismiss
///   flick, lifted near the peak), 200 to 600 pt/s (slow drag, lifted at rest), 600 to 2000 pt/s (browse)
/// - `sampling`: see `TouchSampling`; source or rationale: 120 Hz, +-0.5 ms, sd 0.3 pt
/// - `patience`: see `HumanParameters.Patience`; source or rationale: waits 400 to 900 ms, at most 3 retries
/// - `changeOfMind`: see `HumanParameters.ChangeOfMind`; source or rationale: reverses 35 to 65 % into a pan; grabs 100
///   to 300 ms after release
/// - `timing`: see `HumanParameters.Timing`; source or rationale: quick-dismiss 100 to 200 ms after the open starts;
///   double-tap gap 80 to 220 ms
package struct HumanParameters: Sendable, Hashable {
    /// From the first displayed frame of a visual change the user responds to, to the touch-down.
    package var reactionTime: Distribution
    /// Per-axis offset between the point the user aims at and where the finger lands.
    package var aimScatter: Distribution
    package var tap: Tap
    /// A dismiss flick: fast, lifted while still moving.
    package var flick: Pan
    /// A slow dismiss drag: lifted at rest, far enough to dismiss on position alone.
    package var drag: Pan
    /// A horizontal browsing swipe on the viewer (next or previous photo).
    package var browse: Pan
    package var sampling: TouchSampling
    package var patience: Patience
    package var changeOfMind: ChangeOfMind
    package var timing: Timing

    package init(
        reactionTime: Distribution = .logNormal(median: 250, sigma: 0.25, bounds: 150...600),
        aimScatter: Distribution = .normal(mean: 0, standardDeviation: 9, bounds: -18...18),
        tap: Tap = Tap(), flick: Pan = .dismissFlick, drag: Pan = .dismissDrag,
        browse: Pan = .browseSwipe, sampling: TouchSampling = TouchSampling(),
        patience: Patience = Patience(), changeOfMind: ChangeOfMind = ChangeOfMind(),
        timing: Timing = Timing()
    ) {
        self.reactionTime = reactionTime
        self.aimScatter = aimScatter
        self.tap = tap
        self.flick = flick
        self.drag = drag
        self.browse = browse
        self.sampling = sampling
        self.patience = patience
        self.changeOfMind = changeOfMind
        self.timing = timing
    }

    /// Every default.
    package static let `default` = HumanParameters()
}
