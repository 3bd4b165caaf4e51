import Histogram
import TraceModel

/// What is in a trace, computed in one pass over its events in constant memory: event counts by
/// type, duration, touch sequences, the most simultaneous touches, the median touch sample
/// interval, transitions and intents. `gesturetrace inspect` prints it.
///
/// Feed events in file order with `add(_:)`. Memory does not grow with the number of events: the
/// sample intervals go into an HDR histogram (4 significant digits, 0.1 µs units, up to one
/// hour), so the median is exact to 0.01%.
package struct TraceInventory: Sendable {
    package private(set) var eventCount = 0
    package private(set) var firstTime: Double?
    package private(set) var lastTime: Double?
    /// Counts of the five known types, in `TraceEvent.knownTypeNames` order (plain counters: this
    /// runs once per event of traces with millions of them).
    private var knownCounts = [0, 0, 0, 0, 0]
    /// Counts of unknown types, by name.
    private var unknownCounts: [String: Int] = [:]

    /// Counts by `type`: the five known types always present, unknown types added as seen.
    package var countsByType: [String: Int] {
        var counts = unknownCounts
        for (name, count) in zip(TraceEvent.knownTypeNames, knownCounts) { counts[name] = count }
        return counts
    }

    package private(set) var touchSamples = 0
    package private(set) var predictedSamples = 0
    /// Touch sequences started (one per `began`).
    package private(set) var touchSequences = 0
    package private(set) var sequencesEnded = 0
    package private(set) var sequencesCancelled = 0
    /// The largest number of fingers down at once.
    package private(set) var maxSimultaneousTouches = 0

    package private(set) var transitionIDs = Set<String>()
    package private(set) var transitionsByOperation: [TransitionOperation: Int] = [:]
    package private(set) var transitionOutcomes: [TransitionOutcome: Int] = [:]
    package private(set) var intentsByGoal: [IntentGoal: Int] = [:]

    /// Last non-predicted sample time of each finger currently down.
    private var lastSampleTime: [Int: Double] = [:]
    private var intervals = Histogram<UInt32>(
        lowestDiscernibleValue: 1, highestTrackableValue: Self.histogramMax,
        numberOfSignificantValueDigits: .four)
    /// One hour in 0.1 µs units; longer gaps are clamped to it.
    private static let histogramMax: UInt64 = 36_000_000_000

    package init() {}

    /// Adds one event (in file order).
    package mutating func add(_ event: TraceEvent) {
        eventCount += 1
        if firstTime == nil { firstTime = event.t }
        lastTime = event.t
        switch event.payload {
        case .touch(let touch):
            knownCounts[0] += 1
            addTouch(touch, at: event.t)
        case .transition(let transition):
            knownCounts[1] += 1
            transitionIDs.insert(transition.id)
            if transition.event == .began, let operation = transition.operation {
                transitionsByOperation[operation, default: 0] += 1
            }
            if transition.event == .ended, let outcome = transition.outcome {
                transitionOutcomes[outcome, default: 0] += 1
            }
        case .intent(let intent):
            knownCounts[2] += 1
            intentsByGoal[intent.goal, default: 0] += 1
        case .frame: knownCounts[3] += 1
        case .marker: knownCounts[4] += 1
        case .unknown(let type, _): unknownCounts[type, default: 0] += 1
        }
    }

    private mutating func addTouch(_ touch: TouchEvent, at t: Double) {
        touchSamples += 1
        if touch.predicted {
            predictedSamples += 1
            return
        }
        if touch.phase == .began {
            touchSequences += 1
            lastSampleTime[touch.id] = t
            maxSimultaneousTouches = max(maxSimultaneousTouches, lastSampleTime.count)
            return
        }
        if let previous = lastSampleTime[touch.id] {
            let units = ((t - previous) * 10_000).rounded()
            _ = intervals.record(UInt64(min(max(units, 0), Double(Self.histogramMax))))
        }
        switch touch.phase {
        case .ended:
            sequencesEnded += 1
            lastSampleTime[touch.id] = nil
        case .cancelled:
            sequencesCancelled += 1
            lastSampleTime[touch.id] = nil
        default:
            lastSampleTime[touch.id] = t
        }
    }

    /// Last event time minus first, in ms (0 for an empty trace).
    package var duration: Double { (lastTime ?? 0) - (firstTime ?? 0) }

    /// Sequences still open at the end of the trace.
    package var openSequences: Int { lastSampleTime.count }

    /// Median interval between consecutive non-predicted samples of one finger, in ms; nil
    /// without two such samples.
    package var medianSampleInterval: Double? {
        intervals.totalCount == 0 ? nil : Double(intervals.valueAtPercentile(50)) / 10_000
    }

    /// The types in report order: the known ones first, then unknown ones sorted.
    package var typeNamesInOrder: [String] {
        TraceEvent.knownTypeNames + unknownCounts.keys.sorted()
    }
}
