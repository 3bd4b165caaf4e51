/// The bytes (UTF-8) a JSON string's content stands for, escapes decoded: `content` is the text
/// between the quotes, already checked by `StrictJSONParser` (valid escapes, paired
/// surrogates). Used off the hot path: member names with escapes, duplicate-name messages.
func decodeJSONStringContent(_ content: UnsafeRawBufferPointer) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(content.count)
    var i = 0
    func unit(at k: Int) -> UInt32 {
        var value: UInt32 = 0
        for j in (k + 2)..<min(k + 6, content.count) { value = value << 4 | UInt32(hexValue(content[j]) ?? 0) }
        return value
    }
    while i < content.count {
        let byte = content[i]
        guard byte == UInt8(ascii: "\\"), i + 1 < content.count else {
            out.append(byte)
            i += 1
            continue
        }
        let escape = content[i + 1]
        i += 2
        switch escape {
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = unit(at: i - 2)
            i += 4
            if (0xD800...0xDBFF).contains(scalar), i + 5 < content.count, content[i] == UInt8(ascii: "\\") {
                let low = unit(at: i)
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
            }
            out.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
        default: out.append(escape)
        }
    }
    return out
}
