// Interface stub of QuartzCore: exactly the declarations the recorder's glue, its documentation
// and its example app use, each copied from the Apple documentation page it cites
// (Tests/AppleStubs/README.md). NSObject, RunLoop and CGRect come from Foundation, as on Apple
// platforms (where they come from ObjectiveC, Foundation and CoreGraphics).
import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// https://developer.apple.com/documentation/quartzcore/caframeraterange
public struct CAFrameRateRange {
    /// https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {}
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    /// (`+displayLinkWithTarget:selector:`, a class factory: a convenience initializer in Swift)
    public convenience init(target: Any, selector sel: Selector) { self.init() }

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() {}

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    open var timestamp: CFTimeInterval { 0 }

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    open var targetTimestamp: CFTimeInterval { 0 }

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
    open var isPaused = false

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
    open var preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0)
}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/presentation()
    open func presentation() -> Self? { nil }

    /// https://developer.apple.com/documentation/quartzcore/calayer/frame
    open var frame = CGRect.zero
}
