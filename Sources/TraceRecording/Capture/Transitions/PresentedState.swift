/// What one view's layer shows in one frame, as read off its presentation layer
/// (`CALayer.presentation()`, or the layer itself before it was ever drawn): the values the
/// recorder compares with a transition's start state to write `visible`, and projects between the
/// start and the model layer (where the animations in flight are going) for progress.
///
/// **Tolerances** (docs/recording.md "What the user saw"): a change is one the user could see,
/// not rounding. Geometry in points moves by more than `pointTolerance` (0.5 pt, at least one
/// device pixel on every 2x and 3x screen; less may draw the same pixels); opacity by more than
/// `opacityTolerance` (0.01, two or three levels of an 8-bit channel); the transform's scale and
/// rotation terms by more than `scaleTolerance` (0.002, which moves the edge of a 500 pt view by
/// 0.5 pt).
public struct PresentedState: Sendable, Hashable {
    /// A rectangle in points.
    public struct Rect: Sendable, Hashable {
        public var x, y, width, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    /// Geometry changes under this many points are not seen.
    public static let pointTolerance = 0.5
    /// Opacity changes under this are not seen; a layer at or under it is not shown.
    public static let opacityTolerance = 0.01
    /// Changes of the transform's scale and rotation terms under this are not seen.
    public static let scaleTolerance = 0.002

    /// `position`, in the superlayer's coordinates (points).
    public var x, y: Double
    /// `bounds.size`, points.
    public var width, height: Double
    /// `anchorPoint`, in unit coordinates of the bounds (0.5, 0.5 by default).
    public var anchorX, anchorY: Double
    /// The 2D terms of `transform` (`CATransform3D`'s m11, m12, m21, m22, then m41, m42 in points).
    public var transform: [Double]
    /// `opacity`.
    public var opacity: Double
    /// `isHidden`.
    public var isHidden: Bool
    /// Whether the view is in a window.
    public var isInWindow: Bool
    /// The superlayer's `bounds`, the area in which the layer can be seen; nil without one.
    public var container: Rect?

    /// A state; `transform` holds the six terms in the order of `transform` (the identity when it
    /// does not hold six).
    public init(
        x: Double, y: Double, width: Double, height: Double, anchorX: Double = 0.5, anchorY: Double = 0.5,
        transform: [Double] = [1, 0, 0, 1, 0, 0], opacity: Double = 1, isHidden: Bool = false,
        isInWindow: Bool = true, container: Rect? = nil
    ) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
        (self.anchorX, self.anchorY) = (anchorX, anchorY)
        self.transform = transform.count == 6 ? transform : [1, 0, 0, 1, 0, 0]
        (self.opacity, self.isHidden, self.isInWindow, self.container) = (opacity, isHidden, isInWindow, container)
    }

    /// The bounding box of the transformed bounds in the superlayer's coordinates (what
    /// `CALayer.frame` is, also under a rotation, where `frame` is undefined).
    public var box: Rect {
        let (m11, m12, m21, m22, m41, m42) = (
            transform[0], transform[1], transform[2], transform[3], transform[4], transform[5]
        )
        let (left, top) = (-anchorX * width, -anchorY * height)
        let (right, bottom) = (left + width, top + height)
        let corners = [(left, top), (right, top), (left, bottom), (right, bottom)].map { u, v in
            (x + u * m11 + v * m21 + m41, y + u * m12 + v * m22 + m42)
        }
        let xs = corners.map(\.0)
        let ys = corners.map(\.1)
        let (minX, minY) = (xs.min() ?? x, ys.min() ?? y)
        return Rect(x: minX, y: minY, width: (xs.max() ?? x) - minX, height: (ys.max() ?? y) - minY)
    }

    /// Whether the user can see the layer at all: in a window, not hidden, more opaque than
    /// `opacityTolerance`, and overlapping its superlayer's bounds by more than `pointTolerance`
    /// each way (a view waiting off screen to slide in is not shown). Only the view's own layer
    /// is read: a hidden or transparent ancestor is not seen.
    public var isShown: Bool {
        guard isInWindow, !isHidden, opacity > Self.opacityTolerance else { return false }
        guard let container else { return true }
        let box = box
        let overlapX = min(box.x + box.width, container.x + container.width) - max(box.x, container.x)
        let overlapY = min(box.y + box.height, container.y + container.height) - max(box.y, container.y)
        return overlapX > Self.pointTolerance && overlapY > Self.pointTolerance
    }

    /// Every compared value in units of its tolerance: a difference over 1 is seen.
    var scaledValues: [Double] {
        let point = Self.pointTolerance
        let scale = Self.scaleTolerance
        return [x / point, y / point, width / point, height / point]
            + transform[0..<4].map { $0 / scale } + transform[4..<6].map { $0 / point }
            + [opacity / Self.opacityTolerance]
    }

    /// Whether the user sees something other than `start`: the layer appeared or disappeared, or,
    /// shown, moved, resized, faded or turned by more than the tolerances.
    public func differs(from start: PresentedState) -> Bool {
        guard isShown == start.isShown else { return true }
        guard isShown else { return false }
        return zip(scaledValues, start.scaledValues).contains { abs($0 - $1) > 1 }
    }

    /// How far this state lies from `start` to `end` (`DisplayedProgress.fraction(of:from:to:)`
    /// over the values in units of their tolerances, so every animated property counts by how many
    /// visible steps it spans); nil when the two ends differ by no visible step.
    public func fraction(from start: PresentedState, to end: PresentedState) -> Double? {
        let (from, to) = (start.scaledValues, end.scaledValues)
        guard zip(from, to).contains(where: { abs($0 - $1) > 1 }) else { return nil }
        return DisplayedProgress.fraction(of: scaledValues, from: from, to: to)
    }

    /// The distance from this state to `other` in units of the tolerances (how many visible steps).
    func span(to other: PresentedState) -> Double {
        zip(scaledValues, other.scaledValues).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}
