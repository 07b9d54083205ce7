import NIOCore
import NIOExtras
import NIOPosix

/// Pairing and sync over TCP: frames of a 4-byte big-endian length and a body (at most
/// `SyncCoding.maxFrame`), on NIO's event loops; a connection silent for `idle` is closed.
public enum SyncNet {
    /// How long a connection may stay silent before it is given up.
    public static let idle = TimeAmount.seconds(60)

    /// Connects to `host`:`port` and runs `body` over the connection, closing it after.
    public static func connect<R: Sendable>(host: String, port: Int, _ body: (TCPFrameLink) async throws -> R) async throws -> R {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .connectTimeout(.seconds(10))
            .connect(host: host, port: port) { channel in channel.eventLoop.makeCompletedFuture { try configure(channel) } }
        return try await channel.executeThenClose { inbound, outbound in
            try await body(TCPFrameLink(inbound: inbound, outbound: outbound))
        }
    }

    /// A listening socket on `host`:`port` (0: any free port), its connections ready to run.
    public static func listen(host: String, port: Int) async throws -> SyncListener {
        try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .bind(host: host, port: port) { channel in channel.eventLoop.makeCompletedFuture { try configure(channel) } }
    }

    /// The port a listener took.
    public static func port(of listener: SyncListener) -> Int? { listener.channel.localAddress?.port }

    /// Runs `body` over each connection `server` accepts, one at a time, until it returns a value
    /// (a failure of one connection is `body`'s to judge: what it throws ends the serving); nil
    /// once `limit` has passed (no new connection is taken after it).
    public static func serve<R: Sendable>(_ server: SyncListener, for limit: TimeAmount? = nil,
                                          _ body: (TCPFrameLink) async throws -> R?) async throws -> R? {
        if let limit {
            let channel = server.channel
            channel.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
        }
        return try await server.executeThenClose { connections in
            for try await connection in connections {
                let result: R? = try await connection.executeThenClose { inbound, outbound in
                    try await body(TCPFrameLink(inbound: inbound, outbound: outbound))
                }
                if let result { return result }
            }
            return nil
        }
    }

    static func configure(_ channel: any Channel) throws -> NIOAsyncChannel<ByteBuffer, ByteBuffer> {
        try channel.pipeline.syncOperations.addHandlers([
            IdleStateHandler(readTimeout: idle), IdleCloser(),
            LengthFieldPrepender(lengthFieldBitLength: .thirtyTwoBits, lengthFieldEndianness: .big),
            ByteToMessageHandler(SyncFrameDecoder()),
        ])
        return try NIOAsyncChannel(wrappingChannelSynchronously: channel)
    }
}

/// A listening socket whose connections carry frames.
public typealias SyncListener = NIOAsyncChannel<NIOAsyncChannel<ByteBuffer, ByteBuffer>, Never>

/// A connection's frames as a `FrameLink`.
public final class TCPFrameLink: FrameLink {
    private var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    public private(set) var bytesSent = 0

    init(inbound: NIOAsyncChannelInboundStream<ByteBuffer>, outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>) {
        self.inbound = inbound.makeAsyncIterator()
        self.outbound = outbound
    }

    public func send(_ frame: [UInt8]) async throws {
        bytesSent += 4 + frame.count
        try await outbound.write(ByteBuffer(bytes: frame))
    }

    public func receive() async throws -> [UInt8]? {
        guard var buffer = try await inbound.next() else { return nil }
        return buffer.readBytes(length: buffer.readableBytes)
    }
}

/// Frame bodies out of the byte stream; an empty or oversized length closes the connection.
struct SyncFrameDecoder: ByteToMessageDecoder {
    typealias InboundOut = ByteBuffer

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let length = buffer.getInteger(at: buffer.readerIndex, endianness: .big, as: UInt32.self) else { return .needMoreData }
        guard length > 0, length <= SyncCoding.maxFrame else { throw SyncFailure.badMessage }
        guard buffer.readableBytes >= 4 + Int(length) else { return .needMoreData }
        buffer.moveReaderIndex(forwardBy: 4)
        guard let body = buffer.readSlice(length: Int(length)) else { return .needMoreData }
        context.fireChannelRead(Self.wrapInboundOut(body))
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        try decode(context: context, buffer: &buffer)
    }
}

/// Closes a connection whose read went idle.
final class IdleCloser: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent { context.close(promise: nil) } else { context.fireUserInboundEventTriggered(event) }
    }
}
