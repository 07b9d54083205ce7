import BriscolaWire
import Foundation
import NIOCore

extension MessageCoding {
    /// Decodes one frame body as NIO reads it: the pure decoder, over the buffer's bytes.
    public static func decode(_ body: ByteBuffer) throws(WireError) -> Message {
        try decode(Data(body.readableBytesView))
    }
}
