import ArgumentParser
import GestureRecognition
import TraceModel

extension RecognitionProfile: ExpressibleByArgument {}

/// `--platform`: whose recognition to reproduce (docs/recognition.md "Profiles"). Unset, each
/// trace's `device.platform` chooses, else `uikit`. Shared by every command that recognizes.
struct PlatformOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Recognize as uikit, android or flutter do (default: the trace's device.platform, else uikit).",
            valueName: "platform"))
    var platform: RecognitionProfile?

    /// The profile for a trace with this header.
    func platform(for header: TraceHeader) -> RecognitionProfile { platform ?? RecognitionProfile.of(header) }
}
