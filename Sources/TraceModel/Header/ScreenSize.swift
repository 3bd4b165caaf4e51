/// The screen size in points.
public struct ScreenSize: Sendable, Hashable {
    /// 390 x 844 pt: iPhone 12 to 14, the most common iPhone screen of the period.
    public static let defaultScreen = ScreenSize(width: 390, height: 844)

    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
