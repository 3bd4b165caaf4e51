/// What a request asks for, known from its request line alone: checked (token, path, method,
/// session id, sequence) before any of its body is read.
enum EndpointRequest: Sendable, Hashable {
    /// `POST /v1/sessions/ID/chunks/SEQUENCE`.
    case chunk(session: String, sequence: Int)
    /// `POST /v1/sessions/ID/finish`.
    case finish(session: String)

    /// A chunk's sequence as the protocol writes it: decimal digits, no sign, no leading zero
    /// (`0`, `1`, `42`; not `+2`, `-0`, `007`), at most 18 digits.
    static func sequence(_ text: String) -> Int? {
        let digits = Array(text.utf8)
        guard (1...18).contains(digits.count), digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            digits.count == 1 || digits[0] != 0x30
        else { return nil }
        return Int(text)
    }
}
