/// When a flow run starts (docs/flows.md "Runs"):
///
/// - `trace` (the default): the screen shows the flow from the trace's first event, so every
///   trace has exactly one run and step 1 is current from that event (a wrong gesture before the
///   first matching one is a wrong gesture of step 1: a single tap where a double tap was asked);
/// - `first-match`: as a product-analytics funnel, a run starts at the first gesture matching
///   step 1 (its down), which completes step 1 at its end; once a run has ended (completed, broken
///   or out of its window) the next gesture matching step 1 starts a new run.
package enum FlowStart: String, Sendable, Hashable, CaseIterable {
    case trace
    case firstMatch = "first-match"
}
