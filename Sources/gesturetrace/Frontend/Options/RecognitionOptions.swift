import ArgumentParser
import CorpusAnalysis
import GestureRecognition
import TraceModel

extension VelocityStrategy: ExpressibleByArgument {}

/// The recognition settings of the command line (docs/recognition.md): the profile
/// (`--platform`), then overrides of its thresholds, for seeing what a rule costs on labelled
/// recordings. Unset options keep the profile's values (`RecognitionPolicy`).
struct RecognitionOptions: ParsableArguments {
    @OptionGroup var platformOption: PlatformOption

    @Option(help: "Tap slop (pt): the movement a tap tolerates (uikit 22, android 8, flutter 18).")
    var tapSlop: Double?

    @Option(help: "Pan slop (pt): the translation at which a pan begins (uikit 10, android 8, flutter 18).")
    var panSlop: Double?

    @Option(help: "Long-press duration (ms) (default 500).")
    var longPressMs: Double?

    @Option(help: "Long-press slop (pt): the movement a long press tolerates (uikit 10, android 8, flutter 18).")
    var longPressSlop: Double?

    @Option(help: "Minimum swipe distance (pt) (uikit 18, android 0, flutter 18).")
    var swipeDistance: Double?

    @Option(help: "Velocity estimator: lsq2 (AOSP's default) or impulse.")
    var velocity: VelocityStrategy = .lsq2

    func validate() throws {
        let values = [tapSlop, panSlop, longPressMs, longPressSlop, swipeDistance].compactMap { $0 }
        if values.contains(where: { !$0.isFinite || $0 < 0 }) {
            throw ValidationError("recognition thresholds must be finite numbers >= 0")
        }
    }

    /// The policy these options give (`RecognitionPolicy`: the profile, then the overrides).
    var policy: RecognitionPolicy {
        RecognitionPolicy(
            platform: platformOption.platform, tapSlop: tapSlop, panSlop: panSlop, longPressMs: longPressMs,
            longPressSlop: longPressSlop, swipeDistance: swipeDistance, velocity: velocity)
    }
}
