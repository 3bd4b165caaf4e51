/// What the trace itself says about targets the role table does not name (`TargetRole.other`):
/// a name whose tap started an opening somewhere in the trace opens, and one whose tap started a
/// closing closes (a menu button, a "share" button, a sheet's handle, a toggle that does both).
/// Inference then reads an ignored tap there as it reads one on a thumbnail or a close button,
/// an unanswered `open` or `close`, never browsing (docs/analysis.md "Target roles"). A name is
/// the part of the target before its first `:`, as `TargetRole` reads it.
package struct LearnedTargets: Sendable, Hashable {
    package private(set) var opening: Set<Substring> = []
    package private(set) var closing: Set<Substring> = []

    /// Nothing learned.
    package static let none = LearnedTargets()

    package init() {}

    /// The names of unnamed-role targets whose taps started a transition in `evidence`.
    package init(_ evidence: [SequenceEvidence]) {
        for s in evidence where s.gestureKind == .tap {
            guard case .started(let operation)? = s.effect, let name = Self.name(s.target) else { continue }
            if operation == .present { opening.insert(name) } else { closing.insert(name) }
        }
    }

    /// Whether a tap on `target` opens, by what such taps did elsewhere in the trace.
    package func opens(_ target: String?) -> Bool { Self.name(target).map(opening.contains) ?? false }

    /// Whether a tap on `target` closes, by what such taps did elsewhere in the trace.
    package func closes(_ target: String?) -> Bool { Self.name(target).map(closing.contains) ?? false }

    /// The name of a target the role table leaves as `other`, or nil.
    private static func name(_ target: String?) -> Substring? {
        guard let target, TargetRole(target: target) == .other else { return nil }
        return target.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first
    }
}
