import TraceModel

/// The simulated users' source of randomness: xoshiro256** (Blackman and Vigna, "Scrambled linear
/// pseudorandom number generators", ACM TOMS 2021), its 256-bit state filled from a 64-bit key by
/// `SplitMix64`, as the authors recommend.
///
/// Why this generator: it is tiny, fast, passes BigCrush and PractRand, and is fully specified
/// by its reference C code, so a trace synthesized from a seed is the same on every platform and
/// Swift version. The standard library's `SystemRandomNumberGenerator` is never used, and the
/// helpers in `SeededGenerator+Distributions.swift` replace `random(in:)`, whose algorithm the
/// standard library does not specify.
///
/// **Streams.** Every generator has a `key`, fixed at creation, that names its stream; the state
/// is `SplitMix64(seed: key)`'s first four outputs. `fork(label:)` and `fork(index:)` derive a
/// child stream from the key alone (never from the state), so a child does not depend on how
/// many numbers the parent has drawn, and siblings with different labels are independent:
///
///     childKey = SplitMix64.finalize(key ^ SplitMix64.finalize(labelHash &+ increment))
///
/// with `labelHash` the FNV-1a hash of the label's UTF-8 bytes (or the index itself). For a fixed
/// parent the map from label hash to child key is a bijection, so distinct labels give distinct
/// streams. `derive(seed:stream:)` forks along a `/`-separated path, e.g.
/// `derive(seed: 7, stream: "user/0/scenario/quick-dismiss")`: user 0's trace depends only on
/// the seed, its own index and the scenario, never on how many other users there are.
///
/// Reference vector (checked against Vigna's C code in the tests): key 42 gives
/// 0x15780b2e0c2ec716, 0x6104d9866d113a7e, 0xae17533239e499a1, ...
package struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable {
    /// The stream's name: a pure function of the seed and the fork path that led here.
    package let key: UInt64
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// The generator of stream `seed` (the root of its fork tree).
    package init(seed: UInt64) {
        key = seed
        var expander = SplitMix64(seed: seed)
        s0 = expander.next()
        s1 = expander.next()
        s2 = expander.next()
        s3 = expander.next()
        // SplitMix64 never yields four zero words in a row from one counter walk in practice,
        // but xoshiro's all-zero state is a fixed point, so guard it anyway.
        if s0 | s1 | s2 | s3 == 0 { s0 = SplitMix64.increment }
    }

    /// The stream at `stream` below `seed`: each non-empty `/`-separated component forks once;
    /// a component made of decimal digits only forks by index, any other by label.
    package static func derive(seed: UInt64, stream: String) -> SeededGenerator {
        var generator = SeededGenerator(seed: seed)
        for component in stream.split(separator: "/") {
            if let index = UInt64(component) {
                generator = generator.fork(index: index)
            } else {
                generator = generator.fork(label: String(component))
            }
        }
        return generator
    }

    /// A child stream named `label`; independent of how much of this stream has been drawn.
    package func fork(label: String) -> SeededGenerator {
        fork(hash: StableHash.fnv1a(label))
    }

    /// A child stream numbered `index` (a user, a repetition); independent of how much of this
    /// stream has been drawn. `fork(index: 3)` and `fork(label: "3")` differ.
    package func fork(index: UInt64) -> SeededGenerator {
        fork(hash: SplitMix64.finalize(index ^ 0x5EED_1DE5_0000_0000))
    }

    private func fork(hash: UInt64) -> SeededGenerator {
        SeededGenerator(seed: SplitMix64.finalize(key ^ SplitMix64.finalize(hash &+ SplitMix64.increment)))
    }

    /// The next 64 random bits (xoshiro256**, reference algorithm).
    package mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, 45)
        return result
    }

    private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}
