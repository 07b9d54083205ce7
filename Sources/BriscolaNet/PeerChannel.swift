import BriscolaSession
import BriscolaWire
import NIOCore
import NIOExtras

/// A TCP channel speaking the protocol — frames in, messages out — and the handle through which
/// the local player's events join the same ordered stream.
public struct PeerChannel: Sendable {
    let async: NIOAsyncChannel<PeerInbound, Message>
    /// Feeds local events (a human's card, a rematch, a goodbye) into the session.
    public let local: LocalInput
}

/// Injects local events into a peer channel's inbound stream, from any thread.
public struct LocalInput: Sendable {
    let handler: NIOLoopBound<WireInboundHandler>

    /// Queues an event behind whatever the peer has already sent.
    public func send(_ event: SessionEvent) {
        let handler = self.handler
        handler.eventLoop.execute { handler.value.inject(event) }
    }
}

/// Builds the protocol pipeline on a fresh channel.
enum PeerPipeline {
    static func configure(_ channel: any Channel, liveness: Liveness) throws -> PeerChannel {
        let sync = channel.pipeline.syncOperations
        let inbound = WireInboundHandler()
        try sync.addHandlers([
            IdleStateHandler(readTimeout: TimeAmount(liveness.timeout), writeTimeout: TimeAmount(liveness.heartbeat)),
            LengthFieldPrepender(lengthFieldBitLength: .thirtyTwoBits, lengthFieldEndianness: .big),
            ByteToMessageHandler(FrameDecoder()),
            MessageEncoderHandler(),
            inbound,
        ])
        let wrapped = try NIOAsyncChannel<PeerInbound, Message>(wrappingChannelSynchronously: channel)
        return PeerChannel(async: wrapped, local: LocalInput(handler: NIOLoopBound(inbound, eventLoop: channel.eventLoop)))
    }
}

extension TimeAmount {
    /// A NIO time amount from a Swift duration.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
