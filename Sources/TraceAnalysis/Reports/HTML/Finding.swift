import TraceModel
import TransitionSimulation

/// One thing that went wrong, grouped (docs/reports.md "What went wrong"): every intent or
/// transition of one kind, under one engine, in one scenario and (for intents) of one goal, so
/// that fifty alike read as one finding with a count, each item kept as evidence.
package struct Finding: Sendable, Hashable {
    /// What went wrong, most severe first. Each intent is one kind (an unanswered intent is not
    /// also listed as never achieved); a transition may be several (a critical hitch and a jump).
    package enum Kind: Int, Sendable, Hashable, CaseIterable, Comparable {
        /// No touch of the intent got an answer.
        case unanswered
        /// An open or close that was answered and never reached its goal.
        case neverAchieved
        /// A cancel that was answered and did not bring the screen back.
        case failedCancel
        /// A transition whose hitch time ratio is rated critical (`HitchRating`).
        case criticalJank
        /// A transition whose first frame leaped (`ProgressJumps`, flagged over 0.1).
        case startJump
        /// A transition that leaped or flashed back after its first frame.
        case midJump

        package static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }

        /// Whether the items are transitions (else intents).
        package var isTransition: Bool { self >= .criticalJank }

        /// `unanswered open intents`, `transitions with a critical hitch time ratio`.
        package func describe(count: Int, goal: String?) -> String {
            let goalWord = goal.map { $0 + " " } ?? ""
            let intents = count == 1 ? "intent" : "intents"
            let transitions = count == 1 ? "transition" : "transitions"
            return switch self {
            case .unanswered: "unanswered \(goalWord)\(intents) (no touch got an answer)"
            case .neverAchieved: "\(goalWord)\(intents) never achieved"
            case .failedCancel: "failed \(count == 1 ? "cancel" : "cancels") (the screen did not come back)"
            case .criticalJank:
                "\(transitions) with a critical hitch time ratio (\(FixedDecimal.format(HitchRating.criticalRatio, decimals: 0)) ms/s or more)"
            case .startJump: "\(transitions) that jumped at the start"
            case .midJump: "\(transitions) that jumped or flashed mid-way"
            }
        }
    }

    /// One intent or transition: where it is and what replays it.
    package struct Item: Sendable, Hashable {
        package var trace: String
        /// The intent's id, or the transition's (`fluid-3`; `#3` for the recorded engine: its third
        /// transition in the order of the recording).
        package var id: String
    }

    package var engine: EngineKind
    package var kind: Kind
    package var scenario: String?
    /// The intents' goal (`open`, `close`, `cancel`); nil for transitions.
    package var goal: String?
    /// How many intents or transitions.
    package var count: Int
    /// The first of them (`FindingSet.itemsKept`, all when fewer), in input order.
    package var items: [Item]

    /// `12 unanswered open intents (no touch got an answer)`.
    package var headline: String { "\(count) \(kind.describe(count: count, goal: goal))" }

    /// `fluid, scenario quick-dismiss`.
    package var place: String { engine.rawValue + (scenario.map { ", scenario \($0)" } ?? ", no scenario") }

    /// The command that shows what the engine did on `item`'s trace, touch by touch.
    package func replayCommand(_ item: Item) -> String {
        "gesturetrace replay \(ReportHTML.shellQuoted(item.trace)) --engine \(engine.rawValue)"
    }
}
