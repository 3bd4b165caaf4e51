/// Apple's privacy manifest of the in-app recorder (`PrivacyInfo.xcprivacy`, docs/recording.md
/// "Privacy"), in a target of its own: the `TraceRecording` library product ships it to apps,
/// while the command line, which depends on the `TraceRecording` target alone, links no resource
/// bundle (a target with resources makes SwiftPM generate a `Bundle.module` accessor, and with it
/// a dependency on Foundation for every executable that links the target).
public enum TraceRecordingPrivacy {
    /// The manifest's file name, as it is copied into the app's bundle.
    public static let manifestName = "PrivacyInfo.xcprivacy"
}
