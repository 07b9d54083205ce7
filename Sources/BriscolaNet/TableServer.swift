import BriscolaSession
import BriscolaWire
import NIOCore
import NIOPosix

/// A host's listening socket. One guest plays at a time; anyone else who connects meanwhile waits
/// up to `seatGrace` for the seat, then is told `table_full` and disconnected, and the game in
/// progress is not disturbed.
public struct TableServer: Sendable {
    public let group: any EventLoopGroup
    public let liveness: Liveness

    /// How long a guest who connects while the seat is taken waits for it to free before being
    /// told `table_full` (Protocol.md §10): the previous guest may have just left, and the host
    /// may not have read its goodbye yet.
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
        throw failure ?? NetworkFailure(description: "no address to listen on")
    }

    /// Serves guests one after another until `shouldStop` says so after a session, or the task is
    /// cancelled. `makeSession` builds a fresh session for each seated guest; `seatTaken` hears
    /// when the guest seat fills and frees (an announced table shows whether it is full).
    public func serve(_ listener: NIOAsyncChannel<PeerChannel, Never>, makeSession: @escaping @Sendable () -> Session,
                      delegate: some SessionDelegate, shouldStop: @escaping @Sendable () -> Bool,
                      seatTaken: @escaping @Sendable (Bool) -> Void = { _ in },
                      connectionError: @escaping @Sendable (any Error) -> Void) async throws {
        let seat = SeatLock()
        let serverChannel = listener.channel
        let grace = seatGrace
        /// Plays one seated guest's session, then frees the seat or hands it on.
        @Sendable func play(_ connection: PeerChannel) async {
            do {
                try await SessionRunner.run(connection, session: makeSession(), delegate: delegate)
            } catch {
                connectionError(error) // one connection's failure never stops the table
            }
            let stop = shouldStop()
            if seat.release(stop: stop) { seatTaken(false) }
            if stop { serverChannel.close(promise: nil) }
        }
        try await listener.executeThenClose { connections in
            try await withThrowingDiscardingTaskGroup { group in
                for try await connection in connections {
                    if seat.take() {
                        seatTaken(true)
                        group.addTask { await play(connection) }
                        continue
                    }
                    group.addTask {
                        guard await seat.take(within: grace) else { return await Self.refuseFull(connection, connectionError) }
                        seatTaken(true)
                        await play(connection)
                    }
                }
            }
        }
    }

    /// Tells a connection the table is full and closes it. Before closing it reads what the
    /// client sent (until the client hangs up, at most half a second): closing a socket with
    /// unread input resets the connection, and the reset can destroy the error before it is read.
    static func refuseFull(_ connection: PeerChannel, _ connectionError: @Sendable (any Error) -> Void) async {
        do {
            try await refuse(connection)
        } catch {
            connectionError(error)
        }
    }

    private static func refuse(_ connection: PeerChannel) async throws {
        try await connection.async.executeThenClose { inbound, outbound in
            try await outbound.write(.error(ErrorMessage(code: .tableFull, message: "this table already has its players")))
            await withTaskGroup(of: Void.self) { group in
                // The client's bytes are read only to be dropped; its hanging up (or a reset) ends it.
                group.addTask { do { for try await _ in inbound {} } catch {} }
                group.addTask { try? await Task.sleep(for: .milliseconds(500)) }
                await group.next()
                group.cancelAll()
            }
        }
    }
}
