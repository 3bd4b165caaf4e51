import TraceModel

/// What a format's importer hands back before the trace is assembled: the touch samples (times
/// still in source ticks), the report, and the format's own facts for `meta.source`.
struct DecodedLog: Sendable {
    var samples: [TimedTouch]
    /// Ticks per millisecond of the samples' clock.
    var ticksPerMillisecond: Double
    var report: ImportReport
    /// Format-specific members of `meta.source` (device, protocol, coordinates, ...).
    var source: [JSONMember]
    /// The screen in trace units, when the source tells it.
    var screen: ScreenSize?
    /// `device.model` of the header, when the source names the device.
    var deviceModel: String?
}
