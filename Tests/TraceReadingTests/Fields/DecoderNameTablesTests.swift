import Testing
import TraceModel

@testable import TraceReading

/// The reader compares enumerated names as bytes against its own `StaticString` tables (no
/// `String` per event). Those tables must say exactly what the format's types define, once:
/// a name added to `TouchPhase.namesAndAliases` or to an enum of `TraceModel` and not here, or the
/// reverse, fails this test.
@Suite("The reader's byte tables match the format's one definition of each name")
struct DecoderNameTablesTests {
    static func names<T: Hashable>(_ table: [(StaticString, T)]) -> [String: T] {
        Dictionary(uniqueKeysWithValues: table.map { ("\($0.0)", $0.1) })
    }

    @Test func phases() {
        let expected = Dictionary(uniqueKeysWithValues: TouchPhase.namesAndAliases.map { ($0.name, $0.phase) })
        #expect(Self.names(EventDecoder.phases) == expected)
    }

    @Test func transitionValues() {
        #expect(
            Self.names(EventDecoder.transitionEvents)
                == Dictionary(uniqueKeysWithValues: TransitionEventKind.allCases.map { ($0.rawValue, $0) }))
        #expect(
            Self.names(EventDecoder.operations)
                == Dictionary(uniqueKeysWithValues: TransitionOperation.allCases.map { ($0.rawValue, $0) }))
        #expect(
            Self.names(EventDecoder.outcomes)
                == Dictionary(uniqueKeysWithValues: TransitionOutcome.allCases.map { ($0.rawValue, $0) }))
        #expect(
            Self.names(EventDecoder.goals)
                == Dictionary(uniqueKeysWithValues: IntentGoal.allCases.map { ($0.rawValue, $0) }))
    }
}
