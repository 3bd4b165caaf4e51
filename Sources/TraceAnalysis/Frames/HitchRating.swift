/// A rating of a hitch time ratio (ms of hitch per s), docs/analysis.md "Frames".
///
/// Apple has published two sets of thresholds: 5 and 10 ms/s (WWDC20 "Eliminate animation hitches
/// with XCTest"; also the bands of Xcode Organizer's scroll hitch rate, "Analyzing responsiveness
/// issues in your shipping app") and 10, 25 and 50 ms/s (Xcode's "Understanding hitches in your
/// app"). We rate against 5 and 10 ms/s: a transition is short, so a single dropped 120 Hz frame
/// in a 0.35 s transition is already 24 ms/s; the stricter set tells one hitch from none, where
/// the coarser one would put most single hitches in its middle band.
package enum HitchRating: String, Sendable, Hashable, CaseIterable {
    /// Under 5 ms/s.
    case good
    /// 5 ms/s up to 10 ms/s.
    case warning
    /// 10 ms/s or more.
    case critical

    /// The lower bound of `warning` (ms/s).
    package static let warningRatio = 5.0
    /// The lower bound of `critical` (ms/s).
    package static let criticalRatio = 10.0

    /// The rating of `ratio` ms/s.
    package init(ratio: Double) {
        self = ratio >= Self.criticalRatio ? .critical : ratio >= Self.warningRatio ? .warning : .good
    }
}
