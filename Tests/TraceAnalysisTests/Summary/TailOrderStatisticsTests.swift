import Testing
import TraceModel

@testable import TraceAnalysis

/// `TailOrderStatistics` must read at each rank it keeps the value a sort of the whole stream puts there.
@Suite("Order statistics of a stream's tails")
struct TailOrderStatisticsTests {
    /// Streams with many ties (a few distinct values), infinities, and ascending or descending runs.
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
        "each kept rank reads its sorted value",
        arguments: [(2, 2), (3, 1), (50, 3), (2_000, 2_000), (2_000, 5), (1_999, 40)], [UInt64(1), 2, 3, 4])
    func matchesSort(shape: (count: Int, distinct: Int), seed: UInt64) {
        let stream = Self.values(count: shape.count, distinct: UInt64(shape.distinct), seed: seed)
        let sorted = stream.sorted()
        let bounds = [2.5, 97.5].map { PercentileRule.ranks($0, count: shape.count) }
        let ranks = Array(Set(bounds.flatMap { [$0.lower, $0.upper] } + [0, shape.count - 1])).sorted()
        var tails = TailOrderStatistics(total: shape.count, ranks: ranks)
        for value in stream { tails.add(value) }
        for rank in ranks { #expect(tails.value(atRank: rank) == sorted[rank], "rank \(rank) of \(shape.count)") }
    }

    @Test("the bootstrap's bounds, ranks 49-50 and 1949-1950 of 2,000, from a descending stream")
    func bootstrapBounds() {
        let bounds = [2.5, 97.5].map { PercentileRule.ranks($0, count: 2_000) }
        let ranks = bounds.flatMap { [$0.lower, $0.upper] }
        #expect(ranks == [49, 50, 1_949, 1_950])
        // A descending stream is the worst case: every value enters the low tail.
        var tails = TailOrderStatistics(total: 2_000, ranks: ranks)
        for value in stride(from: 1_999.0, through: 0, by: -1) { tails.add(value) }
        #expect(tails.value(atRank: 50) == 50)
        #expect(tails.value(atRank: 1_949) == 1_949)
    }
}
