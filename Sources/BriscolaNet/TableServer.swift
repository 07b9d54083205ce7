import BriscolaSession
import BriscolaWire
import NIOCore
import NIOPosix

/// A host's listening socket and how its table is run (`serve`, in TableServer+Serve.swift): every
/// guest's connection feeds one session, which seats, relays and deals (Protocol.md §12).
public struct TableServer: Sendable {
    public let group: any EventLoopGroup
    public let liveness: Liveness

    /// How long a guest who says hello while every seat is taken waits for one to free before being
    /// told `table_full` (Protocol.md §12): a player may have just left, and the host may not have
    /// read its goodbye yet.
    public let seatGrace: Duration

    /// A server on an event loop group, with the liveness rule its sessions use.
    public init(group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton, liveness: Liveness = Liveness(),
                seatGrace: Duration = .seconds(2)) {
        self.group = group
        self.liveness = liveness
        self.seatGrace = seatGrace
    }

    /// Binds the port (0 picks a free one) and returns the listening channel (or a `NetworkFailure`).
    public func bind(host: String, port: Int) async throws -> NIOAsyncChannel<PeerChannel, Never> {
        let liveness = self.liveness
        do {
            return try await ServerBootstrap(group: group)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .serverChannelOption(.backlog, value: 16)
                .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
                .bind(host: host, port: port) { channel in
                    channel.eventLoop.makeCompletedFuture { try PeerPipeline.configure(channel, liveness: liveness) }
                }
        } catch {
            throw NetworkFailure.listen(host, port, error)
        }
    }

    /// Where a table listens when no address is given: every IPv6 address (on Linux the socket
    /// takes IPv4 too), or every IPv4 address where IPv6 is turned off.
    public static let anyAddress = ["::", "0.0.0.0"]

    /// Binds the first of `hosts` that can be had; with `anyPortIfTaken`, a busy port then gives
    /// way to a free one (a table found through the lobby needs no fixed port).
    public func bind(hosts: [String], port: Int, anyPortIfTaken: Bool = false) async throws -> NIOAsyncChannel<PeerChannel, Never> {
        var failure: (any Error)?
        for candidate in anyPortIfTaken && port != 0 ? [port, 0] : [port] {
            for host in hosts {
                do { return try await bind(host: host, port: candidate) } catch { failure = failure ?? error }
            }
        }
        throw failure ?? NetworkFailure(.noAddress)
    }
}
