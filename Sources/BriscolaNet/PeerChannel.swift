import BriscolaFrames
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
    /// The heartbeat interval of its liveness rule (§11): what a session's timers counted in
    /// heartbeats (`TimerSpan.heartbeats`) are measured in.
    let heartbeat: Duration

    /// Closes a channel no session will run on (the person gave up while it was connecting).
    public func close() { async.channel.close(promise: nil) }
}

/// Injects local events into a session's ordered stream of events, from any thread.
public struct LocalInput: Sendable {
    private let deliver: @Sendable (SessionEvent) -> Void

    /// Events go to `deliver` (a host's event stream, a test's queue).
    public init(_ deliver: @escaping @Sendable (SessionEvent) -> Void) { self.deliver = deliver }

    /// Events join a channel's inbound stream, behind whatever the peer has already sent.
    init(handler: NIOLoopBound<WireInboundHandler>) {
        deliver = { event in handler.eventLoop.execute { handler.value.inject(event) } }
    }

    /// Queues an event behind whatever has already arrived.
    public func send(_ event: SessionEvent) { deliver(event) }
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
        // Half-closure: a connection the host drops still gets what was written to it before its end.
        let wrapped = try NIOAsyncChannel<PeerInbound, Message>(
            wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        return PeerChannel(async: wrapped, local: LocalInput(handler: NIOLoopBound(inbound, eventLoop: channel.eventLoop)),
                           heartbeat: liveness.heartbeat)
    }
}

extension TimeAmount {
    /// A NIO time amount from a Swift duration.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
