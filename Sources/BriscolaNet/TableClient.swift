import BriscolaSession
import BriscolaWire
import NIOCore
import NIOPosix

/// Connects to a table by address.
public struct TableClient: Sendable {
    public let group: any EventLoopGroup
    public let liveness: Liveness

    /// A client on an event loop group, with the liveness rule its sessions use.
    public init(group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton, liveness: Liveness = Liveness()) {
        self.group = group
        self.liveness = liveness
    }

    /// Opens a protocol channel to `host:port`, failing within `timeout` (with a `NetworkFailure`).
    public func connect(host: String, port: Int, timeout: Duration = .seconds(5)) async throws -> PeerChannel {
        let liveness = self.liveness
        do {
            return try await ClientBootstrap(group: group)
                .channelOption(.socketOption(.tcp_nodelay), value: 1)
                .connectTimeout(TimeAmount(timeout))
                .connect(host: host, port: port) { channel in
                    channel.eventLoop.makeCompletedFuture { try PeerPipeline.configure(channel, liveness: liveness) }
                }
        } catch {
            throw NetworkFailure.connect(PeerAddress.text(host: host, port: port), error)
        }
    }
}
