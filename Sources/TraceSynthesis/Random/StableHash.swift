/// FNV-1a, 64-bit, over the UTF-8 bytes of a string: a hash that is the same on every platform,
/// process and Swift version (unlike `Hasher`, which is seeded per process), so that a stream
/// label always names the same stream.
enum StableHash {
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    static func fnv1a(_ text: String) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }
}
