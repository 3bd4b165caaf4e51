import Foundation
import Testing
import TraceModel
import _TestSupport

/// The crash promise, for real: `RecorderCrashChild` records numbered events at about 20,000 a
/// second and is killed with SIGKILL at a random (seeded) moment, many times. Every file must
/// validate with `--lenient` and hold a prefix of 0, 1, 2, ... in order, with no duplicate, each
/// gap announced by a `recorder.dropped` marker with its count.
///
/// `make test` runs 30 kills; `GESTURETRACE_CRASH_RUNS=N` runs N (`make bench` runs 300).
@Suite(.serialized)
struct RecorderCrashTests {
    /// The seed of the kill moments: the same runs every time.
    static let seed: UInt64 = 17
    static var runs: Int {
        ProcessInfo.processInfo.environment["GESTURETRACE_CRASH_RUNS"].flatMap(Int.init) ?? 30
    }

    static var child: URL {
        CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("RecorderCrashChild")
    }

    /// Runs the child on `output` and kills it `delay` seconds after it said it is recording (or
    /// lets it finish when nil).
    private func runChild(_ output: URL, count: Int = 0, killAfter delay: Double?) throws -> Process {
        let process = Process()
        process.executableURL = Self.child
        process.arguments = [output.path] + (count > 0 ? [String(count)] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        // Wait for "recording\n" (or end of output), however slowly the machine starts it.
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }
        #expect(String(decoding: said, as: UTF8.self) == "recording\n")
        if let delay {
            usleep(UInt32(delay * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return process
    }

    /// What a recording holds: the sequence numbers in file order, checked as it goes.
    private struct Prefix {
        var next = 0
        var dropped = 0
        var problems: [String] = []
        var partialLastLine = false
    }

    /// Checks `text` holds a prefix of the numbered events (gaps only where announced).
    private func checkPrefix(_ text: String) -> Prefix {
        var result = Prefix()
        var lines = text.components(separatedBy: "\n")
        let last = lines.removeLast()  // "" after a final newline, or a partial line
        result.partialLastLine = !last.isEmpty
        guard let header = lines.first, decodeLine(header).type == "header" else {
            result.problems.append("no header line")
            return result
        }
        var previousT = -Double.infinity
        for (index, line) in lines.enumerated().dropFirst() {
            let event = decodeLine(line)
            guard let t = event.t else {
                result.problems.append("line \(index + 1) does not parse: \(line)")
                continue
            }
            if t < previousT { result.problems.append("line \(index + 1): t went backwards") }
            previousT = t
            if event.name == "recorder.dropped" {
                let count = Int(event.number("count") ?? 0)
                result.next += count
                result.dropped += count
                continue
            }
            let seq: Int? =
                event.name == "tick"
                ? event.number("seq").map(Int.init)
                : (event["target"] as? String).flatMap { Int($0.dropFirst("seq:".count)) }
            guard let seq else {
                result.problems.append("line \(index + 1): no sequence number: \(line)")
                continue
            }
            if seq != result.next { result.problems.append("line \(index + 1): seq \(seq), expected \(result.next)") }
            result.next = seq + 1
        }
        return result
    }

    @Test func everyKilledRecordingIsAValidPrefix() throws {
        let folder = try TestPaths.temporaryDirectory("recorder-crash")
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SplitMix64(seed: Self.seed)
        var runsWithEvents = 0
        for run in 0..<Self.runs {
            let output = folder.appendingPathComponent("run\(run).jsonl")
            // 30 to 400 ms: from "header and a few lines" to "many flush periods".
            let delay = 0.03 + Double(random.next() % 371) / 1000
            let process = try runChild(output, killAfter: delay)
            #expect(process.terminationReason == .uncaughtSignal, "run \(run) was not killed")
            let text = try String(contentsOf: output, encoding: .utf8)
            let prefix = checkPrefix(text)
            #expect(prefix.problems.isEmpty, "run \(run): \(prefix.problems.prefix(5))")
            if prefix.next > 0 { runsWithEvents += 1 }
            let validation = try CommandRunner.run(["validate", "--lenient", output.path])
            #expect(validation.status == 0, "run \(run): \(validation.stdout)\(validation.stderr)")
        }
        // The kills landed while events were flowing, not before the first flush (events reach the
        // file 50 to 70 ms after they are recorded: the reorder window plus the flush period).
        #expect(runsWithEvents >= Self.runs / 3)
    }

    @Test func aRecordingThatFinishesHoldsEveryEventAndValidatesStrictly() throws {
        let folder = try TestPaths.temporaryDirectory("recorder-finish")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("full.jsonl")
        let process = try runChild(output, count: 5000, killAfter: nil)
        #expect(process.terminationStatus == 0)
        let prefix = checkPrefix(try String(contentsOf: output, encoding: .utf8))
        #expect(prefix.problems.isEmpty, "\(prefix.problems.prefix(5))")
        #expect(prefix.next == 5000)
        #expect(!prefix.partialLastLine)
        let validation = try CommandRunner.run(["validate", output.path])
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
    }

    @Test func aPartialLastLineIsReportedAndSkippedWithLenient() throws {
        let folder = try TestPaths.temporaryDirectory("recorder-partial")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("cut.jsonl")
        _ = try runChild(output, count: 200, killAfter: nil)
        // What a kill in the middle of a write(2) leaves: the start of a line, no newline.
        let handle = try FileHandle(forWritingTo: output)
        handle.seekToEndOfFile()
        handle.write(Data(#"{"type":"touch","t":9999.5,"id":1,"pha"#.utf8))
        try handle.close()
        let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").count
        let strict = try CommandRunner.run(["validate", output.path])
        #expect(strict.status == 65)
        #expect(
            strict.stdout.contains("\(output.path):\(lines):") || strict.stderr.contains("\(output.path):\(lines):"))
        #expect((strict.stdout + strict.stderr).contains("truncated last line"))
        let lenient = try CommandRunner.run(["validate", "--lenient", output.path])
        #expect(lenient.status == 0, "\(lenient.stdout)\(lenient.stderr)")
        #expect((lenient.stdout + lenient.stderr).contains("truncated last line"))
        #expect(checkPrefix(try String(contentsOf: output, encoding: .utf8)).next == 200)
    }
}
