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

/// https://developer.apple.com/documentation/quartzcore/catransform3d (a C struct of `CGFloat`
/// fields, which Swift imports as `Sendable`)
public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
}

/// https://developer.apple.com/documentation/quartzcore/catransform3didentity
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0, m44: 1)

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/presentation()
    open func presentation() -> Self? { nil }

    /// https://developer.apple.com/documentation/quartzcore/calayer/superlayer
    open var superlayer: CALayer? { nil }

    /// https://developer.apple.com/documentation/quartzcore/calayer/frame
    open var frame = CGRect.zero

    /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
    open var bounds = CGRect.zero

    /// https://developer.apple.com/documentation/quartzcore/calayer/position
    open var position = CGPoint.zero

    /// https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// https://developer.apple.com/documentation/quartzcore/calayer/transform
    open var transform = CATransform3DIdentity

    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity
    open var opacity: Float = 1

    /// https://developer.apple.com/documentation/quartzcore/calayer/ishidden
    open var isHidden = false
}
