import Foundation
import Testing
import TraceAnalysis
import _TestSupport

@testable import CorpusAnalysis

/// A report file written piece by piece holds the pieces in order, whatever their sizes: small
/// ones are buffered, one as large as the buffer goes straight to the file after what is
/// buffered before it. Scratch files (a long trace's summary records) read back what was
/// written, and never reach the committed folder.
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

    /// A transition's figures, all different from one index to the next.
    static func frame(_ index: Int) -> SummarizedTransition {
        let ratio: Double? = index % 7 == 0 ? nil : Double(index) / 8
        let dropped: Int32? = index % 2 == 0 ? nil : 3
        return SummarizedTransition(
            hitchTimeRatio: ratio, stepped: index % 3 == 0, startJumped: nil, midJumped: index % 5 == 0,
            hitches: Int32(index % 11), droppedFrames: dropped)
    }

    @Test("a scratch file reads back its records in chunks, is gone once committed, and a short read fails")
    func scratchFiles() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("reports").path
        let staging = try ReportFolder.stage(target, names: ["a.csv"])
        let file = try staging.scratch(".trace-0-frames-legacy.records")
        // More than a chunk, appended in pieces of uneven sizes.
        let frames = (0..<5_000).map(Self.frame)
        var offsets: [Int] = []
        for range in [0..<1, 1..<1_000, 1_000..<4_321, 4_321..<5_000] {
            offsets.append(try file.append(Array(frames[range])))
        }
        #expect(offsets == [0, 1, 1_000, 4_321].map { $0 * MemoryLayout<SummarizedTransition>.stride })
        #expect(Array(SummaryRecords<SummarizedTransition>(spilledIn: file, at: 0, count: 5_000)) == frames)
        #expect(file.failure == nil)
        // Asked for more than was written: zeros, and the failure is kept for the run to throw.
        let beyond = Array(SummaryRecords<SummarizedTransition>(spilledIn: file, at: 0, count: 5_001))
        #expect(beyond.count == 5_001 && file.failure?.description.contains("ended early") == true)
        try staging.append(Array("x\n".utf8), to: "a.csv")
        try staging.commit()
        let names = try FileManager.default.contentsOfDirectory(atPath: target)
        #expect(names == ["a.csv"])
    }

    @Test("an abandoned folder takes its scratch files with it")
    func scratchAbandoned() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("reports").path
        let staging = try ReportFolder.stage(target, names: ["a.csv"])
        _ = try staging.scratch(".trace-3-intents-fluid.records").append([1.0, 2.0])
        staging.abandon()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
