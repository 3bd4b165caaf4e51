/// Where the intents behind a summary row came from (`summary.csv`'s `intents` column): the
/// trace's `intent` labels, or inference from the touches (docs/analysis.md "Intents"). Inferred
/// numbers are marked as such wherever they are shown, as what-ifs are: inference agrees with
/// labels on most intents, not all, and a reader must know which numbers rest on it.
package enum IntentOrigin: String, Sendable, Hashable, CaseIterable {
    /// Every intent was labelled.
    case labelled
    /// Every intent was inferred.
    case inferred
    /// Some of each (a corpus of labelled and unlabelled traces).
    case mixed

    /// The origin of a set of intents, given how many were inferred; nil for none.
    package init?(inferred: Int, of count: Int) {
        guard count > 0 else { return nil }
        self = inferred == 0 ? .labelled : inferred == count ? .inferred : .mixed
    }

    /// Whether any of the intents were inferred.
    package var includesInferred: Bool { self != .labelled }

    /// How a title marks it: nil for labelled, `inferred`, `partly inferred`.
    package var mark: String? {
        switch self {
        case .labelled: nil
        case .inferred: "inferred"
        case .mixed: "partly inferred"
        }
    }

    /// The mark of rows with these origins: `inferred` when all are, `partly inferred` when some
    /// are, nil when none.
    package static func mark(of origins: some Sequence<IntentOrigin?>) -> String? {
        var any = false
        var all = true
        for origin in origins.compactMap({ $0 }) {
            any = any || origin.includesInferred
            all = all && origin == .inferred
        }
        return any ? (all ? IntentOrigin.inferred.mark : IntentOrigin.mixed.mark) : nil
    }
}
