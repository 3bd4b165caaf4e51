import Foundation
import Testing

/// docs/architecture.md "The rest of the repository" names every top-level folder of the
/// repository: a new folder must be placed there, with its rule, before the suite passes.
@Suite("Every room of the repository is in docs/architecture.md")
struct RepositoryRoomsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("each top-level folder is a row of the rooms table")
    func everyFolderIsDocumented() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let table = try #require(text.components(separatedBy: "## The rest of the repository").last)
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.root.path)
        var folders: [String] = []
        for name in entries.sorted() where !name.hasPrefix(".") || name == ".ci" {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(name).path, isDirectory: &isFolder)
            if isFolder.boolValue { folders.append(name) }
        }
        #expect(folders.contains("Sources") && folders.contains("Tests"))
        for folder in folders {
            #expect(table.contains("| `\(folder)/` |"), "\(folder)/ is not in docs/architecture.md")
        }
    }
}
