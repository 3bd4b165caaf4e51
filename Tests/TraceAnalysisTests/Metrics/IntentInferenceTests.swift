import GestureRecognition
import Testing
import TraceAnalysis
import TraceModel
import TransitionSimulation

@Suite("Intent inference and assignment")
struct IntentInferenceTests {
    static func sequence(
        _ index: Int, kind: GestureKind?, direction: GestureDirection = .none, down: Double = 0,
        up: Double? = nil, reversed: Bool = false, heading: SceneSide? = nil,
        resting: SceneSide? = .source
    ) -> SequenceEvidence {
        SequenceEvidence(
            index: index, touchId: index + 1, tDown: down, tUp: up ?? down + 80, gestureKind: kind,
            direction: direction, reversedPastStart: reversed, decision: .accepted, reason: nil,
            firstResponse: nil, grabbedTransitionId: nil, inFlightAtDown: heading == nil ? nil : 0,
            headingAtDown: heading, restingSideAtDown: heading == nil ? resting : nil)
    }

    @Test(
        "implied goals, rule by rule",
        arguments: [
            (sequence(0, kind: .tap, resting: .source), IntentGoal.open as IntentGoal?),
            (sequence(0, kind: .pan, direction: .down, resting: .source), nil),
            (sequence(0, kind: .swipe, direction: .down, resting: .destination), .close),
            (sequence(0, kind: .pan, direction: .up, resting: .destination), nil),
            (sequence(0, kind: .swipe, direction: .left, resting: .destination), nil),
            (sequence(0, kind: .tap, resting: .destination), nil),
            (sequence(0, kind: .doubleTap, resting: .destination), nil),
            (sequence(0, kind: .pan, direction: .up, reversed: true, resting: .destination), .cancel),
            (sequence(0, kind: .swipe, direction: .down, heading: .destination), .cancel),
            (sequence(0, kind: .pan, direction: .up, heading: .source), .cancel),
            (sequence(0, kind: .tap, heading: .destination), .open),
            (sequence(0, kind: .tap, heading: .source), .close),
            (sequence(0, kind: .swipe, direction: .down, heading: .source), .close),
        ])
    func impliedGoals(evidence: SequenceEvidence, goal: IntentGoal?) {
        #expect(IntentInference.impliedGoal(of: evidence) == goal)
    }

    @Test(
        "retries merge when the next down comes less than 1 s after the last up",
        arguments: [
            (999.0, 1), (1000.0, 2), (1500.0, 2),
        ])
    func retryWindow(gap: Double, intents: Int) {
        let first = Self.sequence(0, kind: .tap, down: 0, up: 100)
        let retry = Self.sequence(1, kind: .tap, down: 100 + gap, up: 180 + gap)
        let inferred = IntentInference.inferred(evidence: [first, retry])
        #expect(inferred.count == intents)
        #expect(inferred.allSatisfy { $0.goal == .open })
        #expect(inferred.flatMap(\.sequences) == [0, 1])
    }

    @Test("browsing sequences join the latest intent, or the first when they come before any")
    func browsing() {
        let evidence = [
            Self.sequence(0, kind: .tap, down: 0, resting: .destination),  // browse before any goal
            Self.sequence(1, kind: .swipe, direction: .down, down: 100, resting: .destination),  // close
            Self.sequence(2, kind: .swipe, direction: .left, down: 300, resting: .destination),  // browse
        ]
        let inferred = IntentInference.inferred(evidence: evidence)
        #expect(inferred.count == 1)
        #expect(inferred[0].goal == .close && inferred[0].sequences == [0, 1, 2])
        #expect(inferred[0].tStart == 100)
        #expect(inferred[0].id == "inferred-1")
    }

    @Test("a browsing sequence between two same-goal sequences breaks the retry chain")
    func browsingBreaksChain() {
        let evidence = [
            Self.sequence(0, kind: .tap, down: 0, up: 50),
            Self.sequence(1, kind: .pan, direction: .left, down: 100, up: 150),
            Self.sequence(2, kind: .tap, down: 200, up: 250),
        ]
        #expect(IntentInference.inferred(evidence: evidence).map(\.sequences) == [[0, 1], [2]])
    }

    @Test("labelled: each sequence goes to the latest intent started at or before its down")
    func labelled() {
        let evidence = [0.0, 100, 500, 900].enumerated().map { Self.sequence($0.offset, kind: .tap, down: $0.element) }
        let labels: [(t: Double, intent: IntentEvent)] = [
            (100, IntentEvent(id: "a", goal: .open)), (600, IntentEvent(id: "b", goal: .close)),
        ]
        let intents = IntentInference.labelled(labels, evidence: evidence)
        #expect(intents.map(\.id) == ["a", "b"])
        #expect(intents.map(\.sequences) == [[0, 1, 2], [3]])  // 0 comes before the first label
        #expect(intents.allSatisfy { $0.source == .labelled })
        #expect(IntentInference.labelled([], evidence: evidence).isEmpty)
    }

    @Test("agreement: same goal and same first sequence")
    func agreement() {
        let labelled = [
            Intent(id: "a", goal: .open, source: .labelled, tStart: 0, sequences: [0, 1]),
            Intent(id: "b", goal: .close, source: .labelled, tStart: 5, sequences: [2]),
            Intent(id: "c", goal: .cancel, source: .labelled, tStart: 9, sequences: []),
        ]
        let inferred = [
            Intent(id: "inferred-1", goal: .open, source: .inferred, tStart: 0, sequences: [0]),
            Intent(id: "inferred-2", goal: .open, source: .inferred, tStart: 3, sequences: [1, 2]),
        ]
        let a = InferenceAgreement(labelled: labelled, inferred: inferred)
        #expect(a.intents.numerator == 1 && a.intents.denominator == 2)  // c has no touches: left out
        #expect(a.sequences.numerator == 2 && a.sequences.denominator == 3)
    }
}

@Suite("Report tables")
struct ReportTableTests {
    @Test("CSV cells with commas, quotes or line breaks are quoted; nil is an empty cell; CRLF ends")
    func quoting() {
        var table = CSVTable(columns: ["a", "b", "c"])
        table.append(["traces/x,y.jsonl", "say \"hi\"", nil])
        table.append(["two\nlines", "plain", "1.000"])
        #expect(
            table.encoded() == "a,b,c\r\n\"traces/x,y.jsonl\",\"say \"\"hi\"\"\",\r\n\"two\nlines\",plain,1.000\r\n")
    }

    @Test("summary.csv: empty statistics are empty cells, never zeros")
    func emptyStatistics() {
        let rows = [
            SummaryRow(
                engine: .fluid, scope: .scenario("s"), metric: .timeToCancel, distribution: DistributionSummary([])),
            SummaryRow(
                engine: .fluid, scope: .overall, metric: .cancelSuccess,
                rate: RateSummary(numerator: 0, denominator: 0)),
        ]
        let text = SummaryTable.table(rows).encoded()
        #expect(text.contains("\r\nfluid,own,,scenario,s,all,time_to_cancel_ms,0,,,,,,,,,,,,,,,,,,,,,\r\n"))
        #expect(text.contains("\r\nfluid,own,,overall,,all,cancel_success,0,,,,,,,0,0,,,,,,,,,,,,,\r\n"))
    }
}
