/// One absolute axis's range as `getevent -p` prints it (`min 0, max 1079`), both inclusive.
package struct AxisRange: Sendable, Hashable {
    package var min: Int
    package var max: Int

    package init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }

    /// The number of distinct values, `max - min + 1` (Android's InputReader divides by this), in
    /// floating point so that no range overflows.
    var span: Double { Double(max) - Double(min) + 1 }
}
