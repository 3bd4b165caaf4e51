/// A contact began while `maximum` were down already: more than the trace format holds at once.
struct TooManyTouchesError: Error {
    var maximum: Int

    var message: String {
        "more than \(maximum) touches down at once; the trace format holds at most \(maximum) "
            + "(Android's pointer ids are 0 to 31)"
    }
}
