/// What a gesture was recognized as.
package enum GestureKind: String, Sendable, Hashable, CaseIterable {
    /// Touch(es) down and up within the tap slop, in less than the long-press duration.
    case tap
    /// Two single-finger taps close in time and space (the record lists the taps it consumed).
    case doubleTap = "double-tap"
    /// Held within the tap slop for the long-press duration or longer.
    case longPress = "long-press"
    /// Moved beyond the pan slop and released at or below the minimum flick speed (or not released).
    case pan
    /// A pan released faster than the minimum flick speed (a flick).
    case swipe
}
