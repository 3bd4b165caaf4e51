import Foundation
import Testing
import _TestSupport

@testable import RecordingEndpoint

/// The router's error bodies quote what the client sent (`MessageQuoting`): a crafted path never
/// carries raw control characters back to a terminal or a log.
@Suite("Recording endpoint router: request text in error bodies")
struct EndpointRouterTests {
    func error(method: String = "POST", _ uri: String) throws -> (Int, String?) {
        let directory = try TestPaths.temporaryDirectory("endpoint-router")
        defer { try? FileManager.default.removeItem(at: directory) }
        let router = EndpointRouter(store: try SessionStore(directory: directory.path), token: nil)
        let response = router.respond(method: method, uri: uri, authorization: nil, body: [])
        guard case .text(let message)? = response.members.first(where: { $0.0 == "error" })?.1 else {
            return (response.status, nil)
        }
        return (response.status, message)
    }

    @Test("a bad session id, a bad sequence, an unknown path and a method are quoted with escapes")
    func quoted() throws {
        #expect(
            try error("/v1/sessions/a\u{1B}[2J/chunks/0")
                == (400, #"bad session id "a\u001B[2J": expected "# + SessionID.expectation))
        #expect(
            try error("/v1/sessions/ok/chunks/1\u{202E}")
                == (
                    400,
                    #"bad sequence "1\u202E": expected a whole number from 0 (decimal digits, no sign or leading zero)"#
                ))
        #expect(
            try error("/v2/\u{1B}]0;x\u{07}/a/b")
                == (
                    404,
                    #"unknown path "/v2/\u001B]0;x\u0007/a/b": expected "#
                        + "/v1/sessions/{id}/chunks/{sequence} or /v1/sessions/{id}/finish"
                ))
        #expect(
            try error(method: "GET", "/v1/sessions/ok/finish")
                == (405, #""GET /v1/sessions/ok/finish": only POST is accepted"#))
    }
}
