import NIOCore
import NIOHTTP1
import NIOPosix

/// One HTTP/1 connection: gathers a request's body (up to the size limit), hands the request to
/// the router on the thread pool (file I/O never runs on the event loop) and writes the answer.
final class EndpointHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let router: EndpointRouter
    private let threadPool: NIOThreadPool
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    /// Set once a request is answered early (body too large): its remaining parts are ignored.
    private var discarding = false

    init(router: EndpointRouter, threadPool: NIOThreadPool) {
        self.router = router
        self.threadPool = threadPool
    }

    private var maximumBodyBytes: Int { router.store.limits.maximumBodyBytes }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
            body.removeAll(keepingCapacity: true)
            discarding = false
            if let length = requestHead.headers.first(name: "content-length").flatMap(Int.init),
                length > maximumBodyBytes
            {
                tooLarge(context)
            }
        case .body(let buffer):
            guard !discarding else { return }
            if body.count + buffer.readableBytes > maximumBodyBytes {
                tooLarge(context)
                return
            }
            body.append(contentsOf: buffer.readableBytesView)
        case .end:
            guard !discarding, let head else { return }
            self.head = nil
            let router = self.router
            let request = (method: head.method.rawValue, uri: head.uri, body: body)
            let authorization = head.headers.first(name: "authorization")
            body = []
            let answer = threadPool.runIfActive(eventLoop: context.eventLoop) {
                router.respond(
                    method: request.method, uri: request.uri, authorization: authorization, body: request.body)
            }
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            answer.whenComplete { result in
                let (handler, context) = bound.value
                switch result {
                case .success(let response): handler.write(response, keepAlive: head.isKeepAlive, context: context)
                case .failure:
                    handler.write(.error(503, "the server is shutting down"), keepAlive: false, context: context)
                }
            }
        }
    }

    private func tooLarge(_ context: ChannelHandlerContext) {
        discarding = true
        body = []
        head = nil
        write(
            .error(
                413, "request body too large: the limit is \(maximumBodyBytes) bytes; send smaller chunks",
                [("maximumBodyBytes", .integer(maximumBodyBytes))]),
            keepAlive: false, context: context)
    }

    private func write(_ response: EndpointResponse, keepAlive: Bool, context: ChannelHandlerContext) {
        let text = response.body
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json")
        headers.add(name: "Content-Length", value: String(text.utf8.count))
        if let retry = response.retryAfterSeconds { headers.add(name: "Retry-After", value: String(retry)) }
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        let status = HTTPResponseStatus(statusCode: response.status)
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: text)))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { channel.close(promise: nil) }
        }
    }
}
