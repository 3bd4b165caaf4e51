import Foundation
import Testing
import _TestSupport

/// Inference on many synthesized users of one scenario (docs/synthesis.md): the bundled corpus has
/// ten users a scenario, too few for the rarer shapes. With 200 users:
/// - browsing the viewer (2 to 4 page-turning swipes, then a slow drag down to close), the swipes
///   stay in the open intent: a sideways swipe that drifts upward is no first try of the close;
/// - grabbing a closing viewer on legacy, which ignores the grab: when the close was released short
///   and springs back, the grab that pushes the viewer up still cancels the close, not "opens".
@Suite("Inference on a large synthesized corpus")
struct SynthesizedInferenceTests {
    /// The share of labelled intents inferred alike, per engine, from `analyze`'s text.
    static func agreement(_ text: String) -> [String: Double] {
        var shares: [String: Double] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("Inferred vs labelled intents (") {
            let engine = line.dropFirst("Inferred vs labelled intents (".count).prefix { $0 != ")" }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let counts = line[line.index(after: colon)...].split(separator: " ").first?.split(separator: "/")
            if let counts, counts.count == 2, let agree = Double(counts[0]), let total = Double(counts[1]), total > 0 {
                shares[String(engine)] = agree / total
            }
        }
        return shares
    }

    @Test(
        "200 synthesized users: inferred intents agree with the labels on 99 % or more",
        arguments: [("browse", "all"), ("grab-in-flight", "legacy")])
    func synthesized(scenario: String, engine: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("synth").path
        let synth = try CommandRunner.run([
            "synth", "--scenario", scenario, "--engine", engine, "--users", "200", "--seed", "41", "--out", corpus,
        ])
        #expect(synth.status == 0, "\(synth.stderr)")
        let analyze = try CommandRunner.run(["analyze", corpus])
        #expect(analyze.status == 0, "\(analyze.stderr)")
        let shares = Self.agreement(analyze.stdout)
        #expect(Set(shares.keys) == (engine == "all" ? ["legacy", "fluid"] : [engine]), "\(analyze.stdout)")
        for (engine, share) in shares { #expect(share >= 0.99, "\(scenario), \(engine): \(share)") }
    }
}
