import NIOCore
import NIOHTTP1
import NIOPosix
import TraceModel

/// One HTTP/1 connection. Each request is admitted on its request line and headers (token, path,
/// method, id, sequence, declared size, room in the body budget) before any of its body is read;
/// the body is then gathered (up to the size limit, within the body timeout) and handed to the
/// router on the thread pool (file I/O never runs on the event loop), and the answer written when
/// the router gives it: for a stored chunk, once the group commit has synced it (`GroupCommit`),
/// without holding a thread of the pool meanwhile.
///
/// Timeouts: a connection has `headerTimeout` seconds for a request's line and headers (from its
/// start or the previous answer), then it is closed; a request has `bodyTimeout` seconds for its
/// body, then it is answered 408 and closed. No timer runs while the server works on a request.
/// A request answered before its body was read (401, 404, 413, 503, ...) has the rest of its body
/// discarded, never stored, and the connection is closed after it.
final class EndpointHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private enum State {
        /// Waiting for a request's head (the header timer runs).
        case awaitingHead
        /// Gathering the body of an admitted request (the body timer runs).
        case readingBody(EndpointRequest, keepAlive: Bool)
        /// Answered early: the rest of the request is dropped, then the connection closed.
        case discarding
        /// The router is working on the request.
        case serving
        /// An allowed preflight: answered with this once its end arrives.
        case answering(EndpointResponse, keepAlive: Bool)
    }

    private let router: EndpointRouter
    private let threadPool: NIOThreadPool
    private let budget: BodyBudget
    private let limits: EndpointLimits
    private var state = State.awaitingHead
    private var body: [UInt8] = []
    /// Bytes of `budget` this connection holds for the current body.
    private var reserved = 0
    private var timer: Scheduled<Void>?
    /// When the answer given before the body was read (`answerEarly`) has been written.
    private var earlyAnswerSent: EventLoopFuture<Void>?
    /// The CORS headers of every answer to the current request (its origin is allowed), else none.
    private var corsHeaders: [(String, String)] = []

    init(router: EndpointRouter, threadPool: NIOThreadPool, budget: BodyBudget) {
        self.router = router
        self.threadPool = threadPool
        self.budget = budget
        limits = router.store.limits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startTimer(context, seconds: limits.headerTimeout, answer: false) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startTimer(context, seconds: limits.headerTimeout, answer: false)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        releaseBody()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            guard case .awaitingHead = state else { return }
            timer?.cancel()
            admit(head, context: context)
        case .body(let buffer):
            guard case .readingBody = state else { return }
            let total = body.count + buffer.readableBytes
            if total > limits.maximumBodyBytes { return answerEarly(tooLarge, context: context, closeNow: true) }
            if total > reserved {
                guard budget.reserve(total - reserved) else { return answerEarly(busy, context: context) }
                reserved = total
            }
            body.append(contentsOf: buffer.readableBytesView)
        case .end:
            switch state {
            case .discarding:
                // Closed once the early answer is sent: it may not be yet when the request was
                // pipelined, handed on while its answer was being written.
                let channel = context.channel
                if let sent = earlyAnswerSent {
                    sent.whenComplete { _ in channel.close(promise: nil) }
                } else {
                    context.close(promise: nil)
                }
            case .readingBody(let request, let keepAlive):
                timer?.cancel()
                state = .serving
                serve(request, keepAlive: keepAlive, context: context)
            case .answering(let response, let keepAlive):
                timer?.cancel()
                answer(response, keepAlive: keepAlive, context: context)
            case .awaitingHead, .serving:
                break
            }
        }
    }

    private func admit(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        corsHeaders = []
        // Each field as sent: the canonical form would split a value at its commas and drop an
        // empty field, so that `Origin: ALLOWED` beside an empty `Origin:` would pass as one.
        switch router.cors.decide(originHeaders: head.headers["origin"]) {
        case .ambiguous:
            return answerEarly(
                .error(400, "ambiguous request: several Origin headers; a browser sends one"), context: context)
        case .refused:
            let origin = head.headers.first(name: "origin") ?? ""
            return answerEarly(
                .error(
                    403,
                    "origin \(MessageQuoting.quoted(origin, limit: 100)) is not allowed: "
                        + "start record with --allow-origin ORIGIN for the page's origin"),
                context: context)
        case .allowed(let origin):
            if head.method == .OPTIONS, let method = head.headers.first(name: "access-control-request-method") {
                return preflight(head, origin: origin, requestedMethod: method, context: context)
            }
            corsHeaders = CORSPolicy.responseHeaders(origin: origin)
        case .notCrossOrigin:
            break
        }
        let admitted = router.admit(
            method: head.method.rawValue, uri: head.uri, authorization: head.headers.first(name: "authorization"))
        let request: EndpointRequest
        switch admitted {
        case .failure(let refusal): return answerEarly(refusal.response, context: context)
        case .success(let found): request = found
        }
        let declared = head.headers.first(name: "content-length").flatMap { Int($0) } ?? 0
        if declared > limits.maximumBodyBytes { return answerEarly(tooLarge, context: context, closeNow: true) }
        guard budget.reserve(declared) else { return answerEarly(busy, context: context) }
        reserved = declared
        // Room for the declared body at once (up to 1 MiB), rather than growing it as it arrives.
        body.reserveCapacity(min(declared, 1 << 20))
        state = .readingBody(request, keepAlive: head.isKeepAlive)
        startTimer(context, seconds: limits.bodyTimeout, answer: true)
    }

    /// Answers an allowed origin's preflight: 204 with the CORS headers for a POST to one of the
    /// endpoint's paths; 403 without any for another method or path, or a preflight with a body.
    private func preflight(
        _ head: HTTPRequestHead, origin: String, requestedMethod: String, context: ChannelHandlerContext
    ) {
        let hasBody =
            head.headers.first(name: "content-length").map { $0 != "0" } ?? false
            || head.headers.contains(name: "transfer-encoding")
        guard requestedMethod == "POST", !hasBody, case .success = router.route(method: "POST", uri: head.uri) else {
            return answerEarly(
                .error(403, "preflight refused: only a POST to /v1/sessions/{id}/chunks/{sequence} or .../finish"),
                context: context)
        }
        let privateNetwork = head.headers.first(name: "access-control-request-private-network") == "true"
        state = .answering(
            .preflight(CORSPolicy.preflightHeaders(origin: origin, privateNetwork: privateNetwork)),
            keepAlive: head.isKeepAlive)
        startTimer(context, seconds: limits.headerTimeout, answer: false)
    }

    private func serve(_ request: EndpointRequest, keepAlive: Bool, context: ChannelHandlerContext) {
        let router = self.router
        let body = self.body
        self.body = []
        let promise = context.eventLoop.makePromise(of: EndpointResponse.self)
        threadPool.submit { state in
            guard case .active = state else { return promise.fail(NIOThreadPoolError.ThreadPoolInactive()) }
            router.serve(request, body: body) { response in promise.succeed(response) }
        }
        let answer = promise.futureResult
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        answer.whenComplete { result in
            let (handler, context) = bound.value
            handler.releaseBody()
            switch result {
            case .success(let response):
                handler.answer(response, keepAlive: keepAlive, context: context)
            case .failure:
                handler.write(.error(503, "the server is shutting down"), keepAlive: false, context: context)
            }
        }
    }

    /// Answers a request read whole. On a kept connection the handler waits for the next request
    /// before the answer is written: writing its end hands on, at once and within the write, the
    /// next request a client pipelined (`HTTPServerPipelineHandler` holds it until then), which
    /// must find the handler ready for it.
    private func answer(_ response: EndpointResponse, keepAlive: Bool, context: ChannelHandlerContext) {
        if keepAlive {
            state = .awaitingHead
            startTimer(context, seconds: limits.headerTimeout, answer: false)
        }
        write(response, keepAlive: keepAlive, context: context)
    }

    /// Answers before the body is read and closes the connection: at once with `closeNow`,
    /// otherwise its sending side only (the client sees the answer and the end of the stream),
    /// dropping what is left of the request until the client closes too or `earlyCloseSeconds` pass.
    /// Closing at once while the client still sends could reset the connection before the answer is
    /// read; the grace keeps that from happening to an honest client that sent a small body.
    private func answerEarly(_ response: EndpointResponse, context: ChannelHandlerContext, closeNow: Bool = false) {
        releaseBody()
        state = .discarding
        // Known before the write: writing its end may hand on the end of this very request
        // (pipelined, it waited in `HTTPServerPipelineHandler`), which closes after it.
        let sent = context.eventLoop.makePromise(of: Void.self)
        earlyAnswerSent = sent.futureResult
        write(response, keepAlive: false, context: context, closeAfter: closeNow).cascade(to: sent)
        guard !closeNow else { return }
        let channel = context.channel
        context.flush()
        channel.close(mode: .output, promise: nil)
        startTimer(context, seconds: min(limits.bodyTimeout, Self.earlyCloseSeconds), answer: false)
    }

    /// How long a connection answered early may go on sending before it is closed.
    static let earlyCloseSeconds = 2.0

    private var tooLarge: EndpointResponse {
        .error(
            413, "request body too large: the limit is \(limits.maximumBodyBytes) bytes; send smaller chunks",
            [("maximumBodyBytes", .integer(limits.maximumBodyBytes))])
    }

    private var busy: EndpointResponse {
        var response = EndpointResponse.error(
            503, "the server holds \(limits.maximumBufferedBytes) bytes of request bodies already; retry later",
            [("maximumBufferedBytes", .integer(limits.maximumBufferedBytes))])
        response.retryAfterSeconds = 1
        return response
    }

    private func releaseBody() {
        body = []
        if reserved > 0 { budget.release(reserved) }
        reserved = 0
    }

    /// Closes the connection after `seconds` (answering 408 first when `answer` and a request
    /// is being read).
    private func startTimer(_ context: ChannelHandlerContext, seconds: Double, answer: Bool) {
        timer?.cancel()
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) {
            let (handler, context) = bound.value
            handler.timer = nil
            if answer, case .readingBody = handler.state {
                handler.releaseBody()
                handler.state = .discarding
                handler.write(
                    .error(408, "request body not received within \(handler.limits.bodyTimeout) s"),
                    keepAlive: false, context: context)
            } else {
                context.close(promise: nil)
            }
        }
    }

    /// Writes `response`; without `keepAlive` it says `Connection: close`, and the connection is
    /// closed once it is sent unless `closeAfter` is false (the caller closes it later). Returns
    /// when it is sent (or failed).
    @discardableResult
    private func write(
        _ response: EndpointResponse, keepAlive: Bool, context: ChannelHandlerContext, closeAfter: Bool = true
    ) -> EventLoopFuture<Void> {
        let text = response.hasBody ? response.body : ""
        var headers = HTTPHeaders()
        if response.hasBody {
            headers.add(name: "Content-Type", value: "application/json")
            headers.add(name: "Content-Length", value: String(text.utf8.count))
        }
        for (name, value) in response.headers + corsHeaders { headers.add(name: name, value: value) }
        if let retry = response.retryAfterSeconds { headers.add(name: "Retry-After", value: String(retry)) }
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        let status = HTTPResponseStatus(statusCode: response.status)
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        if response.hasBody {
            context.write(
                wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: text)))), promise: nil)
        }
        let channel = context.channel
        let sent = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        sent.whenComplete { _ in
            if !keepAlive && closeAfter { channel.close(promise: nil) }
        }
        return sent
    }
}
