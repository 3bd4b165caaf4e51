/// The JSON type of a value, as the reader distinguishes them (json-c keeps integers and
/// doubles apart, and so does the tape).
enum JSONValueKind {
    case null, bool, integer, double, string, object, array

    /// Whether the value is a number (integers and doubles are kept apart).
    var isNumber: Bool { self == .integer || self == .double }
}
