/// What a summary row covers: the whole corpus, one scenario (`meta.scenario` of the traces'
/// headers), or one trace (its path as given); with `--flows`, one flow's runs (`flow`) or one
/// step of them (`flow_step`, value `FLOW/STEP`; docs/flows.md); with `--by device`, one device
/// (`device`, value its `DeviceGroup.label`; docs/analysis.md "By device").
package enum SummaryScope: Sendable, Hashable, Comparable {
    case overall
    case scenario(String)
    case trace(String)
    case flow(String)
    case flowStep(flow: String, step: String)
    case device(String)

    /// The `scope` column: `overall`, `scenario`, `trace`, `flow`, `flow_step` or `device`.
    package var kind: String {
        switch self {
        case .overall: "overall"
        case .scenario: "scenario"
        case .trace: "trace"
        case .flow: "flow"
        case .flowStep: "flow_step"
        case .device: "device"
        }
    }

    /// The `scope_value` column: the scenario name, trace path, flow name, `FLOW/STEP` or device
    /// label; empty for `overall`.
    package var value: String {
        switch self {
        case .overall: ""
        case .scenario(let name): name
        case .trace(let path): path
        case .flow(let name): name
        case .flowStep(let flow, let step): flow + "/" + step
        case .device(let label): label
        }
    }

    /// Parses the two columns back (for baselines); nil for an unknown kind.
    package init?(kind: String, value: String) {
        switch kind {
        case "overall": self = .overall
        case "scenario": self = .scenario(value)
        case "trace": self = .trace(value)
        case "flow": self = .flow(value)
        case "device": self = .device(value)
        case "flow_step":
            // A flow name never contains "/" (`Flow.name`), so the first one separates the step.
            guard let slash = value.firstIndex(of: "/") else { return nil }
            self = .flowStep(flow: String(value[..<slash]), step: String(value[value.index(after: slash)...]))
        default: return nil
        }
    }
}
