import TraceModel
import TransitionSimulation

extension TraceHeader {
    /// What `gesturetrace synth` writes in `engine.build` and `meta.generator`.
    package static let synthesisBuild = "gesturetrace-synth"
    package static let synthesisGenerator = "gesturetrace synth"

    /// The header of a synthesized trace: a simulated 60 Hz device sampling touches at 120 Hz, a
    /// 390 x 844 pt screen, the media-viewer scene (transition distance 422 pt, starting on the
    /// chat), the engine the user drove, and `meta` {scenario, user, seed, generator} so a corpus
    /// can be sliced. The seed is a JSON number when it is at most 2^53 (exact in a double), else
    /// its decimal string.
    package static func synthesized(
        scenario: Scenario, engine: EngineKind, user: Int, seed: UInt64,
        screen: ScreenSize = .defaultScreen
    ) -> TraceHeader {
        let seedValue: JSONValue = seed <= 1 << 53 ? .number(Double(seed)) : .string(String(seed))
        return TraceHeader(
            device: DeviceInfo(model: "simulated", refreshHz: 60, touchHz: 120),
            screen: screen,
            scene: SceneInfo(screen: screen),
            engine: EngineInfo(kind: engine.rawValue, build: synthesisBuild),
            meta: .object([
                JSONMember("scenario", .string(scenario.rawValue)),
                JSONMember("user", .number(Double(user))),
                JSONMember("seed", seedValue),
                JSONMember("generator", .string(synthesisGenerator)),
            ])
        )
    }
}
