import BriscolaFrames
import BriscolaTestSupport
import BriscolaWire
import NIOCore
import NIOEmbedded
import NIOTestUtils
import Testing

@Suite(.cpuBound) struct FrameDecoderTests {
    func framed(_ bodies: [String]) -> (ByteBuffer, [ByteBuffer]) {
        var input = ByteBuffer()
        var outputs: [ByteBuffer] = []
        for body in bodies {
            input.writeInteger(UInt32(body.utf8.count), endianness: .big)
            input.writeString(body)
            outputs.append(ByteBuffer(string: body))
        }
        return (input, outputs)
    }

    @Test func everySplitPointDecodesTheSameFrames() throws {
        // The verifier feeds the input whole, byte by byte and in every split, and checks leftovers.
        let big = String(repeating: "x", count: 3_000)
        try ByteToMessageDecoderVerifier.verifyDecoder(inputOutputPairs: [
            framed([#"{"type":"heartbeat"}"#]),
            framed(["a", "bc", #"{"type":"bye","reason":"ok"}"#]),
            framed([big]),
        ]) { FrameDecoder() }
    }

    @Test func oversizedLengthIsRefusedFromTheHeaderAlone() throws {
        let channel = EmbeddedChannel(handler: ByteToMessageHandler(FrameDecoder()))
        var header = ByteBuffer()
        header.writeInteger(UInt32(WireProtocol.maxFrameBody + 1), endianness: .big)
        #expect(throws: WireError.frameTooLarge(declared: WireProtocol.maxFrameBody + 1)) {
            try channel.writeInbound(header)
        }
        _ = try? channel.finish()
    }

    @Test func theLargestAllowedFrameIsAccepted() throws {
        var buffer = ByteBuffer()
        buffer.writeInteger(UInt32(WireProtocol.maxFrameBody), endianness: .big)
        buffer.writeRepeatingByte(UInt8(ascii: "x"), count: WireProtocol.maxFrameBody)
        let body = try #require(try FrameDecoder.nextFrame(&buffer))
        #expect(body.readableBytes == WireProtocol.maxFrameBody && buffer.readableBytes == 0)
    }

    @Test func emptyAndTruncatedFrames() throws {
        var empty = ByteBuffer(bytes: [0, 0, 0, 0])
        #expect(throws: WireError.emptyFrame) { try FrameDecoder.nextFrame(&empty) }
        var truncated = ByteBuffer(bytes: [0, 0, 0, 9, 1, 2])
        #expect(try FrameDecoder.nextFrame(&truncated) == nil)
        #expect(truncated.readableBytes == 6, "nothing consumed until the frame is whole")
        var shortHeader = ByteBuffer(bytes: [0, 0])
        #expect(try FrameDecoder.nextFrame(&shortHeader) == nil)
    }
}
