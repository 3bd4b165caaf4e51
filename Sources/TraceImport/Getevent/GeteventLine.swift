/// One input event line of `getevent -lt` / `getevent -t`, with its names resolved.
struct GeteventLine: Sendable, Hashable {
    /// 1-based line number in the file.
    var line: Int
    /// The timestamp in nanoseconds (the kernel's `CLOCK_MONOTONIC`, as printed).
    var nanoseconds: Int64
    /// The `/dev/input/eventN` prefix, when the line has one.
    var device: String?
    /// `EV_ABS`, `EV_SYN`, ...
    var type: String
    /// `ABS_MT_POSITION_X`, `SYN_REPORT`, ...
    var code: String
    /// The value as a signed 32-bit number (`ffffffff` is -1); `DOWN` 1, `UP` 0, `REPEAT` 2.
    var value: Int
    /// Columns of the timestamp and the value, for messages.
    var timeColumn: Int
    var valueColumn: Int

    /// `TYPE CODE`, the key under which skipped lines are counted.
    var name: String { "\(type) \(code)" }
}
