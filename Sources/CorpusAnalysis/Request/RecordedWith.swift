/// The engine a trace was recorded against, as its header says (`engine.kind`, docs/format.md),
/// with one value for a header that names none. `--recorded-with KIND` chooses the traces of one
/// (docs/analysis.md "Recorded with"), and the text tables count the scored traces by it.
public enum RecordedWith: Hashable, Sendable, Comparable {
    /// The header names no engine (`engine` or `engine.kind` absent).
    case absent
    /// The header's `engine.kind`, as written (`fluid`, `legacy`, `web-viewer`, ...).
    case kind(String)

    /// The command-line spellings of `absent`: `none`, and `unknown`, the word the text tables
    /// print for it. Any other value is an `engine.kind`.
    public static let absentSpellings: Set<String> = ["none", "unknown"]

    /// The value a command-line argument names (`none` and `unknown` are `absent`).
    public init(argument: String) {
        self = Self.absentSpellings.contains(argument) ? .absent : .kind(argument)
    }

    /// The value of a header's `engine.kind`.
    package init(header kind: String?) {
        self = kind.map { .kind($0) } ?? .absent
    }

    /// Whether a trace whose header's `engine.kind` is `kind` is of this value.
    package func matches(_ kind: String?) -> Bool { self == RecordedWith(header: kind) }

    /// How the text tables name it: `N recorded with unknown` for `absent` (docs/reports.md).
    package var tableLabel: String {
        switch self {
        case .absent: "unknown"
        case .kind(let kind): kind
        }
    }

    /// How messages and summary partials write the `--recorded-with` choice (`none` for
    /// `absent`, docs/scale-out.md).
    package var argument: String {
        switch self {
        case .absent: "none"
        case .kind(let kind): kind
        }
    }
}
