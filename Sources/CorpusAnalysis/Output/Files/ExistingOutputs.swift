import TraceModel
import TraceReading

/// The outputs of a command that exist already, file by file (docs/output-safety.md "Never over an
/// input"). An output never replaces what the command reads, so an input that is one of these
/// files is refused with exit 64, naming both. The command's guard compares them with the inputs
/// it is given before anything is read; a corpus run (`CorpusRunner`) refuses a trace that a
/// folder walk or a trace list finds when it opens it (`TraceReadOptions.refusedFiles`), by the
/// identity of the descriptor it would read: no change between a check and the opening escapes
/// it, and it costs no call of its own.
package struct ExistingOutputs: Sendable {
    /// One file at an output: the output itself, or an entry of a report folder.
    package struct File: Sendable {
        /// The option that names the output (`--out`); nil for an argument.
        package var option: String?
        /// The output's path.
        package var output: String
        /// The file's own path: the output's, or one of the report folder's entries.
        package var path: String
        /// Whether the output is a report folder.
        package var isFolder: Bool

        package init(option: String?, output: String, path: String, isFolder: Bool) {
            self.option = option
            self.output = output
            self.path = path
            self.isFolder = isFolder
        }

        /// The refusal when `input`, in words (`traces/a.jsonl`, `gate.json (--gates)`), is this
        /// file: `--out reports: holds reports/schema.json, which is the same file as the input
        /// reports/schema.json; ...`.
        package func refusal(readAs input: String) -> OutputError {
            let what =
                path != output
                ? "holds \(MessageQuoting.escaped(path)), which is the same file as"
                : isFolder ? "is the same folder as" : "is the same file as"
            return OutputError(
                output,
                "\(what) the input \(input); an output never replaces what the command reads: give another name",
                option: option)
        }
    }

    /// Every file with its identity, in the order the outputs were given (a folder's entries by
    /// name).
    package private(set) var files: [(identity: FileIdentity, file: File)] = []

    /// No output exists.
    package init() {}

    /// Adds `file`, which is `identity`.
    package mutating func add(_ file: File, identity: FileIdentity) { files.append((identity, file)) }

    /// Whether no output exists: then no input can be one.
    package var isEmpty: Bool { files.isEmpty }

    /// The files' identities, for the reader to refuse.
    package var identities: Set<FileIdentity> { Set(files.map(\.identity)) }

    /// The refusal of the trace at `path`, which was opened as `identity`, when it is one of the
    /// files.
    package func refusal(reading path: String, as identity: FileIdentity) -> OutputError? {
        files.first { $0.identity == identity }?.file.refusal(readAs: MessageQuoting.escaped(path))
    }
}
