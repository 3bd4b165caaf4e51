/// A share with the counts behind it: `numerator` of `denominator`, for example cancel intents
/// that succeeded of all cancel intents. Reports always show both counts next to the rate, so a
/// 100% of 1 is never mistaken for a 100% of 500.
package struct RateSummary: Sendable, Hashable {
    package let numerator: Int
    package let denominator: Int

    package init(numerator: Int, denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Counts the elements for which `isCounted` holds, out of all of them.
    package init<S: Sequence>(_ items: S, counting isCounted: (S.Element) -> Bool) {
        var numerator = 0
        var denominator = 0
        for item in items {
            denominator += 1
            if isCounted(item) { numerator += 1 }
        }
        self.init(numerator: numerator, denominator: denominator)
    }

    /// numerator / denominator; nil when there is nothing to count.
    /// The counts of both together (two parts of a trace, two traces of a corpus); nil when a
    /// sum would overflow.
    package func adding(_ other: RateSummary) -> RateSummary? {
        let (numerator, numeratorOverflow) = self.numerator.addingReportingOverflow(other.numerator)
        let (denominator, denominatorOverflow) = self.denominator.addingReportingOverflow(other.denominator)
        return numeratorOverflow || denominatorOverflow
            ? nil : RateSummary(numerator: numerator, denominator: denominator)
    }

    package var rate: Double? {
        denominator == 0 ? nil : Double(numerator) / Double(denominator)
    }
}
