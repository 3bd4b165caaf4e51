import ArgumentParser

/// `--by device`: summary rows per group of traces besides the overall and scenario ones
/// (docs/analysis.md "By device"). One grouping today; an enum so that another is a case, not a
/// string, and a misspelt one is a usage error naming the choices.
struct GroupingOptions: ParsableArguments {
    /// A way to group traces in the summary.
    enum Grouping: String, ExpressibleByArgument, CaseIterable {
        /// By the recording device: `device.model` and `device.refreshHz` (`DeviceGroup`).
        case device
    }

    @Option(
        name: .customLong("by"),
        help: ArgumentHelp(
            "Also summarize per device (model and refresh rate): rows, text and report per device.",
            valueName: "device"))
    var groupings: [Grouping] = []

    /// Whether the summary has per-device rows.
    var byDevice: Bool { groupings.contains(.device) }
}
