import BriscolaFrames
import BriscolaSession
import BriscolaWire
import NIOCore

/// What the channel pipeline hands to the session loop: a message, a protocol violation found by
/// the decoders, a timer that fired, or the local player's wish (injected by `LocalInput`).
public enum PeerInbound: Sendable {
    case message(Message)
    case malformed(WireError)
    case readIdle
    case writeIdle
    case local(SessionEvent)
}

/// Decodes frame bodies into messages and turns decoder errors and idle timers into values, so
/// the session loop sees everything in one ordered stream.
final class WireInboundHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = PeerInbound

    /// The handler's context, for injecting local events; used on the event loop only.
    private var context: ChannelHandlerContext?

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }
    func handlerRemoved(context: ChannelHandlerContext) { self.context = nil }

    /// Puts a local event into the same ordered stream as the peer's messages. Event loop only.
    func inject(_ event: SessionEvent) {
        guard let context else { return }
        deliver(.local(event), context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let body = unwrapInboundIn(data)
        do throws(WireError) {
            context.fireChannelRead(wrapInboundOut(.message(try MessageCoding.decode(body))))
        } catch {
            context.fireChannelRead(wrapInboundOut(.malformed(error)))
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event as? IdleStateHandler.IdleStateEvent {
        case .read?: deliver(.readIdle, context)
        case .write?: deliver(.writeIdle, context)
        default: context.fireUserInboundEventTriggered(event)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let wire = error as? WireError {
            deliver(.malformed(wire), context)
        } else {
            context.fireErrorCaught(error)
        }
    }

    /// Fires a value that did not come from a socket read. The read-complete matters:
    /// NIOAsyncChannel hands buffered reads to its stream only when a read completes.
    private func deliver(_ value: PeerInbound, _ context: ChannelHandlerContext) {
        context.fireChannelRead(wrapInboundOut(value))
        context.fireChannelReadComplete()
    }
}

/// Encodes messages as JSON frame bodies; `LengthFieldPrepender` adds the length in front.
final class MessageEncoderHandler: ChannelOutboundHandler, Sendable {
    typealias OutboundIn = Message
    typealias OutboundOut = ByteBuffer

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        do {
            let body = try MessageCoding.encode(unwrapOutboundIn(data))
            context.write(wrapOutboundOut(context.channel.allocator.buffer(bytes: body)), promise: promise)
        } catch {
            promise?.fail(error)
        }
    }
}
