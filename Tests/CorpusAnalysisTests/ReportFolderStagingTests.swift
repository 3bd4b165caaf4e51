import CorpusAnalysis
import Foundation
import Testing
import _TestSupport

/// A report file written piece by piece holds the pieces in order, whatever their sizes: small
/// ones are buffered, one as large as the buffer goes straight to the file after what is
/// buffered before it.
@Suite("A report file written piece by piece")
struct ReportFolderStagingTests {
    @Test("small and large pieces, interleaved, land in order", arguments: [1 << 10, 1 << 16, 1 << 20])
    func piecesInOrder(large: Int) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("reports").path
        let staging = try ReportFolder.stage(target, names: ["a.csv", "b.csv"])
        var expected: [UInt8] = []
        // Pieces of every size around the buffer, to both files in turn.
        for (index, size) in [10, large, 3, large + 1, 70_000, 1, large, 65_535, 65_536, 2].enumerated() {
            let piece = [UInt8](repeating: UInt8(ascii: "a") + UInt8(index), count: size)
            try staging.append(piece, to: "a.csv")
            try staging.append([UInt8(ascii: "0") + UInt8(index)], to: "b.csv")
            expected += piece
        }
        try staging.commit()
        let written = try Data(contentsOf: URL(fileURLWithPath: target).appendingPathComponent("a.csv"))
        #expect(written == Data(expected))
        let other = try String(
            contentsOf: URL(fileURLWithPath: target).appendingPathComponent("b.csv"), encoding: .utf8)
        #expect(other == "0123456789")
    }
}
