import BriscolaFrames
import BriscolaWire
import Foundation
import FuzzSupport
import NIOCore

/// Fuzz target `frames`: the byte stream a peer sends, through the frame decoder and the message
/// parser. Input: one byte choosing how the stream arrives (all at once, or in chunks of 1–255
/// bytes), then the stream. Invariants: nothing traps; chunking does not change which frames come
/// out or where the stream fails; every message that decodes encodes again, and what that encodes
/// to decodes to the same message (a host relays what it received, so it must stay readable).
@main enum FramesFuzzer {
    /// libFuzzer's command line (`-help=1` lists it) on this target.
    static func main() { runFuzzer(fuzzFrames) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrames(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var reader = ByteReader(fuzzInput(data, size))
    let chunk = Int(reader.byte())
    let stream = reader.rest()
    let whole = FrameSplit.split(stream, chunk: 0)
    if chunk > 0 { require(FrameSplit.split(stream, chunk: chunk) == whole, "chunks of \(chunk) bytes split differently") }
    for body in whole.bodies { checkBody(body) }
    return 0
}

/// What the decoder made of a stream: the bodies it passed on, then the error that ended it.
struct FrameSplit: Equatable {
    var bodies: [[UInt8]] = []
    var error: WireError?

    /// Feeds `stream` to `FrameDecoder.nextFrame` as a connection would, `chunk` bytes at a time
    /// (0: all at once), until it needs more bytes or fails.
    static func split(_ stream: [UInt8], chunk: Int) -> FrameSplit {
        var out = FrameSplit()
        var buffer = ByteBuffer()
        var fed = 0
        repeat {
            let next = chunk == 0 ? stream.count : min(stream.count, fed + chunk)
            buffer.writeBytes(stream[fed..<next])
            fed = next
            do throws(WireError) {
                while let body = try FrameDecoder.nextFrame(&buffer) { out.bodies.append(Array(body.readableBytesView)) }
            } catch {
                out.error = error
                return out
            }
        } while fed < stream.count
        return out
    }
}

/// One frame body through the parser, and what it decodes to back through the encoder.
func checkBody(_ body: [UInt8]) {
    let message: Message
    do throws(WireError) {
        message = try MessageCoding.decode(Data(body))
    } catch {
        _ = error.code
        _ = error.description
        return
    }
    // A hello, welcome or resume of a version we speak whose other members were wrong is kept for
    // the session to answer (version first, §8); it is not a message to send, so no round trip.
    switch message {
    case let .hello(m) where m.incomplete != nil: return
    case let .welcome(m) where m.incomplete != nil: return
    case let .resume(m) where m.incomplete != nil: return
    default: break
    }
    let encoded: [UInt8]
    do {
        encoded = try MessageCoding.encode(message)
    } catch {
        require(false, "a decoded \(message.type) does not encode: \(error)")
        return
    }
    do throws(WireError) {
        let again = try MessageCoding.decode(Data(encoded))
        require(again == message, "\(message.type) changes on a round trip:\n\(message)\n\(again)")
    } catch {
        require(false, "a decoded \(message.type) encodes to a body that does not decode (\(error)): \(String(decoding: encoded, as: UTF8.self))")
    }
}
