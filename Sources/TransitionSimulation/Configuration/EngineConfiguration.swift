/// Every parameter of the engine models (docs/engines.md, "Defaults and sources"), with its default and source.
///
/// A configuration file is JSON with three optional objects, `fluid`, `legacy` and `display`;
/// any key left out keeps its default, an unknown key is an error, and every error names the
/// field path and what was expected (see `parse(json:)`):
///
/// ```json
/// {
///   "fluid": {
///     "dampingRatio": 1.0, "response": 0.4, "relativeVelocityCap": 30,
///     "rest": { "displacement": 0.75, "speed": 46.875 },
///     "decelerationRate": 0.998, "projectionThreshold": 0.5, "panSlop": 10,
///     "startCostMs": 0, "frameCostMs": 0
///   },
///   "legacy": {
///     "duration": 0.35, "curve": "easeInOut",
///     "dismissProgressThreshold": 0.5, "dismissVelocityThreshold": 1200,
///     "startCostMs": "snapshotAfterScreenUpdates", "frameCostMs": 0
///   },
///   "display": { "renderLatencyFrames": 1, "refreshHz": null }
/// }
/// ```
///
/// Units follow UIKit: durations and spring responses in seconds, distances in points, speeds in
/// points per second. (Trace times are milliseconds; the engines convert.)
package struct EngineConfiguration: Sendable, Hashable {
    /// The interruptible engine (`UIViewPropertyAnimator` + interactive transitioning).
    package var fluid: Fluid
    /// The blocking engine (`UIView.animate(withDuration:)`).
    package var legacy: Legacy
    /// Frames and render latency, shared by all engines.
    package var display: Display

    /// The frame cost of `engine`'s model: the fluid or legacy section's; none for the recorded
    /// engine (its frames are the trace's own).
    package func frameCost(of engine: EngineKind) -> FrameCost {
        switch engine {
        case .fluid: fluid.cost
        case .legacy: legacy.cost
        case .recorded: .zero
        }
    }

    /// Every parameter at its default.
    package static let `default` = EngineConfiguration()

    package init(fluid: Fluid = Fluid(), legacy: Legacy = Legacy(), display: Display = Display()) {
        self.fluid = fluid
        self.legacy = legacy
        self.display = display
    }
}

extension EngineConfiguration {
    /// Parameters of the fluid engine (docs/engines.md, "Defaults and sources").
    package struct Fluid: Sendable, Hashable {
        /// ζ of the settling spring. Default 1.0 (critically damped): docs/engines.md; UIKit
        /// documents 1 for `UISpringTimingParameters(dampingRatio:)` as the value that "smoothly
        /// decelerate[s] the animation without oscillation".
        package var dampingRatio: Double
        /// Response of the settling spring, in seconds (the undamped period). Default 0.4 s:
        /// docs/engines.md.
        package var response: Double
        /// The largest relative initial velocity the settling spring starts with, in the sense of
        /// `UISpringTimingParameters.initialVelocity` (velocity divided by the distance still to
        /// go, per second). Default 30: docs/engines.md; it keeps a fast flick released close
        /// to the target from starting the spring with an absurd relative speed.
        package var relativeVelocityCap: Double
        /// When the settling spring counts as at rest. Default 0.75 pt and 46.875 pt/s
        /// (see `SpringRestThreshold` for the source).
        package var rest: SpringRestThreshold
        /// The d of momentum projection, (v / 1000) · d / (1 − d). Default 0.998,
        /// `UIScrollView.DecelerationRate.normal`, as WWDC18 "Designing Fluid Interfaces" uses.
        package var decelerationRate: Double
        /// The settle target is the destination (p = 1) when the projected progress is at least
        /// this, else the source (p = 0). Default 0.5: docs/engines.md.
        package var projectionThreshold: Double
        /// A release that moved less than this many points since the grab keeps the previous
        /// target instead of projecting. Default 10 pt, the pan slop of docs/recognition.md.
        package var panSlop: Double
        /// Main-thread work in a transition's first frame and in each frame while one runs.
        /// Default none (`FrameCost.zero`): docs/engines.md "Frame cost".
        package var cost: FrameCost

        /// 1.0 (critically damped).
        package static let defaultDampingRatio = 1.0
        /// 0.4 s.
        package static let defaultResponse = 0.4
        /// 30.
        package static let defaultRelativeVelocityCap = 30.0
        /// 0.998 (`UIScrollView.DecelerationRate.normal`).
        package static let defaultDecelerationRate = Momentum.DecelerationRate.normal
        /// 0.5.
        package static let defaultProjectionThreshold = 0.5
        /// 10 pt.
        package static let defaultPanSlop = 10.0

        package init(
            dampingRatio: Double = Fluid.defaultDampingRatio,
            response: Double = Fluid.defaultResponse,
            relativeVelocityCap: Double = Fluid.defaultRelativeVelocityCap,
            rest: SpringRestThreshold = .default,
            decelerationRate: Double = Fluid.defaultDecelerationRate,
            projectionThreshold: Double = Fluid.defaultProjectionThreshold,
            panSlop: Double = Fluid.defaultPanSlop,
            cost: FrameCost = .zero
        ) {
            self.dampingRatio = dampingRatio
            self.response = response
            self.relativeVelocityCap = relativeVelocityCap
            self.rest = rest
            self.decelerationRate = decelerationRate
            self.projectionThreshold = projectionThreshold
            self.panSlop = panSlop
            self.cost = cost
        }

        /// The settling spring.
        ///
        /// - Precondition: the configuration is valid (`EngineConfiguration.validate()`).
        package var spring: DampedSpring { DampedSpring(dampingRatio: dampingRatio, response: response) }

        /// `velocity` (progress per second) limited so that its magnitude relative to the distance
        /// still to go, |target − progress|, is at most `relativeVelocityCap`. With nothing left
        /// to go the result is 0.
        package func cappedInitialVelocity(_ velocity: Double, from progress: Double, to target: Double) -> Double {
            let limit = relativeVelocityCap * abs(target - progress)
            return min(max(velocity, -limit), limit)
        }
    }

    /// Parameters of the legacy engine (docs/engines.md, "Defaults and sources").
    package struct Legacy: Sendable, Hashable {
        /// Duration of the present and completion animations, in seconds. Default 0.35 s:
        /// docs/engines.md. UIKit does not publish its push/present duration; 0.35 s is the
        /// value libraries use to match it (e.g. the default `transitionDuration` of
        /// react-native-screens' stack animator and of material-motion's transitioning).
        package var duration: Double
        /// The animation curve. Default ease-in-out, cubic Bézier (0.42, 0, 0.58, 1):
        /// `UIView.AnimationOptions.curveEaseInOut`, the default curve of `UIView.animate`.
        package var curve: CubicBezierTimingCurve
        /// A released interactive dismiss finishes when the dismiss progress is above this.
        /// Default 0.5: docs/engines.md.
        package var dismissProgressThreshold: Double
        /// … or when the release velocity toward dismissal is above this many points per second.
        /// Default 1200 pt/s: docs/engines.md.
        package var dismissVelocityThreshold: Double
        /// Main-thread work in a transition's first frame and in each frame while one runs.
        /// Default none (`FrameCost.zero`): docs/engines.md "Frame cost".
        package var cost: FrameCost

        /// 0.35 s.
        package static let defaultDuration = 0.35
        /// Ease-in-out (0.42, 0, 0.58, 1).
        package static let defaultCurve = CubicBezierTimingCurve.easeInOut
        /// 0.5.
        package static let defaultDismissProgressThreshold = 0.5
        /// 1200 pt/s.
        package static let defaultDismissVelocityThreshold = 1200.0

        package init(
            duration: Double = Legacy.defaultDuration,
            curve: CubicBezierTimingCurve = Legacy.defaultCurve,
            dismissProgressThreshold: Double = Legacy.defaultDismissProgressThreshold,
            dismissVelocityThreshold: Double = Legacy.defaultDismissVelocityThreshold,
            cost: FrameCost = .zero
        ) {
            self.duration = duration
            self.curve = curve
            self.dismissProgressThreshold = dismissProgressThreshold
            self.dismissVelocityThreshold = dismissVelocityThreshold
            self.cost = cost
        }

        /// Whether a released interactive dismiss finishes: dismiss progress above
        /// `dismissProgressThreshold`, or velocity toward dismissal (pt/s, positive toward the
        /// source) above `dismissVelocityThreshold`. A fast flick back never dismisses.
        package func dismissFinishes(dismissProgress: Double, velocityTowardDismissal: Double) -> Bool {
            dismissProgress > dismissProgressThreshold || velocityTowardDismissal > dismissVelocityThreshold
        }
    }

    /// Display timing shared by all engines (docs/engines.md, "Defaults and sources").
    package struct Display: Sendable, Hashable {
        /// Frames between the frame an input is applied in and the frame that shows it.
        /// Default 1: docs/engines.md.
        package var renderLatencyFrames: Int
        /// When set, replay runs on a fixed grid at this rate (Hz), ignoring the trace's `frame`
        /// events and its header's `device.refreshHz`. Default nil: the trace's frames, else its
        /// header's refresh rate (60 Hz unless the header says otherwise).
        package var refreshHz: Double?

        /// 1 frame.
        package static let defaultRenderLatencyFrames = FrameClock.defaultRenderLatencyFrames
        /// The most render latency a configuration may ask for (one second at 60 Hz).
        package static let maximumRenderLatencyFrames = 60

        package init(renderLatencyFrames: Int = Display.defaultRenderLatencyFrames, refreshHz: Double? = nil) {
            self.renderLatencyFrames = renderLatencyFrames
            self.refreshHz = refreshHz
        }
    }
}
