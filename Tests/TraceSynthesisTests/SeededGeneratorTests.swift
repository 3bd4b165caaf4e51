import Testing
import TraceModel
import TraceSynthesis

struct SeededGeneratorTests {
    @Test("SplitMix64 matches the reference vector")
    func splitMixReference() {
        var generator = SplitMix64(seed: 1_234_567)
        let expected: [UInt64] = [
            6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
        ]
        #expect((0..<5).map { _ in generator.next() } == expected)
    }

    @Test("xoshiro256** seeded by SplitMix64 matches Vigna's C code")
    func xoshiroReference() {
        var generator = SeededGenerator(seed: 42)
        #expect(
            (0..<5).map { _ in generator.next() } == [
                0x1578_0B2E_0C2E_C716, 0x6104_D986_6D11_3A7E, 0xAE17_5332_39E4_99A1,
                0xECB8_AD47_03B3_60A1, 0xFDE6_DC7F_E2EC_5E64,
            ])
        var zero = SeededGenerator(seed: 0)
        #expect(
            (0..<3).map { _ in zero.next() } == [0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0])
    }

    @Test func sameSeedSameNumbers() {
        var a = SeededGenerator(seed: 7)
        var b = SeededGenerator(seed: 7)
        #expect((0..<100).map { _ in a.unitInterval() } == (0..<100).map { _ in b.unitInterval() })
    }

    @Test("a fork depends on the key, not on how much the parent drew")
    func forkIgnoresParentDraws() {
        let parent = SeededGenerator(seed: 99)
        var drawn = parent
        for _ in 0..<17 { _ = drawn.next() }
        var a = parent.fork(label: "motor")
        var b = drawn.fork(label: "motor")
        #expect(a.next() == b.next())
        #expect(parent.fork(label: "motor").key != parent.fork(label: "plan").key)
        #expect(parent.fork(index: 3).key != parent.fork(label: "3").key)
        #expect(parent.fork(index: 0).key != parent.fork(index: 1).key)
    }

    @Test func deriveFollowsThePath() {
        let derived = SeededGenerator.derive(seed: 5, stream: "user/2/scenario/browse")
        let manual = SeededGenerator(seed: 5).fork(label: "user").fork(index: 2).fork(label: "scenario").fork(
            label: "browse")
        #expect(derived == manual)
        #expect(SeededGenerator.derive(seed: 5, stream: "") == SeededGenerator(seed: 5))
    }

    @Test func unitIntervalStaysInRange() {
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<10_000 {
            let u = generator.unitInterval()
            #expect(u >= 0 && u < 1)
        }
    }

    @Test func indexBelowIsInRangeAndCoversIt() {
        var generator = SeededGenerator(seed: 3)
        var counts = [Int](repeating: 0, count: 7)
        for _ in 0..<7000 { counts[generator.index(below: 7)] += 1 }
        #expect(counts.allSatisfy { $0 > 850 && $0 < 1150 })
        #expect((0..<100).allSatisfy { _ in (2...4).contains(generator.integer(in: 2...4)) })
    }

    @Test("normal draws have the requested mean and spread")
    func normalMoments() {
        var generator = SeededGenerator(seed: 11)
        let draws = (0..<20_000).map { _ in generator.normal(mean: 3, standardDeviation: 2) }
        let mean = draws.reduce(0, +) / Double(draws.count)
        let variance = draws.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(draws.count - 1)
        #expect(abs(mean - 3) < 0.05)
        #expect(abs(variance.squareRoot() - 2) < 0.05)
    }

    @Test func logNormalMedian() {
        var generator = SeededGenerator(seed: 12)
        let draws = (0..<4001).map { _ in generator.logNormal(median: 250, sigma: 0.25) }
        #expect(abs(median(draws) - 250) < 6)
        #expect(draws.allSatisfy { $0 > 0 })
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}
