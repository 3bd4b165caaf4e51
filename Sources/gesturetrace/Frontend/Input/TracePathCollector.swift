import Foundation
import RegressionGates
import TraceReading

/// Expands the paths given on the command line into trace files: files as given (in the given
/// order), folders recursively for `*.jsonl`, `*.ndjson` and `*.json`, sorted by path so that
/// output order never depends on the file system. Folder walks leave out gate configurations
/// (`gates.json`, `*.gates.json`), which live beside the traces they judge but are not traces.
enum TracePathCollector {
    /// A path that does not exist or is not a trace; reported as a usage error.
    struct MissingPath: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path): no such file or folder" }
    }

    static func collect(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPath(path: path) }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            var found: [String] = []
            guard let enumerator = fm.enumerator(atPath: path) else { continue }
            for case let relative as String in enumerator
            where TraceContainerForm(path: relative) != nil && !isGateConfiguration(relative) {
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                var isDir: ObjCBool = false
                if fm.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue { found.append(full) }
            }
            files.append(contentsOf: found.sorted())
        }
        return files
    }

    /// `gates.json` or `NAME.gates.json`, in any folder.
    static func isGateConfiguration(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        return name == "gates.json" || name.hasSuffix(".gates.json")
    }
}
