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
                without serving. A listen address that is not loopback needs a token (--token or \
                \(tokenVariable)); exit 64 otherwise. Protocol and limits: docs/recording-endpoint.md.
                """
        )

        @Option(help: ArgumentHelp("The address to listen on (port 0 picks a free port).", valueName: "host:port"))
        var listen: String?

        @Option(help: "The folder for finished sessions (unfinished ones are in its .partial folder).")
        var out: String

        @Option(help: "The bearer token every request must carry (default: $\(Record.tokenVariable)).")
        var token: String?

        @Option(help: "The largest request body in bytes (413 above it).")
        var maxBodyBytes = EndpointLimits().maximumBodyBytes

        @Option(help: "Sessions open at once (503 for one more).")
        var maxOpenSessions = EndpointLimits().maximumOpenSessions

        @Option(help: "Seconds without a request after which a session is closed as unfinished.")
        var idleTimeout = EndpointLimits().idleTimeout

        @Flag(help: "Finish the unfinished sessions in DIR/.partial (cut to their acknowledged chunks) and exit.")
        var finishStale = false

        func validate() throws {
            guard finishStale != (listen != nil) else {
                throw ValidationError("give exactly one of --listen HOST:PORT and --finish-stale")
            }
            guard maxBodyBytes > 0, maxOpenSessions > 0, idleTimeout > 0 else {
                throw ValidationError("--max-body-bytes, --max-open-sessions and --idle-timeout must be positive")
            }
        }

        func run() throws {
            let limits = EndpointLimits(
                maximumBodyBytes: maxBodyBytes, maximumOpenSessions: maxOpenSessions, idleTimeout: idleTimeout)
            let store: SessionStore
            do {
                store = try SessionStore(directory: out, limits: limits)
            } catch {
                StandardStreams.errLine("\(out): cannot create the output folder: \(error)")
                throw ExitStatus.usage
            }
            if finishStale { return try finishStaleSessions(store) }
            guard let address = ListenAddress(listen ?? "") else {
                StandardStreams.errLine("--listen \(listen ?? ""): expected HOST:PORT, for example 127.0.0.1:8080")
                throw ExitStatus.usage
            }
            let token =
                token ?? ProcessInfo.processInfo.environment[Self.tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
            guard address.isLoopback || token != nil else {
                StandardStreams.errLine(
                    "--listen \(address.host): not a loopback address, so a token is required: "
                        + "give --token or set \(Self.tokenVariable)")
                throw ExitStatus.usage
            }
            let server: RecordingServer
            do {
                server = try RecordingServer(host: address.host, port: address.port, store: store, token: token)
            } catch {
                StandardStreams.errLine("--listen \(address.host):\(address.port): cannot listen: \(error)")
                throw ExitStatus.usage
            }
            let unfinished = (try? store.unfinishedSessionIDs().count) ?? 0
            StandardStreams.outLine("listening on http://\(address.host):\(server.port) writing \(out)")
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
                let verb = outcome.finished ? "finished" : "kept"
                StandardStreams.outLine("\(outcome.id).jsonl: \(verb): \(outcome.detail)")
            }
            StandardStreams.outLine(
                "\(outcomes.filter(\.finished).count) of \(outcomes.count) unfinished sessions finished")
            if outcomes.contains(where: { !$0.finished }) { throw ExitStatus.badInput }
        }
    }
}
