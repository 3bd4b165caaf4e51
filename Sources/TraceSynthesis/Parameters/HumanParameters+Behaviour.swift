extension HumanParameters {
    /// How long the user waits for a visible answer to a gesture before trying again.
    ///
    /// - `wait`: uniform 400...900 ms, counted from the lift of the unanswered gesture. Below
    ///   about 100 ms a response feels instantaneous and by 1 s the user's flow of thought is
    ///   interrupted (Card, Moran and Newell 1983; Nielsen, "Response Times: The 3 Important
    ///   Limits", 1993); a touch that shows nothing is noticed and repeated in between.
    /// - `maximumRetries`: 3. After three unanswered retries the user gives up on the intent,
    ///   which keeps closed-loop traces finite against an engine that never answers.
    /// - `noticeableProgress`: 0.01, the smallest change of transition progress the user counts
    ///   as an answer (about 4 pt of movement of the full-screen photo over the default 422 pt
    ///   transition distance, a few pixels at 3x, clearly visible in peripheral motion).
    package struct Patience: Sendable, Hashable {
        package var wait: Distribution
        package var maximumRetries: Int
        package var noticeableProgress: Double

        package init(
            wait: Distribution = .uniform(400...900), maximumRetries: Int = 3,
            noticeableProgress: Double = 0.01
        ) {
            self.wait = wait
            self.maximumRetries = maximumRetries
            self.noticeableProgress = noticeableProgress
        }
    }

    /// Change of mind: reversing a pan, or grabbing a transition the user just released.
    ///
    /// - `reversingPan`: the dismiss pan a user starts before changing their mind: an ordinary
    ///   drag, not the deliberate slow one (`Pan.dismissDrag`): peak speed log-normal, median
    ///   600 pt/s, sigma 0.3, 350...1000 pt/s, planned distance 200...320 pt. With the reversal
    ///   below, the whole gesture takes about 0.8 to 1.6 s, as a glance at the chat and a quick
    ///   return do; the slow drag's 1.7 s before any reversal made the change of mind itself
    ///   outlast the 2 s in which a cancellation counts.
    /// - `reversalFraction`: uniform 0.35...0.65 of the planned pan's duration, the moment the
    ///   user starts to reverse (around the peak-speed point of the first movement).
    /// - `reversalOvershoot`: uniform 20...60 pt: the finger comes back past its start by this
    ///   much, well beyond the 10 pt slop, so the pan ends clearly upward.
    /// - `reversalPeakSpeed`: log-normal, median 700 pt/s, sigma 0.3, 300...1500 pt/s, the peak
    ///   speed of the corrective movement. The corrective movement is superimposed on the
    ///   unfinished first one (Flash and Henis 1991, trajectory modification), so the velocity
    ///   stays continuous.
    /// - `reversalLift`: at rest after 60...150 ms still.
    /// - `grabDelay`: uniform 100...300 ms from the lift of a flick to the grab of the transition
    ///   it launched. The decision is taken during the flick (it is not a reaction to a new
    ///   stimulus), and the fluid engine's spring (response 0.4 s) is still settling then.
    /// - `grabHold`: uniform 40...120 ms still after the grab before dragging back.
    /// - `dragBack`: the movement after a grab, opposite to the flick: distance 80...200 pt,
    ///   peak speed median 600 pt/s, tossed back: lifted while moving near its peak speed, like a
    ///   flick (42 to 48 % of the movement), so the engine gets the finger's momentum. (Lifted at
    ///   rest, a full slow drag back plus the still hold took up to 2.7 s, longer than the 2 s in
    ///   which a cancellation counts, and is not how people catch a photo they just flicked away.)
    /// - `returnFraction`: uniform 0.8...1.0. In the closed loop the drag back after a grab is
    ///   planned from what the user sees: this fraction of the distance the photo still has to
    ///   travel back, (1 - p) L for a dismiss, and never less than a `dragBack.distance` draw. A
    ///   fixed 80...200 pt would often leave a released fluid dismiss below half way, so it would
    ///   settle on the chat although the user meant to bring the photo back.
    package struct ChangeOfMind: Sendable, Hashable {
        package var reversingPan: Pan
        package var reversalFraction: Distribution
        package var reversalOvershoot: Distribution
        package var reversalPeakSpeed: Distribution
        package var reversalLift: LiftPlan
        package var grabDelay: Distribution
        package var grabHold: Distribution
        package var dragBack: Pan
        package var returnFraction: Distribution

        package init(
            reversingPan: Pan = Pan(
                peakSpeed: .logNormal(median: 600, sigma: 0.3, bounds: 350...1000),
                distance: .uniform(200...320),
                lift: .atRest(hold: .uniform(60...150))),
            reversalFraction: Distribution = .uniform(0.35...0.65),
            reversalOvershoot: Distribution = .uniform(20...60),
            reversalPeakSpeed: Distribution = .logNormal(median: 700, sigma: 0.3, bounds: 300...1500),
            reversalLift: LiftPlan = .atRest(hold: .uniform(60...150)),
            grabDelay: Distribution = .uniform(100...300),
            grabHold: Distribution = .uniform(40...120),
            dragBack: Pan = Pan(
                peakSpeed: .logNormal(median: 600, sigma: 0.3, bounds: 300...1200),
                distance: .uniform(80...200), onsetDelay: .constant(0),
                lift: .whileMoving(fraction: .uniform(0.42...0.48))),
            returnFraction: Distribution = .uniform(0.8...1.0)
        ) {
            self.reversingPan = reversingPan
            self.reversalFraction = reversalFraction
            self.reversalOvershoot = reversalOvershoot
            self.reversalPeakSpeed = reversalPeakSpeed
            self.reversalLift = reversalLift
            self.grabDelay = grabDelay
            self.grabHold = grabHold
            self.dragBack = dragBack
            self.returnFraction = returnFraction
        }
    }

    /// Planned (anticipatory) timings of the scenarios, which are not reactions to the screen.
    ///
    /// - `quickDismissDelay`: uniform 100...200 ms from the start of the open to the touch on the
    ///   viewer that should close it (the quick-dismiss: the user closes while the viewer
    ///   is still opening; the legacy open animation lasts 350 ms).
    /// - `doubleTapGap`: uniform 80...220 ms from the first tap's up to the second tap's down,
    ///   inside the 300 ms double-tap timeout: a quick second tap on another cell.
    /// - `browsePause`: uniform 150...400 ms between browsing swipes (looking at the photo).
    package struct Timing: Sendable, Hashable {
        package var quickDismissDelay: Distribution
        package var doubleTapGap: Distribution
        package var browsePause: Distribution

        package init(
            quickDismissDelay: Distribution = .uniform(100...200),
            doubleTapGap: Distribution = .uniform(80...220),
            browsePause: Distribution = .uniform(150...400)
        ) {
            self.quickDismissDelay = quickDismissDelay
            self.doubleTapGap = doubleTapGap
            self.browsePause = browsePause
        }
    }
}
