/// A request the store answers without reaching a session (the answer says why).
struct Refusal: Error {
    var response: EndpointResponse
}
