/// The toolkit whose gesture recognition a trace's touches were meant for: header
/// `device.platform` (`traces/README.md` "Header"). It chooses the recognition profile a tool
/// uses when none is asked for (docs/recognition.md "Profiles").
public enum DevicePlatform: String, Sendable, Hashable, CaseIterable {
    /// An iOS or iPadOS app using UIKit's gesture recognizers.
    case uikit
    /// An Android app using `android.view.GestureDetector` (what `getevent` logs are recorded on).
    case android
    /// A Flutter app (its `gestures` library, on any operating system).
    case flutter
    /// A web page in a browser (imported DevTools or Pointer Events logs).
    case web
}
