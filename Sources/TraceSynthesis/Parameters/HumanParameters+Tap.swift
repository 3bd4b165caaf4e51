extension HumanParameters {
    /// A tap: how long the finger stays on the glass and how far it slides meanwhile.
    ///
    /// - `duration`: log-normal, median 100 ms, sigma 0.35, 50...200 ms. Asakawa et al. (Applied
    ///   Ergonomics 2017) measured index-finger tap completion at 133 +- 83 ms on a touchscreen;
    ///   a right-skewed law with median 100 ms has a mean near 107 ms, and the 200 ms cap keeps
    ///   every tap far from the 500 ms long press.
    /// - `drift`: magnitude of the slide from down to up, |normal(0, 1.5)| clamped to 0...6 pt,
    ///   in a uniformly random direction. Touch "drift" (Kong et al., ASSETS 2022) is a few
    ///   points for able-bodied users; 6 pt plus the clamped sampling noise (at most 0.9 pt per
    ///   axis) stays under the 10 pt tap slop, so a generated tap is always a tap.
    package struct Tap: Sendable, Hashable {
        package var duration: Distribution
        package var drift: Distribution

        package init(
            duration: Distribution = .logNormal(median: 100, sigma: 0.35, bounds: 50...200),
            drift: Distribution = .normal(mean: 0, standardDeviation: 1.5, bounds: -6...6)
        ) {
            self.duration = duration
            self.drift = drift
        }
    }
}
