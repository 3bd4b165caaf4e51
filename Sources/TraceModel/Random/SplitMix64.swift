/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014; the reference C code is Vigna's `splitmix64.c`): a 64-bit counter advanced by
/// the golden-ratio increment and passed through a bijective finalizer.
///
/// It lives with the format's value types because stages that may not depend on each other need
/// the same deterministic stream: synthesis expands a 64-bit seed into the 256-bit state of its
/// `SeededGenerator` with it (as the xoshiro authors recommend) and derives stream keys, and the
/// analysis tests draw their seeded samples from it.
/// Reference vector: seed 1234567 gives 6457827717110365317, 3203168211198807973, ...
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The golden-ratio increment, 2^64 / phi, rounded to odd.
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.finalize(state)
    }

    /// The SplitMix64 output function (a variant of MurmurHash3's `fmix64`): a bijection on
    /// 64-bit words with full avalanche.
    public static func finalize(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
