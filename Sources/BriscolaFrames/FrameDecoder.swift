import BriscolaWire
import NIOCore

/// Splits the byte stream into frame bodies: a 4-byte big-endian length, then that many bytes.
/// An oversized or empty length is refused as soon as the header arrives, before any body is
/// buffered (swift-nio-extras' length-field decoder has no such limit, hence this small type).
public struct FrameDecoder: ByteToMessageDecoder, Sendable {
    /// A frame body, without its length.
    public typealias InboundOut = ByteBuffer

    /// A decoder at the start of a stream.
    public init() {}

    /// Passes on the next whole frame body; a bad length throws its `WireError`.
    public mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let body = try Self.nextFrame(&buffer) else { return .needMoreData }
        context.fireChannelRead(Self.wrapInboundOut(body))
        return .continue
    }

    /// At the end of the stream: whatever whole frames are left.
    public mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        try decode(context: context, buffer: &buffer)
    }

    /// The next complete frame body in `buffer`, nil when more bytes are needed.
    public static func nextFrame(_ buffer: inout ByteBuffer) throws(WireError) -> ByteBuffer? {
        guard let length = buffer.getInteger(at: buffer.readerIndex, endianness: .big, as: UInt32.self) else { return nil }
        guard length > 0 else { throw .emptyFrame }
        guard length <= WireProtocol.maxFrameBody else { throw .frameTooLarge(declared: Int(length)) }
        guard buffer.readableBytes >= 4 + Int(length) else { return nil }
        buffer.moveReaderIndex(forwardBy: 4)
        return buffer.readSlice(length: Int(length))
    }
}
