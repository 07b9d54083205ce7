import BriscolaWire
import NIOCore
import NIOExtras

/// A TCP channel speaking the protocol: frames in, messages out.
public typealias PeerChannel = NIOAsyncChannel<PeerInbound, Message>

/// Builds the protocol pipeline on a fresh channel.
enum PeerPipeline {
    static func configure(_ channel: any Channel, liveness: Liveness) throws -> PeerChannel {
        let sync = channel.pipeline.syncOperations
        try sync.addHandlers([
            IdleStateHandler(readTimeout: TimeAmount(liveness.timeout), writeTimeout: TimeAmount(liveness.heartbeat)),
            LengthFieldPrepender(lengthFieldBitLength: .thirtyTwoBits, lengthFieldEndianness: .big),
            ByteToMessageHandler(FrameDecoder()),
            MessageEncoderHandler(),
            WireInboundHandler(),
        ])
        return try PeerChannel(wrappingChannelSynchronously: channel)
    }
}

extension TimeAmount {
    /// A NIO time amount from a Swift duration.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
