import SystemPackage

/// What is at an output's path before it is written (docs/output-safety.md "What an output may
/// replace"): an output file replaces only a regular file, or nothing; a report folder only a
/// folder, or nothing. Anything else (a FIFO, a device, a socket, a folder where a file is
/// expected, any symbolic link) is refused, named by its kind.
package enum OutputNode {
    /// Nothing there, or something an output of `shape` may replace.
    case replaceable
    /// Something it must not replace: the words for it (`a FIFO`, `a symbolic link to a device`).
    case refused(String)

    /// What an output writes at its path.
    package enum Shape {
        /// One file (`--junit`, `--partial`, `convert OUT`, ...).
        case file
        /// A report folder (`analyze --out DIR`), replaced as a whole.
        case folder
    }

    /// Looks at `path` without following a final link (`lstat`), then at the link's target.
    package static func inspect(_ path: String, as shape: Shape) -> OutputNode {
        let node: Stat
        do { node = try FilePath(path).stat(followTargetSymlink: false) } catch {
            return .replaceable
        }
        if node.type == .symbolicLink {
            // `rename(2)` replaces the link itself, not what it leads to: `/dev/stdout` is such a
            // link, and replacing it would take it from every process. A link is never replaced.
            do {
                return .refused("a symbolic link to " + kind(try FilePath(path).stat().type))
            } catch .tooManySymbolicLinkLevels {
                return .refused("a symbolic link loop")
            } catch {
                return .refused("a dangling symbolic link")
            }
        }
        switch (shape, node.type) {
        case (.file, .regular), (.folder, .directory): return .replaceable
        default: return .refused(kind(node.type))
        }
    }

    /// `a FIFO`, `a character device`, ... for messages.
    package static func kind(_ type: FileType) -> String {
        switch type {
        case .regular: "a regular file"
        case .directory: "a folder"
        case .fifo: "a FIFO (a named pipe)"
        case .characterSpecial: "a character device"
        case .blockSpecial: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        default: "a special file"
        }
    }
}
