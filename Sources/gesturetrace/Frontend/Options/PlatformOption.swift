import ArgumentParser
import CorpusAnalysis
import GestureRecognition
import TraceModel

extension RecognitionProfile: ExpressibleByArgument {}

/// `--platform`: whose recognition to reproduce (docs/recognition.md "Profiles"). Unset, each
/// trace's `device.platform` chooses, else `uikit`. Shared by every command that recognizes;
/// `RecognitionPolicy` applies it.
struct PlatformOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Recognize as uikit, android or flutter do (default: the trace's device.platform, else uikit).",
            valueName: "platform"))
    var platform: RecognitionProfile?

    /// The policy of a command with no threshold options.
    var policy: RecognitionPolicy { RecognitionPolicy(platform: platform) }
}
