/// Why a log could not be imported: the file, the line and column when there is one, and a
/// message naming the field or token and what was expected.
///
/// Printed as `FILE:LINE:COLUMN: error: MESSAGE` (or `FILE: error: MESSAGE` for a problem of the
/// whole file), the way `gesturetrace validate` reports trace problems.
package struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    package var file: String
    /// 1-based; nil for a problem of the whole file (no device with touch axes, ...).
    package var line: Int?
    /// 1-based.
    package var column: Int
    package var message: String
    /// Whether the options, not the log, are at fault: an option that cannot apply to this log, or
    /// one it needs (`gesturetrace import` exits 64 for these, 65 for a bad log).
    package var isUsage: Bool

    package init(file: String, line: Int?, column: Int = 1, message: String, isUsage: Bool = false) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.isUsage = isUsage
    }

    package var description: String {
        guard let line else { return "\(file): error: \(message)" }
        return "\(file):\(line):\(column): error: \(message)"
    }
}
