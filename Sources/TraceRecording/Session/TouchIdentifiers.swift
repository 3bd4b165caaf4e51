import TraceModel

/// Numbers the fingers of a window: the trace's touch `id` for each platform touch object
/// (`UITouch` keeps its identity from `began` to `ended`), the smallest number not in use, freed
/// when the touch ends or is cancelled. Single-threaded (the main thread, where UIKit delivers).
public struct TouchIdentifiers {
    private var ids: [ObjectIdentifier: Int] = [:]

    public init() {}

    /// The id of `touch` in a sample of `phase`; after a terminal phase the id is free again.
    public mutating func id(for touch: ObjectIdentifier, phase: TouchPhase) -> Int {
        let id = ids[touch] ?? smallestFree()
        ids[touch] = phase.isTerminal ? nil : id
        return id
    }

    /// How many touches are down.
    public var activeCount: Int { ids.count }

    private func smallestFree() -> Int {
        let used = Set(ids.values)
        var candidate = 1
        while used.contains(candidate) { candidate += 1 }
        return candidate
    }
}
