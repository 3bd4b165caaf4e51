/// `UIViewAnimatingState`: an animator starts `inactive`, is `active` from `startAnimation()`,
/// `pauseAnimation()` or a first `fractionComplete` until its animations finish (back to
/// `inactive`, completions called) or `stopAnimation(_:)`: `stopAnimation(false)` makes it
/// `stopped` (completions called by `finishAnimation(at:)`), `stopAnimation(true)` makes it
/// `inactive` **without calling any completion**.
public enum AnimatorState: Sendable, Hashable {
    case inactive, active, stopped
}
