/// Identifies a tap record: its touch id and down time.
public struct TapReference: Sendable, Hashable {
    public var touchId: Int
    public var tBegin: Double

    public init(touchId: Int, tBegin: Double) {
        self.touchId = touchId
        self.tBegin = tBegin
    }
}
