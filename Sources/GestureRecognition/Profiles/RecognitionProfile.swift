import TraceModel

/// Whose gesture recognition to reproduce: one profile of rules and thresholds per platform
/// (`UIKitProfile`, `AndroidProfile`, `FlutterProfile`; docs/recognition.md "Profiles").
///
/// Chosen by `--platform`, else by the trace header's `device.platform`, else `uikit`.
package enum RecognitionProfile: String, Sendable, Hashable, CaseIterable {
    /// UIKit's gesture recognizers: the project's rules before profiles existed.
    case uikit
    /// AOSP's `GestureDetector`, `ViewConfiguration` and `VelocityTracker`.
    case android
    /// Flutter's `gestures` library.
    case flutter

    /// The profile used when neither the command line nor the trace says.
    package static let defaultPlatform: RecognitionProfile = .uikit

    /// The profile for a header's `device.platform`. A web page gets `android`: the imported
    /// web logs come from Chromium (DevTools traces, Pointer Events), whose touch gesture
    /// detection (`ui/events/gesture_detection/gesture_detector.cc`) is a port of Android's
    /// `GestureDetector` with the constants of Android's `ViewConfiguration`, and CSS pixels on a
    /// phone are density-independent like dp.
    package init(device: DevicePlatform) {
        switch device {
        case .uikit: self = .uikit
        case .android, .web: self = .android
        case .flutter: self = .flutter
        }
    }

    /// The profile a trace asks for: its `device.platform`, else `defaultPlatform`.
    package static func of(_ header: TraceHeader) -> RecognitionProfile {
        header.device.platform.map(RecognitionProfile.init(device:)) ?? defaultPlatform
    }

    /// This profile's rules and thresholds for a trace with `header` (`fitted(to:)`).
    package func configuration(for header: TraceHeader) -> RecognitionConfiguration {
        configuration.fitted(to: header)
    }

    /// This profile's rules and thresholds.
    package var configuration: RecognitionConfiguration {
        switch self {
        case .uikit: UIKitProfile.configuration
        case .android: AndroidProfile.configuration
        case .flutter: FlutterProfile.configuration
        }
    }
}
