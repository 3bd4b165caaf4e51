import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection to the endpoint, for requests no HTTP client sends: half-sent headers,
/// a body promised and never sent, many idle connections at once.
final class RawConnection {
    private(set) var descriptor: Int32

    /// Connects to 127.0.0.1:`port`; `receiveTimeout` bounds each read.
    init(port: Int, receiveTimeout: Double = 10) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawConnectionError.failed("socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            _ = Glibc.close(descriptor)
            throw RawConnectionError.failed("connect")
        }
        var timeout = timeval(
            tv_sec: Int(receiveTimeout), tv_usec: Int(receiveTimeout.truncatingRemainder(dividingBy: 1) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close() }

    func close() {
        if descriptor >= 0 {
            _ = Glibc.close(descriptor)
            descriptor = -1
        }
    }

    /// Sends `text` whole (false when the peer has closed).
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    /// What the server sends until it closes the connection or the receive timeout passes, and
    /// whether it closed.
    func receiveAll() -> (text: String, closed: Bool) {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
            if n == 0 { return (String(decoding: data, as: UTF8.self), true) }
            if n < 0 {
                if errno == ECONNRESET { return (String(decoding: data, as: UTF8.self), true) }
                return (String(decoding: data, as: UTF8.self), false)
            }
            data += buffer[..<n]
        }
    }

    /// One response: its head and as many body bytes as its `Content-Length` says (or what came
    /// before the connection closed or the receive timeout passed).
    func receiveResponse() -> String {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let text = String(decoding: data, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let head = text[..<end.lowerBound].lowercased()
                let length = head.range(of: "content-length: ").flatMap {
                    Int(head[$0.upperBound...].prefix { $0.isNumber })
                }
                if text.utf8.count - text[..<end.upperBound].utf8.count >= length ?? 0 { return text }
            }
            let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
            if n <= 0 { return text }
            data += buffer[..<n]
        }
    }

    /// The status code of the first response in `text`, if any (`HTTP/1.1 401 ...`).
    static func status(_ text: String) -> Int? {
        guard text.hasPrefix("HTTP/1.1 ") else { return nil }
        return Int(text.dropFirst(9).prefix(3))
    }
}

enum RawConnectionError: Error {
    case failed(String)
}
