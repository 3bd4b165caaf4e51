/// What a gesture that does not match the current step does to a flow run, as PostHog's funnel
/// step orders (docs/flows.md "Modes"): `ordered` (the default) counts it as a wrong gesture of
/// the step and the run goes on; `strict` counts it and ends the run there (`strict-break`).
package enum FlowMode: String, Sendable, Hashable, CaseIterable {
    case ordered
    case strict
}
