import TraceModel

/// The simulated screen of the `highlight-onboarding` scenario (docs/synthesis.md "Highlight
/// onboarding"), on the 390 x 844 pt screen of every synthesized trace: five sentences
/// (`sentence:0` ... `sentence:4`, 40 pt apart from y = 200), three colour swatches
/// (`colour:yellow`, `colour:green`, `colour:pink` at y = 600) and the memo button (`memo`, y = 740).
/// Every touch carries the `target` its down hits.
package enum OnboardingScreen {
    /// The flow the screen teaches, by step name, as `traces/flows/highlight-onboarding.flows.json` defines it.
    package static let stepNames = ["double-tap", "tip", "drag", "pick-colour", "add-memo"]
    /// How long the tip shows after the double tap (ms): the flow's timed step.
    package static let tipMs = 2000.0
    package static let colours = ["yellow", "green", "pink"]

    /// The centre of sentence `index`'s first word.
    package static func sentence(_ index: Int) -> (point: Point, target: String) {
        (Point(x: 80, y: 200 + 40 * Double(index)), "sentence:\(index)")
    }

    /// The swatch of colour `index`.
    package static func colour(_ index: Int) -> (point: Point, target: String) {
        (Point(x: 120 + 75 * Double(index), y: 600), "colour:\(colours[index])")
    }

    package static let memo = (point: Point(x: 195, y: 740), target: "memo")
}
