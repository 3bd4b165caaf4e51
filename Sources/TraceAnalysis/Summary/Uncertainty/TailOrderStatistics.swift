/// The values at chosen ranks of a stream, when every chosen rank lies in one of its two tails:
/// the smallest and the largest few values are kept, sorted, as the values arrive, and nothing
/// else. The bootstrap's bounds read ranks 49 and 50, 1949 and 1950 of its 2,000 estimates per
/// statistic (the 2.5th and 97.5th percentiles, `PercentileRule`); keeping 51 values at each end
/// gives exactly the values a sort of all 2,000 would put there, in 816 bytes instead of 16,000,
/// so that many distributions can share one set of draws without holding all their estimates.
///
/// Exact: a value enters a tail when it is smaller (larger) than the tail's current extreme, so
/// each tail always holds the smallest (largest) values seen. Equal values are interchangeable
/// (the streams hold no NaN), so ties do not change what a rank reads.
struct TailOrderStatistics: Sendable {
    /// The smallest values seen, ascending; at most `lowCapacity`.
    private var lowest: [Double] = []
    /// The largest values seen, ascending; at most `highCapacity`.
    private var highest: [Double] = []
    private let lowCapacity: Int
    private let highCapacity: Int
    /// The length of the whole stream.
    let total: Int
    /// How many values have arrived.
    private(set) var count = 0

    /// Keeps what `ranks` (each in `0..<total`) of a stream of `total` values need: those below the
    /// middle are read from the low tail, the others from the high tail.
    init(total: Int, ranks: [Int]) {
        precondition(ranks.allSatisfy { (0..<total).contains($0) }, "ranks must lie in 0..<\(total)")
        self.total = total
        lowCapacity = (ranks.filter { $0 < total / 2 }.max() ?? -1) + 1
        highCapacity = total - (ranks.filter { $0 >= total / 2 }.min() ?? total)
        lowest.reserveCapacity(lowCapacity)
        highest.reserveCapacity(highCapacity)
    }

    /// Takes the next value of the stream.
    @inline(__always)
    mutating func add(_ value: Double) {
        precondition(count < total, "a tail's stream has \(total) values")
        count += 1
        if lowest.count < lowCapacity {
            lowest.insert(value, at: Self.insertion(of: value, in: lowest))
        } else if let largest = lowest.last, value < largest {
            lowest.removeLast()
            lowest.insert(value, at: Self.insertion(of: value, in: lowest))
        }
        if highest.count < highCapacity {
            highest.insert(value, at: Self.insertion(of: value, in: highest))
        } else if let smallest = highest.first, value > smallest {
            highest.removeFirst()
            highest.insert(value, at: Self.insertion(of: value, in: highest))
        }
    }

    /// The value a sort of the whole stream puts at `rank`, once every value has arrived; `rank`
    /// must be one the tails keep (below `lowCapacity`, or at least `total - highCapacity`).
    func value(atRank rank: Int) -> Double {
        precondition(count == total, "\(count) of \(total) values have arrived")
        if rank < lowCapacity { return lowest[rank] }
        precondition(rank >= total - highCapacity, "rank \(rank) is in neither tail")
        return highest[rank - (total - highCapacity)]
    }

    /// Where `value` goes in ascending `sorted`: after every value not larger (a binary search).
    private static func insertion(of value: Double, in sorted: [Double]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
