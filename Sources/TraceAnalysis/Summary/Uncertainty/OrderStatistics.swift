/// The values at chosen ranks of an unsorted array, found by selection (Hoare's FIND, also called
/// quickselect) instead of a sort: each rank costs a pass or two over what is left, not n log n.
/// The bootstrap reads four ranks of its 2,000 estimates per interval this way.
///
/// Deterministic: the pivot is the median of the first, middle and last values of the range, so
/// the same array always gives the same arrangement. The values read are those a sort would put at
/// the ranks (equal values are interchangeable; the arrays hold no NaN).
enum OrderStatistics {
    /// Rearranges `values` so that the value at each of `ranks` (ascending, each in
    /// `0..<values.count`) is the one a sort would put there.
    static func select(_ values: inout [Double], ranks: [Int]) {
        values.withUnsafeMutableBufferPointer { buffer in
            var low = 0
            for rank in ranks where rank >= low {
                select(buffer, rank: rank, low: low, high: buffer.count - 1)
                // Everything after the rank is at least its value: the next rank is found there.
                low = rank + 1
            }
        }
    }

    /// Partitions `buffer[low...high]` around pivots until `rank` holds its sorted value.
    private static func select(_ buffer: UnsafeMutableBufferPointer<Double>, rank: Int, low: Int, high: Int) {
        var low = low
        var high = high
        while low < high {
            let middle = low + (high - low) / 2
            let pivot = medianOfThree(buffer[low], buffer[middle], buffer[high])
            var i = low
            var j = high
            while i <= j {
                while buffer[i] < pivot { i += 1 }
                while buffer[j] > pivot { j -= 1 }
                if i <= j {
                    buffer.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            // Now buffer[low...j] <= pivot <= buffer[i...high], and anything between equals it.
            if rank <= j {
                high = j
            } else if rank >= i {
                low = i
            } else {
                return
            }
        }
    }

    private static func medianOfThree(_ a: Double, _ b: Double, _ c: Double) -> Double {
        if a < b { return b < c ? b : (a < c ? c : a) }
        return a < c ? a : (b < c ? c : b)
    }
}
