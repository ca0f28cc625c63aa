import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose browser hangs up while it is sent an event stream.
///
/// Hummingbird lets a client close its side of a connection and still get its answer (it allows
/// remote half-closure), which is right for a page or a file; but an event stream never ends by
/// itself, and with nothing to send nothing would notice that its page went away: its request,
/// and its subscription to the site's changes, would be kept until the next change (or the next
/// keep-alive line). Closing the connection ends the subscription at once (see `events`).
final class EventStreamHangUp: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Whether the answer being sent is an event stream.
    private var streaming = false
    /// Whether the client closed its side.
    private var hungUp = false

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            streaming = head.headerFields[.contentType]?.hasPrefix("text/event-stream") == true
            context.write(data, promise: promise)
            // The page went away before its stream began.
            if streaming && hungUp { context.close(promise: nil) }
        case .body:
            context.write(data, promise: promise)
        case .end:
            streaming = false
            context.write(data, promise: promise)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event as? ChannelEvent == .some(.inputClosed) {
            hungUp = true
            if streaming {
                context.close(promise: nil)
                return
            }
        }
        context.fireUserInboundEventTriggered(event)
    }
}
