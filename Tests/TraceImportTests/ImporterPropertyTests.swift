import Foundation
import Testing
import TraceImport
import TraceReading
import _TestSupport

/// The importers' promise: any input either fails with an `ImportError` or imports into a trace
/// that `validate` accepts with zero errors, never a trap. Fed with the importer fuzz corpus
/// (`Fuzz/corpus/importer/`) and deterministic mutants of it (numbers replaced by extreme ones,
/// bytes flipped, lines duplicated, dropped and swapped), through every format and several option
/// sets, each successful import is written and read back by the reader.
struct ImporterPropertyTests {
    static let corpus = TestPaths.packageRoot.appendingPathComponent("Fuzz/corpus/importer")

    /// The numbers a mutant puts in place of one in the input.
    static let extremes = [
        "1e308", "-1e308", "1e13", "1e16", "4e9", "4000000000.5", "9223372037", "-1", "0", "2e6", "1e-320", "NaN",
        "7fffffff", "80000000", "ffffffff", "9223372036854775807", "+2", "-0", "1.-5",
    ]

    static let optionSets: [ImportOptions] = {
        var keep = ImportOptions(keepTimeOffset: true)
        keep.getevent.pointsPerUnit = 1e6
        var axes = ImportOptions()
        axes.getevent.xMax = 1079
        axes.getevent.yMax = 2399
        axes.getevent.density = 0.01
        axes.getevent.axisRangesText =
            "add device 1: /dev/input/event2\n  name: \"t\"\n"
            + "    ABS (0003): 0035  : value 0, min 0, max 1079\n                0036  : value 0, min 0, max 2399\n"
            + "                003a  : value 0, min 0, max 1\n"
        axes.getevent.device = "/dev/input/event2"
        return [ImportOptions(), keep, axes]
    }()

    /// A small deterministic generator (SplitMix64), so a failure names a reproducible mutant.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
        }
    }

    static func mutant(of text: String, _ generator: inout Generator) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0...generator.next(3) {
            guard !lines.isEmpty else { break }
            let index = generator.next(lines.count)
            switch generator.next(5) {
            case 0, 1:
                // Replace one number (decimal or hex run) with an extreme value.
                let line = lines[index]
                let runs = line.ranges(of: /[0-9a-fA-F.+-]+/)
                if let range = runs.isEmpty ? nil : runs[generator.next(runs.count)] {
                    lines[index] = line.replacingCharacters(
                        in: range, with: extremes[generator.next(extremes.count)])
                }
            case 2: lines.insert(contentsOf: Array(repeating: lines[index], count: 1 + generator.next(40)), at: index)
            case 3: lines.remove(at: index)
            default:
                var bytes = Array(lines[index].utf8)
                if !bytes.isEmpty { bytes[generator.next(bytes.count)] ^= UInt8(1 << generator.next(8)) }
                lines[index] = String(decoding: bytes, as: UTF8.self)
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func everySuccessfulImportValidates() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(names.count >= 10)
        let directory = try TestPaths.temporaryDirectory("import-property")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.jsonl").path
        var generator = Generator(state: 39)
        var imported = 0
        var failures: [String] = []
        for name in names {
            let seed = try String(contentsOf: Self.corpus.appendingPathComponent(name), encoding: .utf8)
            let inputs = [seed] + (0..<120).map { _ in Self.mutant(of: seed, &generator) }
            for (number, input) in inputs.enumerated() {
                for format in ImportFormat.allCases {
                    for (set, options) in Self.optionSets.enumerated() {
                        guard
                            let trace = try? TraceImporter.importTrace(
                                text: input, fileName: name, format: format, options: options)
                        else { continue }
                        imported += 1
                        try Data(try trace.jsonLines().utf8).write(to: URL(fileURLWithPath: path))
                        let loaded = try LoadedTrace.load(path: path)
                        if !loaded.isValid {
                            failures.append(
                                "\(name) mutant \(number), \(format.rawValue), options \(set): "
                                    + "\(loaded.diagnostics.first.map { "\($0)" } ?? "")\n\(input)")
                        }
                    }
                }
            }
        }
        #expect(imported > 500)
        #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n---\n"))")
    }
}
