import NIOCore
import NIOHTTP1
import NIOPosix
import TraceModel

/// `gesturetrace record`'s HTTP server (SwiftNIO's HTTP/1 server): binds, serves the endpoint of
/// docs/recording-endpoint.md into a `SessionStore`, and closes idle sessions periodically.
///
/// The store's `EndpointLimits` are enforced here before any work: connections are counted as
/// they are accepted (`ConnectionGate`), request bodies reserve their bytes in a shared
/// `BodyBudget`, and each connection's handler runs the header and body timeouts.
package final class RecordingServer: @unchecked Sendable {
    package let store: SessionStore
    /// The port actually bound (useful when started on port 0).
    package let port: Int
    private let group: MultiThreadedEventLoopGroup
    private let threadPool: NIOThreadPool
    private let channel: Channel
    private let idleSweep: RepeatedTask
    private let gate: ConnectionGate
    private let closing = ThreadLock()
    private var closed = false
    private let budget: BodyBudget

    /// Connections open now.
    package var connectionCount: Int { gate.count }
    /// Request body bytes held in memory now.
    package var bufferedBytes: Int { budget.inUse }

    /// Binds `host:port` (port 0 picks a free one) and starts serving `store`. `token`, when set,
    /// is required on every request as `Authorization: Bearer TOKEN`; `cors` says which web pages
    /// may send requests from a browser (none by default).
    package init(
        host: String, port: Int, store: SessionStore, token: String?, cors: CORSPolicy = CORSPolicy(),
        threads: Int = 2
    ) throws {
        self.store = store
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, threads))
        let threadPool = NIOThreadPool(numberOfThreads: max(2, threads))
        threadPool.start()
        var configured = EndpointRouter(store: store, token: token)
        configured.cors = cors
        let router = configured
        let gate = ConnectionGate(capacity: store.limits.maximumConnections)
        let budget = BodyBudget(capacity: store.limits.maximumBufferedBytes)
        self.gate = gate
        self.budget = budget
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    guard gate.enter() else {
                        try channel.pipeline.syncOperations.addHandler(
                            ConnectionRefusalHandler(maximumConnections: gate.capacity))
                        return
                    }
                    channel.closeFuture.whenComplete { _ in gate.leave() }
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(
                        EndpointHTTPHandler(router: router, threadPool: threadPool, budget: budget))
                }
            }
        do {
            channel = try bootstrap.bind(host: host, port: port).wait()
        } catch {
            try? threadPool.syncShutdownGracefully()
            try? group.syncShutdownGracefully()
            throw error
        }
        self.group = group
        self.threadPool = threadPool
        self.port = channel.localAddress?.port ?? port
        let sweepEvery = TimeAmount.milliseconds(Int64(max(10, min(store.limits.idleTimeout * 250, 10_000))))
        idleSweep = group.next().scheduleRepeatedTask(initialDelay: sweepEvery, delay: sweepEvery) { _ in
            _ = threadPool.runIfActive(eventLoop: group.next()) { store.closeIdleSessions() }
        }
    }

    /// Blocks until the server is closed.
    package func waitUntilClosed() throws {
        try channel.closeFuture.wait()
    }

    /// Stops listening, closes the open sessions (their files stay unfinished) and the threads.
    /// Calling it again does nothing.
    package func close() throws {
        guard
            closing.withLock({ () -> Bool in
                defer { closed = true }
                return !closed
            })
        else { return }
        idleSweep.cancel()
        try? channel.close().wait()
        try threadPool.syncShutdownGracefully()
        store.closeAll()
        try group.syncShutdownGracefully()
    }
}
