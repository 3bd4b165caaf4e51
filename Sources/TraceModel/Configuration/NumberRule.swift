/// What a numeric configuration field accepts, and how its message words the expectation.
public struct NumberRule: Sendable {
    /// `a positive number of seconds`.
    public let expected: String
    public let accepts: @Sendable (Double) -> Bool

    public init(expected: String, accepts: @escaping @Sendable (Double) -> Bool) {
        self.expected = expected
        self.accepts = accepts
    }

    /// A finite number above 0: `a positive WHAT`.
    public static func positive(_ what: String) -> NumberRule {
        NumberRule(expected: "a positive \(what)") { $0.isFinite && $0 > 0 }
    }

    /// A finite number 0 or above: `a non-negative WHAT`.
    public static func nonNegative(_ what: String) -> NumberRule {
        NumberRule(expected: "a non-negative \(what)") { $0.isFinite && $0 >= 0 }
    }

    /// 0 to 1, both included.
    public static let unitInterval = NumberRule(expected: "a number from 0 to 1") { (0...1).contains($0) }
    /// Above 0 and below 1.
    public static let openUnitInterval = NumberRule(expected: "a number greater than 0 and less than 1") {
        $0 > 0 && $0 < 1
    }
}
