/// Which touch targets a flow step accepts (docs/flows.md "Matching"): the `target` of the
/// gesture's first touch-down, exactly (`memo`) or by a prefix pattern ending in `*`
/// (`colour:*` accepts `colour:red` and `colour:`). A gesture whose down has no target matches
/// no pattern.
package struct FlowTargetPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    package let text: String

    package init(_ text: String) { self.text = text }

    /// Whether `target` matches.
    package func matches(_ target: String?) -> Bool {
        guard let target else { return false }
        if text.hasSuffix("*") { return target.hasPrefix(text.dropLast()) }
        return target == text
    }

    package var description: String { text }
}
