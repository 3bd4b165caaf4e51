import TraceAnalysis

/// The verdict on one assertion: `pass`; `warn` (a `warn`-level assertion failed: reported, the
/// gate still passes); `fail` (an `error`-level assertion failed: the gate fails).
package enum GateStatus: String, Sendable, Hashable, CaseIterable {
    case pass
    case warn
    case fail

    /// `PASS`, `WARN` or `FAIL`, as printed at the start of a console line.
    package var label: String { rawValue.uppercased() }
}
