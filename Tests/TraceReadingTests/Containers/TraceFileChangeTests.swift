import Foundation
import Testing
import TraceModel
import TraceReading

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A trace read twice (`TraceEventFile`) that changes under the reader: replaced, grown or cut
/// between or during the readings. Each reading reads the descriptor opened first, never past the
/// size it had then, and any change of the file's identity is an error naming what changed.
@Suite("A trace file that changes while it is read")
struct TraceFileChangeTests {
    /// `count` frame events at times `start`, `start + 1`, ...: the same size for the same count
    /// and number of digits.
    static func frames(_ count: Int, from start: Int) -> String {
        TraceEventFileTests.frames(count, from: start)
    }

    /// The events' times.
    static func times(_ events: [TraceEvent]) -> [Double] { events.map(\.t) }

    /// Reads `count` events of a reading and leaves it open.
    static func read(_ count: Int, of iterator: inout TraceEventFile.Iterator) -> [TraceEvent] {
        (0..<count).compactMap { _ in iterator.next() }
    }

    /// The rest of a reading.
    static func rest(of iterator: inout TraceEventFile.Iterator) -> [TraceEvent] {
        var events: [TraceEvent] = []
        while let event = iterator.next() { events.append(event) }
        return events
    }

    @Test("a file replaced between the readings by one of the same size and count is an error, not a mix")
    func replacedBetweenReadings() throws {
        let path = try temporaryTrace("replaced.jsonl", headerLine + "\n" + Self.frames(100, from: 100))
        let other = path + ".new"
        try Data((headerLine + "\n" + Self.frames(100, from: 500)).utf8).write(to: URL(fileURLWithPath: other))
        let sizes = try [path, other].map { try FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int }
        #expect(sizes[0] == sizes[1])
        let file = try TraceEventFile(path: path)
        let first = Array(file)
        #expect(Self.times(first).first == 100 && first.count == 100)
        #expect(rename(other, path) == 0)
        let second = Array(file)
        // Not one event of the other file is handed on.
        #expect(!Self.times(second).contains(500))
        let error = try #require(file.firstError)
        #expect(error.kind == .io && error.file == path)
        #expect(error.message.contains("changed while it was read") && error.message.contains("another file"))
        #expect(!file.isUnchangedAndValid)
    }

    @Test("a file replaced during the first reading: the reading goes on in the file opened, then fails")
    func replacedDuringReading() throws {
        let path = try temporaryTrace("swapped.jsonl", headerLine + "\n" + Self.frames(100, from: 100))
        let other = path + ".new"
        try Data((headerLine + "\n" + Self.frames(100, from: 500)).utf8).write(to: URL(fileURLWithPath: other))
        let file = try TraceEventFile(path: path)
        var reading = file.makeIterator()
        let head = Self.read(10, of: &reading)
        #expect(rename(other, path) == 0)
        let events = head + Self.rest(of: &reading)
        #expect(Self.times(events) == (100..<200).map(Double.init))
        #expect(file.firstError?.message.contains("another file") == true)
        #expect(Array(file).isEmpty)
    }

    @Test("a file that grows during the first reading is read to its size at open, then is an error")
    func appendedDuringReading() throws {
        let text = headerLine + "\n" + Self.frames(100, from: 100)
        let path = try temporaryTrace("growing.jsonl", text)
        let file = try TraceEventFile(path: path)
        var reading = file.makeIterator()
        let head = Self.read(10, of: &reading)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(Self.frames(5, from: 200).utf8))
        try handle.close()
        let events = head + Self.rest(of: &reading)
        // Never past the size seen at open.
        #expect(events.count == 100 && Self.times(events).last == 199)
        let error = try #require(file.firstError)
        #expect(error.file == path && error.kind == .io)
        let grown = text.utf8.count + Self.frames(5, from: 200).utf8.count
        #expect(error.message.contains("size went from \(text.utf8.count) to \(grown) bytes"), "\(error.message)")
        #expect(Array(file).isEmpty && !file.isUnchangedAndValid)
    }

    @Test("a file cut during the first reading is an error naming its sizes, not a cut line")
    func truncatedDuringReading() throws {
        let text = headerLine + "\n" + Self.frames(100, from: 100)
        let path = try temporaryTrace("cut.jsonl", text)
        let file = try TraceEventFile(path: path)
        var reading = file.makeIterator()
        _ = Self.read(10, of: &reading)
        #expect(truncate(path, off_t(text.utf8.count / 2)) == 0)
        _ = Self.rest(of: &reading)
        let error = try #require(file.firstError)
        #expect(error.kind == .io)
        #expect(error.message.contains("size went from \(text.utf8.count) to \(text.utf8.count / 2) bytes"))
        #expect(!file.isUnchangedAndValid)
    }

    @Test("a file larger than a chunk, cut during the first reading, ends the reading with the change")
    func truncatedPastTheBuffer() throws {
        // More than one 1 MiB chunk, so that the reader meets the cut, not only the check.
        let text = headerLine + "\n" + Self.frames(80_000, from: 100_000)
        let path = try temporaryTrace("cut-long.jsonl", text)
        let file = try TraceEventFile(path: path)
        var reading = file.makeIterator()
        _ = Self.read(10, of: &reading)
        let cut = text.utf8.count / 2 + 7
        #expect(truncate(path, off_t(cut)) == 0)
        let rest = Self.rest(of: &reading)
        #expect(rest.count < 80_000 - 10)
        let error = try #require(file.firstError)
        #expect(error.kind == .io && error.message.contains("changed while it was read"), "\(error.message)")
        #expect(error.message.contains("\(text.utf8.count)") && error.message.contains("\(cut)"))
    }

    @Test("a file modified in place, same size, between the readings is an error")
    func rewrittenInPlace() throws {
        let path = try temporaryTrace("rewritten.jsonl", headerLine + "\n" + Self.frames(100, from: 100))
        // An old modification time, so that the rewrite changes it whatever the clock's grain.
        let old = [timeval(tv_sec: 1_000_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000_000, tv_usec: 0)]
        #expect(utimes(path, old) == 0)
        let file = try TraceEventFile(path: path)
        #expect(Array(file).count == 100)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seek(toFileOffset: UInt64(headerLine.utf8.count + 1))
        handle.write(Data(Self.frames(1, from: 101).utf8))
        try handle.close()
        #expect(Array(file).isEmpty)
        #expect(file.firstError?.message.contains("modified") == true, "\(String(describing: file.firstError))")
    }
}
