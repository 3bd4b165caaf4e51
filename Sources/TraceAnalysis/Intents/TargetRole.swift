/// What a touch's `target` (the hit-test target the recorder wrote) means to intent inference:
/// the part of the name before its first `:` (docs/analysis.md "Intents", traces/README.md
/// "Target roles"). The names are the ones the recorders and the common viewers' integrations
/// write: a thumbnail is `cell:42`, a lightbox's close button `close`, the dimmed area around a
/// photo or a sheet `backdrop`, the photo itself `viewer`.
package enum TargetRole: String, Sendable, Hashable, CaseIterable {
    /// Something that opens the viewer: a thumbnail, a message's photo (`cell:N`).
    case cell
    /// A control whose tap closes the viewer or sheet (a close button).
    case close
    /// The area around the content; most web lightboxes and sheets close on a tap there.
    case backdrop
    /// The content shown in the viewer (a tap there is browsing: zoom, show the controls).
    case viewer
    /// A target with another name: it says the touch was not on any of the above.
    case other

    /// The role of `target` (nil when no target was recorded: nothing is known).
    package init?(target: String?) {
        guard let target else { return nil }
        let name = target.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        self = TargetRole(rawValue: String(name)) ?? .other
    }

    /// Whether a tap here asks to close what is open.
    package var closes: Bool { self == .close || self == .backdrop }
}
