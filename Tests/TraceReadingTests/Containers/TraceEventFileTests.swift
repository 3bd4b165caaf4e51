import Foundation
import Testing
import TraceModel
import TraceReading

@Suite("A trace file read anew on each iteration")
struct TraceEventFileTests {
    static func frames(_ count: Int, from start: Int = 0) -> String {
        (start..<start + count).map { #"{"type":"frame","t":"# + "\(Double($0))}" }.joined(separator: "\n") + "\n"
    }

    @Test("two readings give the same events as a load, and say the file did not change")
    func twoReadings() throws {
        let path = try temporaryTrace("frames.jsonl", headerLine + "\n" + Self.frames(1_000))
        let file = try TraceEventFile(path: path)
        let first = Array(file)
        let second = Array(file)
        #expect(first == second)
        #expect(first == (try LoadedTrace.load(path: path).events))
        #expect(file.eventCounts == [1_000, 1_000])
        #expect(file.isUnchangedAndValid && file.firstError == nil)
    }

    @Test("a small JSON Lines file bounds its events before they are read: its lines left, plus one")
    func eventCountBound() throws {
        // With and without a last newline, with blank lines (no events) and an invalid line.
        let texts = [
            headerLine + "\n" + Self.frames(1_000),
            headerLine + "\n" + Self.frames(3) + "\n\n" + #"{"type":"frame","t":9}"#,
            headerLine + "\n" + Self.frames(2) + #"{"type":"frame","t":1}"# + "\n",
            headerLine,
        ]
        for (index, text) in texts.enumerated() {
            let path = try temporaryTrace("bound-\(index).jsonl", text)
            let file = try TraceEventFile(path: path)
            let lineEnds = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
            // The line ends after the header's, and one for a last line without its own.
            let expected = max(lineEnds - 1, 0) + 1
            let bound = file.eventCountBound
            #expect(bound == expected)
            let events = Array(file)
            #expect(events.count <= expected)
            #expect(file.eventCountBound == nil, "bounded only before the first reading")
        }
        // Past the first chunk read (1 MiB), the lines are not counted ahead.
        let long = try temporaryTrace("bound-long.jsonl", headerLine + "\n" + Self.frames(60_000))
        #expect(try TraceEventFile(path: long).eventCountBound == nil)
        let document = try temporaryTrace("bound.json", #"{"header":"# + headerLine + #","events":[]}"#)
        #expect(try TraceEventFile(path: document).eventCountBound == nil)
    }

    @Test("a reading ends before the first error, which is the load's first error; later readings read nothing")
    func stopsAtTheFirstError() throws {
        let text = headerLine + "\n" + Self.frames(10) + #"{"type":"frame","t":3}"# + "\n" + Self.frames(5, from: 20)
        let path = try temporaryTrace("backwards.jsonl", text)
        let file = try TraceEventFile(path: path)
        let read = Array(file)
        #expect(read.count == 10)
        let loaded = try LoadedTrace.load(path: path)
        #expect(file.firstError == loaded.diagnostics.first { $0.severity == .error })
        #expect(file.firstError != nil)
        #expect(Array(file).isEmpty)
        #expect(!file.isUnchangedAndValid)
    }

    @Test("a file that grows between the readings is an error before the second reads anything")
    func changedBetweenReadings() throws {
        let text = headerLine + "\n" + Self.frames(100)
        let path = try temporaryTrace("growing.jsonl", text)
        let file = try TraceEventFile(path: path)
        _ = Array(file)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(Self.frames(1, from: 100).utf8))
        try handle.close()
        #expect(Array(file).isEmpty)
        #expect(file.eventCounts == [100])
        let grown = text.utf8.count + Self.frames(1, from: 100).utf8.count
        #expect(file.firstError?.message.contains("size went from \(text.utf8.count) to \(grown) bytes") == true)
        #expect(!file.isUnchangedAndValid)
    }

    @Test("the first reading's progress grows to the file's size, a stride of events apart")
    func progress() throws {
        let count = 2 * TraceEventFile.progressStride + 10
        let path = try temporaryTrace("progress.jsonl", headerLine + "\n" + Self.frames(count))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let file = try TraceEventFile(path: path)
        var heard: [(read: Int, size: Int)] = []
        file.progress = { heard.append(($0, $1)) }
        #expect(Array(file).count == count)
        #expect(heard.count == 2)
        #expect(heard.allSatisfy { $0.size == size && $0.read > 0 && $0.read <= size })
        #expect(heard[0].read < heard[1].read)
        // Only the first reading is told.
        #expect(Array(file).count == count && heard.count == 2)
    }
}
