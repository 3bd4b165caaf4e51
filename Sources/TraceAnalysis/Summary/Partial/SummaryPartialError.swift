/// A summary partial that cannot be read or merged (docs/scale-out.md): names the file, the line
/// when there is one, and what was expected. The command line prints it and exits 65.
package struct SummaryPartialError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The partial file as named on the command line.
    package var file: String
    /// 1-based line of the problem; nil for a problem of the whole file.
    package var line: Int?
    package var message: String

    package init(file: String, line: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    package var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): error: \(message)"
    }
}
