/// The limits of `gesturetrace record`, each answered with its own error (docs/recording-endpoint.md
/// "Limits"). Every limit holds before work is done for a request: connections are counted when
/// accepted, the token and path are checked on the request line and headers before the body is
/// read, and a body reserves its bytes before it is buffered. The defaults are this project's
/// choices, not a platform's: a chunk of 8 MiB holds about 80,000 events of ~100 bytes, far more
/// than an uploader batches; 256 open sessions cover a device farm's parallel runs; 5 minutes of
/// silence means the device or test is gone.
package struct EndpointLimits: Sendable, Hashable {
    /// The largest request body accepted (413 above it).
    package var maximumBodyBytes: Int
    /// Sessions open at once (503 for one more, with `Retry-After`).
    package var maximumOpenSessions: Int
    /// Seconds without a request after which a session is closed as unfinished (its file is kept).
    package var idleTimeout: Double
    /// Connections open at once; one more is answered 503 with `Retry-After` and closed.
    package var maximumConnections: Int
    /// Seconds a connection has to send a request's line and headers (from its start, or from the
    /// previous answer on a kept-alive connection); then it is closed.
    package var headerTimeout: Double
    /// Seconds a request has to send its whole body once its headers are in; then 408 and closed.
    package var bodyTimeout: Double
    /// The largest session, in bytes of its data file (413 for a chunk that would pass it).
    package var maximumSessionBytes: Int
    /// Request bodies held in memory by all connections together (503 with `Retry-After` for a
    /// body that does not fit now).
    package var maximumBufferedBytes: Int

    package init(
        maximumBodyBytes: Int = 8 << 20, maximumOpenSessions: Int = 256, idleTimeout: Double = 300,
        maximumConnections: Int = 256, headerTimeout: Double = 10, bodyTimeout: Double = 60,
        maximumSessionBytes: Int = 1 << 30, maximumBufferedBytes: Int = 64 << 20
    ) {
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumOpenSessions = maximumOpenSessions
        self.idleTimeout = idleTimeout
        self.maximumConnections = maximumConnections
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.maximumSessionBytes = maximumSessionBytes
        self.maximumBufferedBytes = maximumBufferedBytes
    }

    /// Descriptors kept for the process itself (standard streams, event loops, the listening
    /// socket, the data folders) when the limits are fitted to the descriptor limit.
    package static let reservedDescriptors = 32

    /// These limits lowered so that connections (one descriptor each) and open sessions (two
    /// each) fit in `descriptors` together: at most half of what is left after
    /// `reservedDescriptors` for each. Returns the limits and a sentence per lowered limit.
    package func fitted(toDescriptors descriptors: Int) -> (limits: EndpointLimits, notes: [String]) {
        var fitted = self
        var notes: [String] = []
        let available = max(4, descriptors - Self.reservedDescriptors)
        if maximumConnections > available / 2 {
            fitted.maximumConnections = max(1, available / 2)
            notes.append(
                "--max-connections lowered from \(maximumConnections) to \(fitted.maximumConnections) "
                    + "(the process may open \(descriptors) files)")
        }
        if maximumOpenSessions > available / 4 {
            fitted.maximumOpenSessions = max(1, available / 4)
            notes.append(
                "--max-open-sessions lowered from \(maximumOpenSessions) to \(fitted.maximumOpenSessions) "
                    + "(two files each; the process may open \(descriptors) files)")
        }
        return (fitted, notes)
    }
}
