/// How far a transition's first presented progress lies from where the screen was when it began
/// (docs/analysis.md "Frames"): 0 for a clean start. Animating without first applying pending
/// layout starts the animation from the wrong place; the user sees the screen jump.
package enum StartJump {
    /// A jump over this (in forward progress, a tenth of the transition distance: 40 pt on the
    /// default 400 pt) is flagged. The first frame of an animation that starts from rest moves far
    /// less: UIKit's ease-in-out covers about 0.1 % of the way in its first 8.33 ms frame of a
    /// 0.35 s animation, a linear 0.25 s one 6.7 % in a 16.67 ms frame.
    package static let threshold = 0.1

    /// |first presented progress − progress on screen at the start|.
    package static func jump(firstPresented: Double, screenAtStart: Double) -> Double {
        abs(firstPresented - screenAtStart)
    }

    /// Whether a jump is flagged.
    package static func isFlagged(_ jump: Double) -> Bool { jump > threshold }
}
