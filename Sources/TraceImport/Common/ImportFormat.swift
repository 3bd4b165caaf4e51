/// The device logs `gesturetrace import` reads (`docs/importing.md`).
package enum ImportFormat: String, Sendable, Hashable, CaseIterable {
    /// The kernel input events Android's `getevent -lt` (or `getevent -t`) prints.
    case androidGetevent = "android-getevent"
    /// Chrome DevTools Protocol `Input.dispatchTouchEvent` parameters, one object per event.
    case devtoolsTouch = "devtools-touch"
    /// DOM Pointer Events logged with their attribute names, one object per event.
    case pointerEvents = "pointer-events"

    /// The file extensions the folder form of `import` picks up for this format.
    package var inputExtensions: [String] {
        switch self {
        case .androidGetevent: ["txt", "log", "getevent"]
        case .devtoolsTouch, .pointerEvents: ["json", "jsonl", "ndjson"]
        }
    }
}
