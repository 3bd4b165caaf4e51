import ArgumentParser
import CorpusAnalysis
import SystemPackage
import TraceImport
import TraceModel
import TraceRecording

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ImportFormat: ExpressibleByArgument {}
extension SceneKind: ExpressibleByArgument {}

extension GestureTraceCommand {
    /// `gesturetrace import --from FORMAT INPUT OUTPUT`: a device log (or a folder of them) to traces.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import device logs (Android getevent, DevTools touch events, Pointer Events) as traces.",
            discussion: """
                INPUT is a log and OUTPUT a .jsonl trace, or INPUT a folder and OUTPUT a folder: every \
                log below INPUT with the format's extensions (.txt, .log, .getevent for android-getevent; \
                .json, .jsonl, .ndjson for the web formats) becomes OUTPUT/<same relative path>.jsonl. \
                One summary line per log on stderr says what was imported and what was skipped and why. \
                A malformed log is reported as FILE:LINE:COLUMN: error: MESSAGE and nothing is written \
                for it. Exit 65 when any log is malformed. Formats, options and defaults: docs/importing.md.
                """
        )

        @Option(
            name: .customLong("from"),
            help: ArgumentHelp("The log format (see docs/importing.md).", valueName: "format"))
        var format: ImportFormat

        @Argument(help: "The log to read, or a folder of logs.")
        var input: String

        @Argument(help: "The trace to write (.jsonl), or a folder when INPUT is one.")
        var output: String

        @Option(help: "Label the traces with meta.task (what the person was asked to do: tap, drag, ...).")
        var task: String?

        @Flag(help: "Keep the log's own clock (in ms) instead of putting the first touch at t = 0.")
        var keepTimeOffset = false

        @Option(help: "The header's screen in points, WIDTHxHEIGHT (default: from the axes, see docs/importing.md).")
        var screen: String?

        @Option(help: "android-getevent: import only the lines of this device (/dev/input/eventN).")
        var device: String?

        @Option(help: "android-getevent: a saved `getevent -p` (or -lp) output giving the axis ranges.")
        var axisRanges: String?

        @Option(help: "android-getevent: the touch X axis maximum (min 0) when there is no --axis-ranges.")
        var xMax: Int?

        @Option(help: "android-getevent: the touch Y axis maximum (min 0) when there is no --axis-ranges.")
        var yMax: Int?

        @Option(help: "android-getevent: the display size in pixels, WIDTHxHEIGHT (default: the axis span).")
        var displaySize: String?

        @Option(help: "android-getevent: pixels per point (Android's density, e.g. 2.625); without it, pixels.")
        var density: Double?

        @Option(help: "android-getevent: points per raw axis unit, overriding the other scaling options.")
        var pointsPerUnit: Double?

        @Option(
            help: ArgumentHelp(
                "The header's scene: other (default: a device log has no transition events, so no model "
                    + "answers in the device's place), or media-viewer, sheet or drawer (replay it against the "
                    + "models as a what-if).",
                valueName: "kind"))
        var scene: SceneKind = .other

        @Option(help: "The scene's transition distance in points (default: half the screen height).")
        var transitionDistance: Double?

        @Flag(help: "android-getevent: import raw digitiser units when the axis ranges are unknown (not points).")
        var rawUnits = false

        @Option(
            help: "pointer-events: the pointerType values imported as touches, comma-separated (default touch,pen).")
        var pointerTypes: String?

        func validate() throws {
            if (xMax == nil) != (yMax == nil) { throw ValidationError("--x-max and --y-max go together") }
            if let xMax, let yMax, !(1...Int(Int32.max)).contains(xMax) || !(1...Int(Int32.max)).contains(yMax) {
                throw ValidationError("--x-max and --y-max must be from 1 to 2147483647 (a 32-bit axis)")
            }
            if let density, !(Self.densities.contains(density)) {
                throw ValidationError("--density must be from 0.01 to 100 (Android's are 0.75 to 4), got \(density)")
            }
            if let pointsPerUnit, !(Self.pointsPerUnitRange.contains(pointsPerUnit)) {
                throw ValidationError("--points-per-unit must be from 1e-6 to 1e6, got \(pointsPerUnit)")
            }
            if let task, task.isEmpty || !task.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) {
                throw ValidationError(
                    "--task must be lowercase letters, digits and hyphens (tap, drag, ...), got \"\(task)\"")
            }
            if let transitionDistance, !(transitionDistance > 0 && transitionDistance <= 1e6) {
                throw ValidationError(
                    "--transition-distance must be above 0 and at most 1e6 points, got \(transitionDistance)")
            }
            if transitionDistance != nil && scene == .other {
                throw ValidationError("--transition-distance applies to --scene media-viewer, sheet or drawer only")
            }
            _ = try Self.size(screen, option: "--screen")
            _ = try Self.size(displaySize, option: "--display-size")
        }

        func run() throws {
            let options = try importOptions()
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw ValidationError("\(input): no such file or folder")
            }
            let (jobs, unreadable) = isDirectory ? try folderJobs() : ([(input, output)], 0)
            if !isDirectory && !output.hasSuffix(".jsonl") && !output.hasSuffix(".ndjson") {
                throw ValidationError("\(output): the trace is written as JSON Lines; name it *.jsonl")
            }
            try OutputGuard(
                outputs: jobs.map { (nil, $0.1) }, inputs: jobs.map { (nil, $0.0) } + [("--axis-ranges", axisRanges)]
            ).check()
            var outcomes: [Outcome] = []
            for (source, target) in jobs { outcomes.append(importOne(source, to: target, options: options)) }
            if isDirectory {
                let imported = outcomes.count { $0 == .imported }
                StandardStreams.errLine("imported \(imported) of \(jobs.count + unreadable) logs into \(output)")
            }
            if outcomes.contains(.cannotWrite) || outcomes.contains(.usage) {
                throw CommandLineError.listed(ExitStatus.usage)
            }
            if outcomes.contains(.malformed) || unreadable > 0 { throw CommandLineError.listed(ExitStatus.badInput) }
        }

        /// What became of one log.
        enum Outcome {
            case imported
            /// Reported; nothing written (exit 65).
            case malformed
            /// The trace could not be written (exit 64, as for every output that cannot be written).
            case cannotWrite
            /// An option cannot apply to the log, or the log needs one (exit 64).
            case usage
        }

        /// Imports one log, reporting what it did on stderr.
        private func importOne(_ source: String, to target: String, options: ImportOptions) -> Outcome {
            guard Self.isRegularFile(source) else {
                StandardStreams.errLine(
                    "\(MessageQuoting.escaped(source)): error: not a regular file (a FIFO, a device, ...): not read")
                return .malformed
            }
            guard let data = FileManager.default.contents(atPath: source),
                let text = String(data: data, encoding: .utf8)
            else {
                StandardStreams.errLine("\(MessageQuoting.escaped(source)): error: cannot read the file as UTF-8 text")
                return .malformed
            }
            let trace: ImportedTrace
            do {
                trace = try TraceImporter.importTrace(
                    text: text, fileName: source, format: format, options: options,
                    axisRangesFileName: axisRanges ?? "axis ranges")
            } catch {
                StandardStreams.errLine(error.description)
                return error.isUsage ? .usage : .malformed
            }
            do throws(OutputError) {
                try Self.write(trace, to: target)
            } catch {
                StandardStreams.errLine("\(MessageQuoting.escaped(target)): error: cannot write: \(error.reason)")
                return .cannotWrite
            }
            if let warning = trace.report.clampingWarning {
                StandardStreams.errLine("\(MessageQuoting.escaped(source)): warning: \(warning)")
            }
            StandardStreams.errLine(
                trace.report.summaryLine(file: "\(MessageQuoting.escaped(source)) -> \(MessageQuoting.escaped(target))")
            )
            return .imported
        }

        /// Writes the trace through a replacement file (docs/output-safety.md): the old file, if
        /// any, stays until the new one is complete; the folders above it are made first.
        private static func write(_ trace: ImportedTrace, to target: String) throws(OutputError) {
            let folder = FilePath(target).removingLastComponent().string
            do {
                try FileManager.default.createDirectory(
                    atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
            } catch {
                throw OutputError(target, "cannot create the folder above it: \(FileSystemErrorText.reason(error))")
            }
            let file = try ReplacementFile.create(replacing: target)
            do {
                let sink = try trace.write(
                    to: FileLineSink(descriptor: file.descriptor, path: target, bufferCapacity: 1 << 16))
                try sink.flush()
                sink.close()
            } catch {
                file.discard()
                throw OutputError(target, "cannot write: \(error)")
            }
            try file.commit()
        }

        /// Whether `path` is (or links to) a regular file, which can be read to its end without
        /// waiting on a writer (a FIFO) or reading forever (a device).
        static func isRegularFile(_ path: String) -> Bool {
            var status = stat()
            return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        }

        /// Every log under INPUT with the format's extensions, sorted, with its output path, by the
        /// one folder walk of every command (`TracePathCollector`): what it cannot read (a folder
        /// it cannot open, a link, a FIFO) is reported and counted as malformed, never dropped.
        private func folderJobs() throws -> (jobs: [(String, String)], unreadable: Int) {
            let extensions = Set(format.inputExtensions)
            var selection = TracePathCollector.Selection(
                matches: { name in extensions.contains((FilePath(name).extension ?? "").lowercased()) },
                leavesOutConfigurations: false)
            var notes: [TracePathCollector.Note] = []
            let items = try TracePathCollector.walk([input], notes: &notes, selection: &selection)
            for note in notes { StandardStreams.errLine(note.description) }
            let others = selection.others
            var jobs: [(String, String)] = []
            var unreadable = 0
            let root = FilePath(input)
            for item in items {
                switch item {
                case .skipped(let path, let reason):
                    StandardStreams.errLine("\(MessageQuoting.escaped(path)): error: not read: \(reason)")
                    unreadable += 1
                case .trace(let full):
                    var relative = FilePath(full)
                    _ = relative.removePrefix(root)
                    var name = relative
                    name.extension = "jsonl"
                    jobs.append((full, FilePath(output).appending(name.components).string))
                }
            }
            jobs.sort { $0.0 < $1.0 }
            var seen: [String: String] = [:]
            for (source, target) in jobs {
                if let other = seen[target] {
                    throw ValidationError(
                        "\(MessageQuoting.escaped(other)) and \(MessageQuoting.escaped(source)) would both be written "
                            + "to \(MessageQuoting.escaped(target))")
                }
                seen[target] = source
            }
            if jobs.isEmpty {
                throw ValidationError(
                    "no \(format.rawValue) logs (*.\(format.inputExtensions.joined(separator: ", *."))) under \(input)")
            }
            if others > 0 {
                let names = format.inputExtensions.joined(separator: "/.")
                StandardStreams.errLine("\(input): skipped \(others) files without a .\(names) extension")
            }
            return (jobs, unreadable)
        }

        private func importOptions() throws -> ImportOptions {
            var getevent = GeteventOptions(
                device: device, xMax: xMax, yMax: yMax,
                displayPixels: try Self.size(displaySize, option: "--display-size"),
                density: density, pointsPerUnit: pointsPerUnit)
            getevent.allowRawUnits = rawUnits
            if let axisRanges {
                guard let data = FileManager.default.contents(atPath: axisRanges),
                    let text = String(data: data, encoding: .utf8)
                else { throw ValidationError("\(axisRanges): cannot read the getevent -p output") }
                getevent.axisRangesText = text
            }
            var types = ImportOptions.defaultPointerTypes
            if let pointerTypes {
                types = Set(pointerTypes.split(separator: ",").map(Self.withoutBlanksAround).filter { !$0.isEmpty })
                if types.isEmpty { throw ValidationError("--pointer-types needs at least one type") }
            }
            var options = ImportOptions(
                keepTimeOffset: keepTimeOffset, task: task, screen: try Self.size(screen, option: "--screen"),
                getevent: getevent, pointerTypes: types)
            options.sceneKind = scene
            options.transitionDistance = transitionDistance
            return options
        }

        /// `text` without spaces and tabs at either end (`--pointer-types "mouse, touch"`).
        private static func withoutBlanksAround(_ text: Substring) -> String {
            let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) })
            else { return "" }
            return String(text[first...last])
        }

        /// The `--density` values accepted: every Android density (0.75 to 4) and far more, while
        /// a screen divided by it stays within the trace format's range.
        static let densities: ClosedRange<Double> = 0.01...100
        /// The `--points-per-unit` values accepted: a raw unit from a millionth of a point to 1e6
        /// points (the trace format's largest coordinate).
        static let pointsPerUnitRange: ClosedRange<Double> = 1e-6...1e6

        /// `WIDTHxHEIGHT` with numbers above 0 and at most 1e6 (the trace format's screen range).
        private static func size(_ text: String?, option: String) throws -> ScreenSize? {
            guard let text else { return nil }
            let parts = text.split(separator: "x")
            let sides = 1e-6...1e6
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), sides.contains(width),
                sides.contains(height)
            else {
                throw ValidationError(
                    "\(option) must be WIDTHxHEIGHT with numbers above 0 and at most 1e6, got \"\(text)\"")
            }
            return ScreenSize(width: width, height: height)
        }
    }
}
