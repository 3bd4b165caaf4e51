/// A problem with one field of an assertion, before it gets its `assertions[i].` prefix.
struct GateFieldProblem: Error, Hashable {
    var field: String
    var reason: String
}
