import ArgumentParser

/// `--by scenario` and `--by device`: more of the corpus per group of traces. `device` adds summary
/// rows per device besides the overall and scenario ones (docs/analysis.md "By device"), and its
/// tables to the text and the report; `scenario` prints the text's table per scenario (the
/// scenario rows are always in `summary.csv` and `report.html`; the text shows the overall table
/// only without it, docs/reports.md "The text"). An enum so that a misspelt grouping is a usage
/// error naming the choices.
struct GroupingOptions: ParsableArguments {
    /// A way to group traces.
    enum Grouping: String, ExpressibleByArgument, CaseIterable {
        /// By `meta.scenario`: the text's per-scenario tables.
        case scenario
        /// By the recording device: `device.model` and `device.refreshHz` (`DeviceGroup`).
        case device
    }

    @Option(
        name: .customLong("by"),
        help: ArgumentHelp(
            "Also show a table per scenario, or summarize per device (model and refresh rate): rows, text and "
                + "report per device. Repeat for both.",
            valueName: "scenario|device"))
    var groupings: [Grouping] = []

    /// Whether the summary has per-device rows.
    var byDevice: Bool { groupings.contains(.device) }
    /// Whether the text prints a table per scenario.
    var byScenario: Bool { groupings.contains(.scenario) }
}
