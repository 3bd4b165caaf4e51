/// The Linux input event types and codes the getevent importer needs, by number, so that
/// `getevent -t` (numeric) lines read like `getevent -lt` (labelled) ones. Values from the
/// kernel's `include/uapi/linux/input-event-codes.h`.
enum InputEventCodes {
    static let types: [Int: String] = [
        0x00: "EV_SYN", 0x01: "EV_KEY", 0x02: "EV_REL", 0x03: "EV_ABS", 0x04: "EV_MSC", 0x05: "EV_SW",
        0x11: "EV_LED", 0x12: "EV_SND", 0x14: "EV_REP", 0x15: "EV_FF", 0x16: "EV_PWR",
    ]

    static let codes: [String: [Int: String]] = [
        "EV_SYN": [0x00: "SYN_REPORT", 0x01: "SYN_CONFIG", 0x02: "SYN_MT_REPORT", 0x03: "SYN_DROPPED"],
        "EV_KEY": [0x14a: "BTN_TOUCH", 0x145: "BTN_TOOL_FINGER", 0x140: "BTN_TOOL_PEN", 0x14d: "BTN_TOOL_DOUBLETAP"],
        "EV_ABS": [
            0x00: "ABS_X", 0x01: "ABS_Y", 0x18: "ABS_PRESSURE", 0x28: "ABS_MISC",
            0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR",
            0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR", 0x34: "ABS_MT_ORIENTATION",
            0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE",
            0x38: "ABS_MT_BLOB_ID", 0x39: "ABS_MT_TRACKING_ID", 0x3a: "ABS_MT_PRESSURE",
            0x3b: "ABS_MT_DISTANCE", 0x3c: "ABS_MT_TOOL_X", 0x3d: "ABS_MT_TOOL_Y",
        ],
        "EV_MSC": [0x05: "MSC_TIMESTAMP"],
    ]

    /// The name of a numeric type, or `"0x0004"` style when it has none here.
    static func typeName(_ number: Int) -> String { types[number] ?? hex(number) }

    /// The name of a numeric code of `type`, or `"0x0029"` style when it has none here.
    static func codeName(_ number: Int, type: String) -> String { codes[type]?[number] ?? hex(number) }

    private static func hex(_ number: Int) -> String {
        let digits = String(number, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
