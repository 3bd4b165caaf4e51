/// How often the simulated users of `highlight-onboarding` make each mistake (probabilities per
/// user and step; docs/synthesis.md "Highlight onboarding"). Illustrative values for a flow that
/// teaches a gesture, not measured ones: chosen so that a few dozen users show every path of the
/// funnel.
package struct OnboardingBehaviour: Sendable, Hashable {
    /// Single tap the sentence where the double tap is asked, then double tap it.
    package var singleTapFirst = 0.3
    /// Start dragging while the tip still shows (a touch the screen is not ready for).
    package var dragDuringTip = 0.25
    /// Pause 1.5 to 4 s before a gesture step (reading, looking for the target).
    package var hesitate = 0.2
    /// Leave the screen instead of making the gesture, at each gesture step.
    package var giveUp = 0.07
    /// Reaction time before each gesture (ms), uniform.
    package var reaction = 500.0...1200.0

    package init() {}

    package static let `default` = OnboardingBehaviour()
}
