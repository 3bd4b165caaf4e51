import TraceModel

/// The device a trace was recorded on, as `--by device` groups traces (docs/analysis.md "By
/// device"): the header's `device.model` and its display refresh rate (`device.refreshHz`).
///
/// The refresh rate is part of the group because it changes what a user sees of the same app on
/// the same model: a 120 Hz panel shows a late frame for half as long as a 60 Hz one, and
/// Macrobenchmark and Play Console report frame figures per device and refresh rate for the same
/// reason. A header without a model groups as `unknown model`; one without `refreshHz` as 60 Hz,
/// the rate the replay assumes for it (`DeviceInfo.defaultRefreshHz`).
package struct DeviceGroup: Sendable, Hashable, Comparable {
    /// `device.model`; nil when the header does not say.
    package var model: String?
    /// `device.refreshHz`.
    package var refreshHz: Double

    package init(model: String?, refreshHz: Double) {
        self.model = model
        self.refreshHz = refreshHz
    }

    /// The group of a trace recorded on `device`.
    package init(_ device: DeviceInfo) {
        self.init(model: device.model, refreshHz: device.refreshHz)
    }

    /// What the label says for a header without a model.
    package static let unknownModel = "unknown model"

    /// `Pixel 7 @ 120 Hz`, `iPhone15,2 @ 60 Hz`, `unknown model @ 59.94 Hz`: the `scope_value` of
    /// a device row in `summary.csv`, the text's section title and what a gate's `device` names
    /// (` @ `, not a comma: Apple's model identifiers hold one). The rate has at most two
    /// decimals, trailing zeros dropped; two groups with one label are one group.
    package var label: String {
        var rate = FixedDecimal.format(refreshHz, decimals: 2)
        while rate.hasSuffix("0") { rate.removeLast() }
        if rate.hasSuffix(".") { rate.removeLast() }
        return "\(model ?? Self.unknownModel) @ \(rate) Hz"
    }

    /// By label, so the sections, rows and report follow one order whatever the input order.
    package static func < (lhs: DeviceGroup, rhs: DeviceGroup) -> Bool {
        lhs.label.utf8.lexicographicallyPrecedes(rhs.label.utf8)
    }
}
