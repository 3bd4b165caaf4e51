#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `--listen HOST:PORT` value (`[::1]:PORT` for IPv6), resolved to the numeric address the
/// server binds.
///
/// Whether the server is reachable only from this machine is decided on that resolved address,
/// never on how the host is spelled: `127.0.0.1`, `::1` or a name resolving to one of them is
/// loopback; `127.evil.example` resolving elsewhere, `0.0.0.0` and `::` are not.
struct ListenAddress {
    var host: String
    var port: Int

    init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
            (0...65535).contains(port)
        else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { return nil }
        self.host = host
        self.port = port
    }

    /// One address `host` resolves to, as the server will bind it.
    struct Resolved {
        /// The numeric address (`127.0.0.1`, `::1`), which the server binds as it is.
        var numericHost: String
        /// Whether it is a loopback address (`127.0.0.0/8`, `::1`, or `::ffff:127.x.x.x`).
        var isLoopback: Bool
        /// `HOST:PORT` for a URL (`[::1]:PORT` for IPv6).
        func url(port: Int) -> String {
            numericHost.contains(":") ? "[\(numericHost)]:\(port)" : "\(numericHost):\(port)"
        }
    }

    /// The first address `host` resolves to (getaddrinfo's order, as a server binding the name
    /// would take), or nil when it resolves to none.
    func resolve() -> Resolved? {
        var hints = addrinfo()
        #if os(Linux)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return nil }
        defer { freeaddrinfo(list) }
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let info = node {
            if let resolved = Self.describe(info.pointee) { return resolved }
            node = info.pointee.ai_next
        }
        return nil
    }

    private static func describe(_ info: addrinfo) -> Resolved? {
        guard let address = info.ai_addr else { return nil }
        var name = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        guard getnameinfo(address, info.ai_addrlen, &name, socklen_t(name.count), nil, 0, NI_NUMERICHOST) == 0
        else { return nil }
        let numeric = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            let ipv4 = UnsafeRawPointer(address).assumingMemoryBound(to: sockaddr_in.self).pointee
            let first = UInt32(bigEndian: ipv4.sin_addr.s_addr) >> 24
            return Resolved(numericHost: numeric, isLoopback: first == 127)
        case AF_INET6:
            let ipv6 = UnsafeRawPointer(address).assumingMemoryBound(to: sockaddr_in6.self).pointee
            let bytes = withUnsafeBytes(of: ipv6.sin6_addr) { Array($0) }
            let loopback = bytes == [UInt8](repeating: 0, count: 15) + [1]
            let mapped = bytes.prefix(12) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] && bytes[12] == 127
            return Resolved(numericHost: numeric, isLoopback: loopback || mapped)
        default:
            return nil
        }
    }
}
