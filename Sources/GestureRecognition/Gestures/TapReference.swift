/// Identifies a tap record: its touch id and down time.
package struct TapReference: Sendable, Hashable {
    package var touchId: Int
    package var tBegin: Double

    package init(touchId: Int, tBegin: Double) {
        self.touchId = touchId
        self.tBegin = tBegin
    }
}
