/// The limits of `gesturetrace record`, each answered with its own error (docs/recording-endpoint.md
/// "Limits"). The defaults are this project's choices, not a platform's: a chunk of 8 MiB holds
/// about 80,000 events of ~100 bytes, far more than an uploader batches; 256 open sessions cover a
/// device farm's parallel runs; 5 minutes of silence means the device or test is gone.
package struct EndpointLimits: Sendable, Hashable {
    /// The largest request body accepted (413 above it).
    package var maximumBodyBytes: Int
    /// Sessions open at once (503 for one more, with `Retry-After`).
    package var maximumOpenSessions: Int
    /// Seconds without a request after which a session is closed as unfinished (its file is kept).
    package var idleTimeout: Double

    package init(maximumBodyBytes: Int = 8 << 20, maximumOpenSessions: Int = 256, idleTimeout: Double = 300) {
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumOpenSessions = maximumOpenSessions
        self.idleTimeout = idleTimeout
    }
}
