/// Which view identifiers may leave the app as a touch's `target` (docs/recording.md "Privacy").
///
/// An `accessibilityIdentifier` is often set for UI tests and may hold content (a contact's name,
/// a message id). So by default only identifiers the app opted in are exported: those starting
/// with `gt.`, written without the prefix (`gt.cell:42` is written `cell:42`, whose role `cell`
/// analysis reads). Every other identifier is as if absent. Targets the app gives by region
/// (`TraceTargetRegions`, `.traceTarget`) are opted in by being given, and written as they are.
public enum TraceTargetPolicy: Sendable, Hashable {
    /// Identifiers starting with the prefix, written without it (default: `gt.`).
    case prefix(String)
    /// Exactly these identifiers, written as they are.
    case allowlist(Set<String>)
    /// No identifier: touches are written without targets.
    case none

    /// The default: `.prefix("gt.")`.
    public static let `default` = TraceTargetPolicy.prefix("gt.")

    /// The target written for `identifier`; nil when the policy does not export it.
    public func exported(_ identifier: String) -> String? {
        switch self {
        case .prefix(let prefix):
            guard identifier.hasPrefix(prefix), identifier.count > prefix.count else { return nil }
            return String(identifier.dropFirst(prefix.count))
        case .allowlist(let allowed):
            return allowed.contains(identifier) ? identifier : nil
        case .none:
            return nil
        }
    }
}
