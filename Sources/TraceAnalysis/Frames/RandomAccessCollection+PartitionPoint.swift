extension RandomAccessCollection where Index == Int {
    /// The index of the first element for which `isInSecondPart` holds, by binary search: the
    /// collection must hold the elements for which it is false first (`endIndex` when none is true).
    func partitionPoint(where isInSecondPart: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if isInSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
