import Testing
import TraceModel

@testable import TraceAnalysis

/// `OrderStatistics.select` must leave at each asked rank the value a sort puts there.
@Suite("Order statistics by selection")
struct OrderStatisticsTests {
    /// Arrays with many ties (a few distinct values), infinities, and sorted or reversed runs.
    static func values(count: Int, distinct: UInt64, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { position in
            let draw = generator.next()
            if draw % 17 == 0 { return .infinity }
            switch seed % 3 {
            case 0: return Double(draw % distinct)
            case 1: return Double(position)
            default: return Double(count - position) + Double(draw % distinct) / 4
            }
        }
    }

    @Test(
        "each rank holds its sorted value",
        arguments: [(2, 2), (3, 1), (50, 3), (2_000, 2_000), (2_000, 5), (1_999, 40)], [UInt64(1), 2, 3, 4])
    func matchesSort(shape: (count: Int, distinct: Int), seed: UInt64) {
        let original = Self.values(count: shape.count, distinct: UInt64(shape.distinct), seed: seed)
        let sorted = original.sorted()
        let bounds = [2.5, 50, 97.5].map { PercentileRule.ranks($0, count: shape.count) }
        let ranks = Array(Set(bounds.flatMap { [$0.lower, $0.upper] } + [0, shape.count - 1])).sorted()
        var selected = original
        OrderStatistics.select(&selected, ranks: ranks)
        for rank in ranks { #expect(selected[rank] == sorted[rank], "rank \(rank) of \(shape.count)") }
        #expect(selected.sorted() == sorted, "selection only rearranges")
    }
}
