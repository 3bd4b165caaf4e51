import ArgumentParser
import RecordingEndpoint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GestureTraceCommand {
    /// `gesturetrace record --listen HOST:PORT --out DIR`: the recording endpoint, and
    /// `gesturetrace record --finish-stale --out DIR` for sessions a crash left unfinished.
    struct Record: ParsableCommand {
        /// The environment variable read for the token when `--token` is not given.
        static let tokenVariable = "GESTURETRACE_RECORD_TOKEN"

        static let configuration = CommandConfiguration(
            commandName: "record",
            abstract: "Receive recording sessions streamed over HTTP, one trace per session.",
            discussion: """
                Serves POST /v1/sessions/ID/chunks/SEQUENCE (JSON Lines, validated, synced before the \
                2xx) and POST /v1/sessions/ID/finish (renames DIR/.partial/ID.jsonl to DIR/ID.jsonl). \
                Unfinished sessions are resumed after a restart; --finish-stale renames them into place \
                without serving. A listen address that does not resolve to loopback needs a token \
                (--token or \(tokenVariable), not empty); exit 64 otherwise. Browsers: only the pages of \
                the origins given with --allow-origin may send requests (CORS); any other Origin is \
                refused with 403. Protocol, limits and \
                threat model: docs/recording-endpoint.md.
                """
        )

        @Option(help: ArgumentHelp("The address to listen on (port 0 picks a free port).", valueName: "host:port"))
        var listen: String?

        @Option(help: "The folder for finished sessions (unfinished ones are in its .partial folder).")
        var out: String

        @Option(help: "The bearer token every request must carry (default: $\(Record.tokenVariable)).")
        var token: String?

        @Option(
            help: ArgumentHelp(
                "A web page origin allowed to upload from a browser (CORS), such as http://127.0.0.1:8000; repeatable.",
                valueName: "origin"))
        var allowOrigin: [String] = []

        @Option(help: "The largest request body in bytes (413 above it).")
        var maxBodyBytes = EndpointLimits().maximumBodyBytes

        @Option(help: "Sessions open at once (503 for one more).")
        var maxOpenSessions = EndpointLimits().maximumOpenSessions

        @Option(help: "Seconds without a request after which a session is closed as unfinished.")
        var idleTimeout = EndpointLimits().idleTimeout

        @Option(help: "Connections open at once (503 for one more; lowered to fit the descriptor limit).")
        var maxConnections = EndpointLimits().maximumConnections

        @Option(help: "Seconds a connection has to send a request's line and headers (then it is closed).")
        var headerTimeout = EndpointLimits().headerTimeout

        @Option(help: "Seconds a request has to send its body once its headers are in (then 408).")
        var bodyTimeout = EndpointLimits().bodyTimeout

        @Option(help: "The largest session in bytes (413 for a chunk that would pass it).")
        var maxSessionBytes = EndpointLimits().maximumSessionBytes

        @Option(help: "Request bodies held in memory by all connections together, in bytes (503 above it).")
        var maxBufferedBytes = EndpointLimits().maximumBufferedBytes

        @Flag(help: "Finish the unfinished sessions in DIR/.partial (cut to their acknowledged chunks) and exit.")
        var finishStale = false

        func validate() throws {
            guard finishStale != (listen != nil) else {
                throw ValidationError("give exactly one of --listen HOST:PORT and --finish-stale")
            }
            guard maxBodyBytes > 0, maxOpenSessions > 0, maxConnections > 0, maxSessionBytes > 0,
                maxBufferedBytes > 0
            else {
                throw ValidationError(
                    "--max-body-bytes, --max-open-sessions, --max-connections, --max-session-bytes and "
                        + "--max-buffered-bytes must be positive")
            }
            for (name, seconds) in [
                ("--idle-timeout", idleTimeout), ("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout),
            ] where !(seconds > 0 && seconds <= 86_400 * 365) {
                throw ValidationError("\(name) must be more than 0 and at most a year of seconds, got \(seconds)")
            }
            if let token, token.isEmpty {
                throw ValidationError("--token must not be empty: an empty token would protect nothing")
            }
            if case .failure(let bad) = CORSPolicy.allowing(allowOrigin) {
                throw ValidationError(
                    "--allow-origin \(bad.text.debugDescription): expected an origin as browsers send it, "
                        + "http(s)://HOST[:PORT] with no path, such as http://127.0.0.1:8000")
            }
            if let token, token.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value > 0x7E }) {
                throw ValidationError("--token must be printable ASCII without spaces (it is sent in a header)")
            }
        }

        func run() throws {
            let requested = EndpointLimits(
                maximumBodyBytes: maxBodyBytes, maximumOpenSessions: maxOpenSessions, idleTimeout: idleTimeout,
                maximumConnections: maxConnections, headerTimeout: headerTimeout, bodyTimeout: bodyTimeout,
                maximumSessionBytes: maxSessionBytes, maximumBufferedBytes: maxBufferedBytes)
            let (limits, notes) =
                finishStale ? (requested, []) : requested.fitted(toDescriptors: DescriptorLimit.raised())
            let store: SessionStore
            do {
                store = try SessionStore(directory: out, limits: limits)
            } catch {
                throw CommandLineError.usage("\(out): cannot create the output folder: \(error)")
            }
            if finishStale { return try finishStaleSessions(store) }
            guard let address = ListenAddress(listen ?? "") else {
                throw CommandLineError.usage("--listen \(listen ?? ""): expected HOST:PORT, for example 127.0.0.1:8080")
            }
            guard let resolved = address.resolve() else {
                throw CommandLineError.usage("--listen \(address.host): the host does not resolve to an address")
            }
            let token =
                token ?? ProcessInfo.processInfo.environment[Self.tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
            guard resolved.isLoopback || token != nil else {
                throw CommandLineError.usage(
                    "--listen \(address.host): not a loopback address (it resolves to \(resolved.numericHost)), "
                        + "so a token is required: give --token or set \(Self.tokenVariable)")
            }
            let server: RecordingServer
            do {
                server = try RecordingServer(
                    host: resolved.numericHost, port: address.port, store: store, token: token,
                    cors: (try? CORSPolicy.allowing(allowOrigin).get()) ?? CORSPolicy())
            } catch {
                throw CommandLineError.usage("--listen \(address.host):\(address.port): cannot listen: \(error)")
            }
            for note in notes { StandardStreams.errLine("record: \(note)") }
            let unfinished = (try? store.unfinishedSessionIDs().count) ?? 0
            StandardStreams.outLine("listening on http://\(resolved.url(port: server.port)) writing \(out)")
            if unfinished > 0 {
                StandardStreams.outLine(
                    "\(unfinished) unfinished sessions in \(store.partialDirectory) resume on request")
            }
            StandardStreams.flush()
            try server.waitUntilClosed()
        }

        private func finishStaleSessions(_ store: SessionStore) throws {
            let outcomes = try store.finishStale()
            for outcome in outcomes {
                StandardStreams.outLine("\(outcome.id).jsonl: \(outcome.action.rawValue): \(outcome.detail)")
            }
            StandardStreams.outLine(
                "\(outcomes.filter(\.finished).count) of \(outcomes.count) unfinished sessions finished")
            if outcomes.contains(where: { $0.action == .kept }) { throw CommandLineError.listed(ExitStatus.badInput) }
        }
    }
}
