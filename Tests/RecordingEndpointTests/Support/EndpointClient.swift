import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A minimal HTTP client for the tests: one POST, its status and body.
enum EndpointClient {
    struct Reply: Sendable {
        var status: Int
        var body: String
        var headers: [String: String]
    }

    static func post(
        _ url: URL, path: String, body: String = "", token: String? = nil
    ) async throws -> Reply {
        var request = URLRequest(url: url.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.timeoutInterval = 10
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let data = Data(body.utf8)
        return try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.uploadTask(with: request, from: data) { body, response, error in
                if let error { return continuation.resume(throwing: error) }
                let http = response as! HTTPURLResponse
                var headers: [String: String] = [:]
                for (key, value) in http.allHeaderFields {
                    headers["\(key)".lowercased()] = "\(value)"
                }
                continuation.resume(
                    returning: Reply(
                        status: http.statusCode, body: String(decoding: body ?? Data(), as: UTF8.self),
                        headers: headers))
            }.resume()
        }
    }
}
