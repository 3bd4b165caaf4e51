/// Which web pages may talk to the endpoint from a browser (docs/recording-endpoint.md "Browsers"):
/// an explicit list of origins (`record --allow-origin ORIGIN`), never a wildcard.
///
/// A request that carries an `Origin` header comes from a web page. Its origin must be on the list,
/// or the request is refused with 403 before its body is read and without any CORS header, so a
/// page from anywhere else can neither write a session (a `no-cors` POST to a loopback endpoint
/// without a token would otherwise store it) nor read an answer. A request without `Origin` (a
/// native client such as `HTTPUploadSink`, curl) is not a browser's and is served as before.
///
/// An allowed origin's preflight (`OPTIONS` with `Access-Control-Request-Method: POST` on one of
/// the endpoint's two paths) is answered 204 with the methods and headers the protocol uses, before
/// the token is checked (a browser never sends credentials on a preflight); every answer to an
/// allowed origin, errors included, names that origin so that the page can read it.
package struct CORSPolicy: Sendable, Hashable {
    /// The allowed origins, each in the form browsers serialize it (`http://127.0.0.1:8000`).
    package let origins: Set<String>

    /// Seconds a browser may cache a preflight's answer (`Access-Control-Max-Age`).
    package static let maximumAgeSeconds = 600

    /// The request headers a page may send: the bearer token and the chunk's type.
    package static let allowedHeaders = "Authorization, Content-Type"

    /// No origin allowed: every request with an `Origin` header is refused.
    package init() { origins = [] }

    /// The policy for `origins`, each normalized by `normalized(_:)`; the first one that is not a
    /// serialized origin is the failure.
    package static func allowing(_ origins: [String]) -> Result<CORSPolicy, InvalidOriginError> {
        var set: Set<String> = []
        for text in origins {
            guard let origin = normalized(text) else { return .failure(InvalidOriginError(text: text)) }
            set.insert(origin)
        }
        return .success(CORSPolicy(origins: set))
    }

    private init(origins: Set<String>) { self.origins = origins }

    /// An `--allow-origin` value that is not a serialized origin.
    package struct InvalidOriginError: Error, Sendable {
        package var text: String
    }

    /// `text` as a browser serializes the origin (RFC 6454 section 6.1): `http` or `https`, `://`, a
    /// host of letters, digits, dots and hyphens (or a bracketed IPv6 address), and a port only when
    /// it is not the scheme's default; lower case. Nil for anything else: a path or a trailing
    /// slash, credentials, a query, `*`, `null`, another scheme, a port out of 1...65535.
    package static func normalized(_ text: String) -> String? {
        let lower = String(text.unicodeScalars.filter { $0.isASCII }.map { Character($0) }).lowercased()
        guard lower.utf8.count == text.utf8.count, lower.utf8.count <= 253 + 16 else { return nil }
        let scheme: String
        if lower.hasPrefix("http://") {
            scheme = "http"
        } else if lower.hasPrefix("https://") {
            scheme = "https"
        } else {
            return nil
        }
        let rest = lower.dropFirst(scheme.count + 3)
        var host = Substring(rest)
        var port: Int?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            host = rest[...close]
            let inner = rest[rest.index(after: rest.startIndex)..<close]
            guard !inner.isEmpty, inner.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":"), let number = portNumber(after.dropFirst()) else { return nil }
                port = number
            }
        } else {
            if let colon = rest.firstIndex(of: ":") {
                host = rest[..<colon]
                guard let number = portNumber(rest[rest.index(after: colon)...]) else { return nil }
                port = number
            }
            guard !host.isEmpty, !host.hasPrefix("."), !host.hasPrefix("-"),
                host.allSatisfy({ ($0.isLetter && $0.isASCII) || ($0.isNumber && $0.isASCII) || $0 == "." || $0 == "-" }
                )
            else { return nil }
        }
        let defaultPort = scheme == "http" ? 80 : 443
        let portText = port.map { $0 == defaultPort ? "" : ":\($0)" } ?? ""
        return "\(scheme)://\(host)\(portText)"
    }

    /// Decimal digits without a leading zero, 1...65535.
    private static func portNumber(_ text: Substring) -> Int? {
        guard (1...5).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }), text.first != "0",
            let number = Int(text), (1...65535).contains(number)
        else { return nil }
        return number
    }

    /// What to do with a request, from its `Origin` header fields (all of them, each value as
    /// sent, empty ones included: a request with two is ambiguous, whatever they say).
    package func decide(originHeaders: [String]) -> Decision {
        guard !originHeaders.isEmpty else { return .notCrossOrigin }
        guard originHeaders.count == 1 else { return .ambiguous }
        guard origins.contains(originHeaders[0]) else { return .refused }
        return .allowed(originHeaders[0])
    }

    /// The answer to a request's `Origin`.
    package enum Decision: Sendable, Hashable {
        /// No `Origin` header: not a browser's cross-origin request; no CORS headers.
        case notCrossOrigin
        /// An allowed origin: its answers carry `Access-Control-Allow-Origin: ORIGIN`.
        case allowed(String)
        /// Any other origin, `null`, or an empty `Origin`: 403, no CORS headers.
        case refused
        /// Two `Origin` headers or more (one of them may be empty): which page sent the request
        /// cannot be told, so it is 400, no CORS headers.
        case ambiguous
    }

    /// The headers every answer to an allowed `origin` carries.
    package static func responseHeaders(origin: String) -> [(String, String)] {
        [
            ("Access-Control-Allow-Origin", origin), ("Vary", "Origin"),
            ("Access-Control-Expose-Headers", "Retry-After"),
        ]
    }

    /// The headers of an allowed preflight's 204 (`privateNetwork`: the browser asked for
    /// `Access-Control-Request-Private-Network`, sent by Chromium when a page reaches a more private
    /// address than its own, such as a LAN page reaching 127.0.0.1).
    package static func preflightHeaders(origin: String, privateNetwork: Bool) -> [(String, String)] {
        var headers = responseHeaders(origin: origin)
        headers += [
            ("Access-Control-Allow-Methods", "POST"), ("Access-Control-Allow-Headers", allowedHeaders),
            ("Access-Control-Max-Age", String(maximumAgeSeconds)),
        ]
        if privateNetwork { headers.append(("Access-Control-Allow-Private-Network", "true")) }
        return headers
    }
}
