/// Typed, validating access to the fields of one JSON object (an event, the header, or an object
/// inside the header), producing the messages of format v1's errors:
///
/// - `touch event: missing required field "x" (expected a number)`
/// - `touch event: field "x": expected a number, found a string "12"`
/// - `touch event: field "phase": expected one of ..., found "jump"`
/// - `touch event: field "x": expected a finite number, found NaN`
///
/// An optional field given as `null` counts as absent; a required one given as `null` is a wrong
/// type. Keys are literals, looked up without creating Swift strings.
struct FieldReader<Value: JSONReadableValue> {
    let object: Value
    /// What the object is, starting every message: `touch event`, `header`.
    let subject: String
    /// Prefix of field names in messages (`device.` inside the header's device object).
    let namePrefix: String
    /// Prefix of field paths in diagnostics (`header.`, `header.device.`).
    let pathPrefix: String

    init(_ object: Value, subject: String, namePrefix: String = "", pathPrefix: String = "") {
        self.object = object
        self.subject = subject
        self.namePrefix = namePrefix
        self.pathPrefix = pathPrefix
    }

    /// A reader for the object member `key`, or nil when it is absent or null.
    func nested(_ key: StaticString) throws(FieldError) -> FieldReader? {
        guard let value = present(key) else { return nil }
        guard value.kind == .object else { throw wrongType(key, value, expected: "an object") }
        return FieldReader(
            value, subject: subject, namePrefix: "\(namePrefix)\(key).", pathPrefix: "\(pathPrefix)\(key).")
    }

    // MARK: Problems

    func path(_ key: StaticString) -> String { "\(pathPrefix)\(key)" }

    func missing(_ key: StaticString, expected: String) -> FieldError {
        FieldError(
            .missingField, field: path(key),
            "\(subject): missing required field \"\(namePrefix)\(key)\" (expected \(expected))")
    }

    func wrongType(_ key: StaticString, _ value: Value, expected: String) -> FieldError {
        FieldError(
            .wrongType, field: path(key),
            "\(subject): field \"\(namePrefix)\(key)\": expected \(expected), found \(value.typedForMessage)")
    }

    func invalid(
        _ key: StaticString, _ value: Value, expected: String,
        kind: TraceProblemKind = .invalidValue
    ) -> FieldError {
        FieldError(
            kind, field: path(key),
            "\(subject): field \"\(namePrefix)\(key)\": expected \(expected), found \(value.quotedForMessage)")
    }

    /// `value` when it is nil or within `range`; otherwise an `outOfRange` problem naming the
    /// field and the range (`TraceLimits`), with `unit` after the bounds (`" ms"`, `" Hz"`).
    @inline(__always)
    func within(
        _ range: ClosedRange<Double>, _ key: StaticString, _ value: Double?, unit: String = ""
    ) throws(FieldError) -> Double? {
        guard let value, !range.contains(value) else { return value }
        throw outOfRange(key, value, range, unit: unit)
    }

    func outOfRange(_ key: StaticString, _ value: Double, _ range: ClosedRange<Double>, unit: String) -> FieldError {
        FieldError(
            .outOfRange, field: path(key),
            "\(subject): field \"\(namePrefix)\(key)\": expected a number from \(numberText(range.lowerBound)) to "
                + "\(numberText(range.upperBound))\(unit), found \(numberText(value))")
    }

    /// The range -bound...bound.
    static func symmetric(_ bound: Double) -> ClosedRange<Double> { -bound...bound }

    // MARK: Values

    // Each accessor exists twice: by key (looked up in `object`), and with the member already
    // found (`EventMembers`), where `member` is nil when the key is absent.

    /// The member, or nil when absent or `null`.
    @inline(__always)
    func present(_ key: StaticString) -> Value? { nonNull(object.member(key)) }

    @inline(__always)
    private func nonNull(_ member: Value?) -> Value? {
        guard let member, !member.isNull else { return nil }
        return member
    }

    /// The problem for a required member that is absent, or `null`.
    private func absent(_ key: StaticString, _ member: Value?, expected: String) -> FieldError {
        member == nil ? missing(key, expected: expected) : wrongType(key, Value.null, expected: expected)
    }

    func number(_ key: StaticString) throws(FieldError) -> Double? { try number(key, object.member(key)) }

    /// A finite number, or nil when absent.
    @inline(__always)
    func number(_ key: StaticString, _ member: Value?) throws(FieldError) -> Double? {
        guard let value = nonNull(member) else { return nil }
        guard value.kind.isNumber else { throw wrongType(key, value, expected: "a number") }
        let number = value.double
        guard number.isFinite else { throw invalid(key, value, expected: "a finite number", kind: .notFinite) }
        return number
    }

    func requiredNumber(_ key: StaticString) throws(FieldError) -> Double {
        try requiredNumber(key, object.member(key))
    }

    @inline(__always)
    func requiredNumber(_ key: StaticString, _ member: Value?) throws(FieldError) -> Double {
        guard let number = try number(key, member) else { throw absent(key, member, expected: "a number") }
        return number
    }

    /// A finite number greater than zero, or nil when absent.
    func positiveNumber(_ key: StaticString) throws(FieldError) -> Double? {
        let member = object.member(key)
        guard let value = nonNull(member), let number = try number(key, member) else { return nil }
        guard number > 0 else { throw invalid(key, value, expected: "a positive number") }
        return number
    }

    func requiredInteger(_ key: StaticString) throws(FieldError) -> Int {
        try requiredInteger(key, object.member(key))
    }

    /// An integer in Int's range (an integral number written with a fraction, like `3.0`, is
    /// accepted). json-c saturates integers outside Int64's range, so both bounds count as
    /// overflow, unless json-c's unsigned reading shows 2^63-1 was exact.
    @inline(__always)
    func requiredInteger(_ key: StaticString, _ member: Value?) throws(FieldError) -> Int {
        guard let value = nonNull(member) else { throw absent(key, member, expected: "an integer") }
        switch value.kind {
        case .integer:
            let n = value.int64
            if n == Int64.min || (n == Int64.max && value.uint64 != UInt64(Int64.max)) {
                throw invalid(key, value, expected: "an integer between \(-Int64.max) and \(Int64.max)")
            }
            return Int(n)
        case .double:
            let d = value.double
            guard d.isFinite else { throw invalid(key, value, expected: "a finite integer", kind: .notFinite) }
            guard d == d.rounded() else { throw invalid(key, value, expected: "an integer") }
            guard abs(d) < 9_223_372_036_854_775_808.0 else {
                throw invalid(key, value, expected: "an integer between \(-Int64.max) and \(Int64.max)")
            }
            return Int(d)
        default:
            throw wrongType(key, value, expected: "an integer")
        }
    }

    func string(_ key: StaticString) throws(FieldError) -> String? { try string(key, object.member(key)) }

    /// A string, or nil when absent.
    @inline(__always)
    func string(_ key: StaticString, _ member: Value?) throws(FieldError) -> String? {
        guard let value = nonNull(member) else { return nil }
        guard value.kind == .string else { throw wrongType(key, value, expected: "a string") }
        return value.string
    }

    func requiredString(_ key: StaticString) throws(FieldError) -> String {
        try requiredString(key, object.member(key))
    }

    func requiredString(_ key: StaticString, _ member: Value?) throws(FieldError) -> String {
        guard let s = try string(key, member) else { throw absent(key, member, expected: "a string") }
        return s
    }

    /// A boolean, or nil when absent.
    @inline(__always)
    func bool(_ key: StaticString, _ member: Value?) throws(FieldError) -> Bool? {
        guard let value = nonNull(member) else { return nil }
        guard value.kind == .bool else { throw wrongType(key, value, expected: "true or false") }
        return value.bool
    }

    func choice<T>(_ key: StaticString, _ choices: [(StaticString, T)], expected: String) throws(FieldError) -> T? {
        try choice(key, object.member(key), choices, expected: expected)
    }

    /// One of the named values (`choices`, compared as bytes), or nil when absent.
    @inline(__always)
    func choice<T>(
        _ key: StaticString, _ member: Value?, _ choices: [(StaticString, T)],
        expected: String
    ) throws(FieldError) -> T? {
        guard let value = nonNull(member) else { return nil }
        guard value.kind == .string else { throw wrongType(key, value, expected: expected) }
        for (name, result) in choices where value.stringEquals(name) { return result }
        throw invalid(key, value, expected: expected)
    }

    @inline(__always)
    func requiredChoice<T>(
        _ key: StaticString, _ member: Value?, _ choices: [(StaticString, T)],
        expected: String
    ) throws(FieldError) -> T {
        guard let result = try choice(key, member, choices, expected: expected) else {
            throw absent(key, member, expected: expected)
        }
        return result
    }
}
