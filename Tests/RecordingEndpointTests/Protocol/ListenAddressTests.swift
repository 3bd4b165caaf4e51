import Testing

@testable import gesturetrace

/// Loopback is decided on the address a `--listen` host resolves to (what the server binds), not
/// on how the host is spelled.
@Suite("record --listen: loopback by resolved address")
struct ListenAddressTests {
    @Test(
        "loopback hosts", arguments: ["127.0.0.1", "127.1", "127.200.3.4", "::1", "localhost", "::ffff:127.0.0.1"])
    func loopback(host: String) throws {
        let resolved = try #require(ListenAddress("[\(host)]:0")?.resolve())
        #expect(resolved.isLoopback)
    }

    @Test("hosts that are not loopback", arguments: ["0.0.0.0", "::", "10.0.0.1", "::ffff:10.0.0.1"])
    func notLoopback(host: String) throws {
        let resolved = try #require(ListenAddress("[\(host)]:0")?.resolve())
        #expect(!resolved.isLoopback)
    }
}
