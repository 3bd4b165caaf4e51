#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a JSON Lines file into its non-blank lines, counting every line (blank ones too).
///
/// Lines are found with `memchr` in the current chunk and handed out in place (the `\n` is
/// overwritten with the NUL json-c wants); a line that crosses a chunk boundary is gathered in a
/// spill buffer that grows to the longest such line and is reused. A `\r` before the `\n`
/// (CRLF files) stays in the line: it is JSON whitespace. A UTF-8 byte order mark at the very
/// start of the file is skipped.
final class JSONLinesSplitter {
    private let input: ChunkedInput
    private let spill = ByteBuffer(capacity: 64 * 1024)
    /// The number of lines read so far (the line number of the last line returned).
    private(set) var lineNumber = 0
    /// The longest line handed out, in bytes (without its newline).
    let limit: Int

    init(input: ChunkedInput, limit: Int = TraceLimits.maximumElementBytes) {
        self.input = input
        self.limit = limit
    }

    /// The element for a line over `limit`: nothing more is read.
    private func tooLong() -> RawElement {
        lineNumber += 1
        spill.removeAll()
        let empty = spill.nulTerminated()
        return RawElement(
            bytes: UnsafeRawBufferPointer(start: empty.baseAddress, count: 0), line: lineNumber, column: 1,
            exceedsLimit: true)
    }

    /// The next non-blank line, or nil at end of file.
    func nextLine() throws(POSIXFileError) -> RawElement? {
        spill.removeAll()
        var spilling = false
        while true {
            if !input.hasBytes {
                guard try input.refill() else {
                    guard spilling else { return nil }
                    lineNumber += 1
                    let element = RawElement(
                        bytes: spill.nulTerminated(), line: lineNumber, column: 1,
                        isUnterminatedLastLine: true)
                    return element.isBlank ? nil : element
                }
                if input.chunkOffset == 0 { skipByteOrderMark() }
            }
            let start = input.storage + input.position
            let available = input.end - input.position
            guard let newline = memchr(start, 0x0A, available) else {
                if spill.count + available > limit { return tooLong() }
                spill.append(start, count: available)
                spilling = true
                input.position = input.end
                continue
            }
            let length = UnsafeRawPointer(newline) - UnsafeRawPointer(start)
            if spill.count + length > limit { return tooLong() }
            input.position += length + 1
            lineNumber += 1
            let bytes: UnsafeRawBufferPointer
            if spilling {
                spill.append(start, count: length)
                bytes = spill.nulTerminated()
            } else {
                newline.storeBytes(of: 0, as: UInt8.self)
                bytes = UnsafeRawBufferPointer(start: start, count: length)
            }
            let element = RawElement(bytes: bytes, line: lineNumber, column: 1)
            if element.isBlank {
                spill.removeAll()
                spilling = false
                continue
            }
            return element
        }
    }

    private func skipByteOrderMark() {
        guard input.end - input.position >= 3 else { return }
        let p = input.storage + input.position
        if p.load(as: UInt8.self) == 0xEF, p.load(fromByteOffset: 1, as: UInt8.self) == 0xBB,
            p.load(fromByteOffset: 2, as: UInt8.self) == 0xBF
        {
            input.position += 3
        }
    }
}
