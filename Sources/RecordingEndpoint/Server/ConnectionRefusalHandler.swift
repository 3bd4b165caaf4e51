import NIOCore

/// The whole pipeline of a connection over `EndpointLimits.maximumConnections`: it writes a 503
/// with `Retry-After` as soon as the connection is up and closes it, reading nothing.
final class ConnectionRefusalHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let maximumConnections: Int

    init(maximumConnections: Int) {
        self.maximumConnections = maximumConnections
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { refuse(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        refuse(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    private var refused = false

    private func refuse(_ context: ChannelHandlerContext) {
        guard !refused else { return }
        refused = true
        let body =
            EndpointResponse.error(
                503, "too many connections: \(maximumConnections) are open; retry later",
                [("maximumConnections", .integer(maximumConnections))]
            ).body
        let text =
            "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nContent-Length: "
            + "\(body.utf8.count)\r\nRetry-After: 1\r\nConnection: close\r\n\r\n" + body
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(string: text))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }
}
