import TraceModel

/// How report cells are written: times in ms with 3 decimals, ratios, rates and summary
/// statistics with 6,
/// booleans as `true`/`false`, a value that does not apply as an empty cell.
enum ReportFormat {
    static func ms(_ value: Double?) -> String? { value.map { FixedDecimal.format($0, decimals: 3) } }
    static func ratio(_ value: Double?) -> String? { value.map { FixedDecimal.format($0, decimals: 6) } }
    static func bool(_ value: Bool?) -> String? { value.map { $0 ? "true" : "false" } }
    static func int(_ value: Int?) -> String? { value.map(String.init) }
}
