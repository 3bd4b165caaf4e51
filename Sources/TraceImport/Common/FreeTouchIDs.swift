/// The trace ids not held by a finger: always hands out the lowest one (as UIKit and Android
/// reuse pointer ids), in logarithmic time whatever the number of fingers down.
///
/// Ids above every id handed out so far are free implicitly (`next`); ids given back below it are
/// kept in a binary min-heap.
struct FreeTouchIDs: Sendable {
    /// The lowest id never handed out.
    private var next = 1
    /// Ids given back, below `next`: a min-heap.
    private var returned: [Int] = []

    /// Takes the lowest free id.
    mutating func take() -> Int {
        guard let lowest = returned.first else {
            defer { next += 1 }
            return next
        }
        let last = returned.removeLast()
        if !returned.isEmpty {
            returned[0] = last
            siftDown(0)
        }
        return lowest
    }

    /// Gives back `id`, taken before and not given back since.
    mutating func giveBack(_ id: Int) {
        returned.append(id)
        var child = returned.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard returned[child] < returned[parent] else { break }
            returned.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < returned.count else { return }
            var smallest = left
            if left + 1 < returned.count && returned[left + 1] < returned[left] { smallest = left + 1 }
            guard returned[smallest] < returned[parent] else { return }
            returned.swapAt(smallest, parent)
            parent = smallest
        }
    }
}
