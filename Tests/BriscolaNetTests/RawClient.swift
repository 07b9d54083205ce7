import BriscolaFrames
import BriscolaWire
import Foundation
import NIOCore
import NIOPosix
import Testing

/// A deliberately dumb peer for bad-input tests: writes raw bytes, reads raw frames.
struct RawClient {
    let channel: NIOAsyncChannel<ByteBuffer, ByteBuffer>

    static func connect(port: Int) async throws -> RawClient {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
            }
        return RawClient(channel: channel)
    }

    /// Sends `bytes`, then reads frames until the peer closes or `limit` frames arrive (bounded in
    /// time by `seconds`). Returns the decoded messages and whether the connection was closed.
    /// `reply` may answer a received message with more bytes.
    func exchange(_ bytes: [UInt8], until stop: @escaping @Sendable (Message) -> Bool = { _ in false },
                  reply: @escaping @Sendable (Message) -> [UInt8]? = { _ in nil },
                  limit: Int = 20, seconds: Double = 15) async throws -> (messages: [Message], closed: Bool) {
        try await withThrowingTaskGroup(of: ([Message], Bool).self) { group in
            group.addTask {
                try await channel.executeThenClose { inbound, outbound in
                    try await outbound.write(ByteBuffer(bytes: bytes))
                    var pending = ByteBuffer()
                    var messages: [Message] = []
                    for try await chunk in inbound {
                        pending.writeImmutableBuffer(chunk)
                        while let body = try FrameDecoder.nextFrame(&pending) {
                            let message = try MessageCoding.decode(body)
                            messages.append(message)
                            if let answer = reply(message) { try await outbound.write(ByteBuffer(bytes: answer)) }
                            if stop(message) || messages.count >= limit { return (messages, false) }
                        }
                    }
                    return (messages, true)
                }
            }
            group.addTask {
                try await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
                throw CancellationError()
            }
            defer { group.cancelAll() }
            return try #require(try await group.next())
        }
    }
}

/// Frames for raw writes.
func frame(_ json: String) -> [UInt8] { frame(bytes: Array(json.utf8)) }

/// A frame around any bytes, valid UTF-8 or not.
func frame(bytes body: [UInt8]) -> [UInt8] {
    let n = UInt32(body.count)
    return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + body
}

func errorCodes(_ messages: [Message]) -> [ErrorCode] {
    messages.compactMap { if case let .error(error) = $0 { error.code } else { nil } }
}
