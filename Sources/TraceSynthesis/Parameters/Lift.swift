/// How a finger leaves the glass at the end of a pan.
package enum Lift: Sendable, Hashable {
    /// Lifts while still moving, at this fraction (0, 1] of the last movement's duration: a flick.
    /// The release velocity is the profile's velocity there.
    case whileMoving(fraction: Double)
    /// Completes the movement, stays still `hold` ms, then lifts: no release velocity once the
    /// hold exceeds the velocity tracker's 40 ms horizon.
    case atRest(hold: Double)
}
