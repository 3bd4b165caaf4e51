import ArgumentParser
import GestureRecognition

/// Command-line overrides of `RecognitionConfiguration`'s defaults (docs/recognition.md), for
/// seeing what a rule costs on labelled recordings. Unset options keep the defaults.
struct RecognitionOptions: ParsableArguments {
    @Option(help: "Tap slop (pt): the movement a tap tolerates (default 22).")
    var tapSlop: Double?

    @Option(help: "Pan slop (pt): the translation at which a pan begins (default 10).")
    var panSlop: Double?

    @Option(help: "Long-press duration (ms) (default 500).")
    var longPressMs: Double?

    @Option(help: "Long-press slop (pt): the movement a long press tolerates (default 10).")
    var longPressSlop: Double?

    @Option(help: "Minimum swipe distance (pt) (default 18).")
    var swipeDistance: Double?

    @Option(help: "Velocity estimator: lsq2 (AOSP's default) or impulse.")
    var velocity: VelocityStrategyArgument = .lsq2

    func validate() throws {
        let values = [tapSlop, panSlop, longPressMs, longPressSlop, swipeDistance].compactMap { $0 }
        if values.contains(where: { !$0.isFinite || $0 < 0 }) {
            throw ValidationError("recognition thresholds must be finite numbers >= 0")
        }
    }

    var configuration: RecognitionConfiguration {
        var configuration = RecognitionConfiguration.default
        if let tapSlop { configuration.tapSlop = tapSlop }
        if let panSlop { configuration.panSlop = panSlop }
        if let longPressMs { configuration.longPressDuration = longPressMs }
        if let longPressSlop { configuration.longPressSlop = longPressSlop }
        if let swipeDistance { configuration.minimumSwipeDistance = swipeDistance }
        configuration.velocityStrategy = VelocityStrategy(rawValue: velocity.rawValue) ?? .lsq2
        return configuration
    }
}
