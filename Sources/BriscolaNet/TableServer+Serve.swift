import BriscolaAI
import BriscolaCore
import BriscolaSession
import BriscolaWire
import NIOCore
import NIOConcurrencyHelpers

extension TableServer {
    /// What reaches a host's one session loop: a new connection, or an event for the session.
    private enum HostInbound: Sendable {
        case accepted(PeerChannel)
        case event(SessionEvent)
        /// The loop's first turn: what is pending before anything arrives (a restarted session's
        /// `.restarted`, which holds its guests' seats and starts their grace) is handled at once.
        case start
    }

    /// Runs a host's table until its session ends (its player leaves) or the task is cancelled:
    /// every guest's connection feeds the one `session`, which seats guests, relays what each seat
    /// says to the others and deals; `bots` plays the computer players' seats (searching on NIO's
    /// blocking pool, never the concurrency pool's); `freeSeats` hears
    /// how many seats a guest could still take (an announced table shows it). `journal` hears every
    /// event before the session handles it; a session restored from one (`restored`) first learns
    /// that its old connections are gone, and its guests' seats are held for them (§15).
    public func serve(_ listener: NIOAsyncChannel<PeerChannel, Never>, session initial: Session,
                      delegate: some SessionDelegate, bots: BotSeats = BotSeats(),
                      journal: (any SessionJournal)? = nil, restored: Bool = false,
                      freeSeats: @escaping @Sendable (Int) -> Void = { _ in },
                      connectionError: @escaping @Sendable (any Error) -> Void) async throws {
        let inbound = InboundQueue<HostInbound>()
        inbound.post(.start)
        let writers = Writers()
        let closing = NIOLockedValueBox(false)
        delegate.sessionOpened(LocalInput { inbound.post(.event($0)) })
        freeSeats(initial.roster.freeCount)
        // The host's own screen shows the table before anyone joins (its own seat, any computer players).
        var opening = await delegate.session(.seatsChanged(seats: initial.roster.taken, players: initial.roster.players))
        if let seconds = initial.turnTime { opening += await delegate.session(.timeLimit(seconds: seconds)) }
        try await listener.executeThenClose { connections in
            await withDiscardingTaskGroup { group in
                group.addTask {
                    // Ends when the table closes its listener (or the task is cancelled); a listener
                    // that fails while the table is open is said (it plays on with the seats it has).
                    do {
                        for try await connection in connections { inbound.post(.accepted(connection)) }
                    } catch {
                        // The table closing its listener ends it too: that is no failure.
                        if !closing.withLockedValue({ $0 }) && !Task.isCancelled { connectionError(error) }
                    }
                }
                var loop = SessionLoop(initial, delegate: delegate, journal: journal)
                var ports = HostPorts(writers: writers, inbound: inbound, bots: bots, seatGrace: seatGrace,
                                      heartbeat: liveness.heartbeat, freeSeats: freeSeats)
                var nextLink: LinkID = initial.highestLink + 1
                var pending: [SessionEvent] = opening + (restored ? [.restarted] : [])
                while let item = await inbound.next() {
                    switch item {
                    case let .accepted(connection):
                        let link = nextLink
                        nextLink += 1
                        group.addTask { await Self.read(connection, link: link, writers: writers, inbound: inbound, connectionError) }
                        continue
                    case let .event(event):
                        pending.append(event)
                    case .start:
                        break
                    }
                    defer { pending = [] }
                    guard await loop.handle(pending, ports: &ports, group: &group) else { break }
                }
                await loop.finish()
                writers.closeAll()
                closing.withLockedValue { $0 = true }
                listener.channel.close(promise: nil)
                inbound.finish()
                group.cancelAll()
            }
        }
    }

    /// A host's side of the loop: a connection per guest, by link, and the computer players.
    private struct HostPorts: SessionPorts {
        let writers: Writers
        let inbound: InboundQueue<HostInbound>
        let bots: BotSeats
        let seatGrace: Duration
        let heartbeat: Duration
        let freeSeats: @Sendable (Int) -> Void
        /// The computer players' one generator, drawn from in the order their turns come.
        private var generator: Xoshiro256

        init(writers: Writers, inbound: InboundQueue<HostInbound>, bots: BotSeats, seatGrace: Duration, heartbeat: Duration,
             freeSeats: @escaping @Sendable (Int) -> Void) {
            (self.writers, self.inbound, self.bots, self.seatGrace, self.heartbeat) = (writers, inbound, bots, seatGrace, heartbeat)
            self.freeSeats = freeSeats
            generator = Xoshiro256(seed: Seed(bots.seed))
        }

        func write(_ message: Message, to link: LinkID) async { await writers.write(message, to: link) }

        func drop(_ link: LinkID) { writers.close(link) }

        func startTimer(_ timer: TimerID, _ span: TimerSpan, in group: inout DiscardingTaskGroup) {
            let (length, inbound) = (span.duration(heartbeat: heartbeat, seatGrace: seatGrace), inbound)
            group.addTask {
                try? await Task.sleep(for: length)
                inbound.post(.event(.timerFired(timer)))
            }
        }

        func reconnect(in group: inout DiscardingTaskGroup) {} // a guest's

        func freeSeats(_ count: Int) { freeSeats(count) }

        /// The search runs on the blocking pool, awaited: the card comes back as the same
        /// `.botPlay`, in the same place among the events, as if it were chosen here.
        mutating func botTurn(seat: Int, view: PlayerView, in group: inout DiscardingTaskGroup) async -> SessionEvent? {
            let (strategy, before) = (bots.strategy, generator)
            let (card, after) = await BlockingWork.run {
                var generator = before
                return (strategy.choose(view, using: &generator), generator)
            }
            generator = after
            guard bots.think > .zero else { return .botPlay(seat: seat, card: card) }
            let (think, inbound) = (bots.think, inbound)
            group.addTask {
                try? await Task.sleep(for: think)
                inbound.post(.event(.botPlay(seat: seat, card: card)))
            }
            return nil
        }
    }

    /// Reads one guest's connection into the session's stream until it closes.
    private static func read(_ connection: PeerChannel, link: LinkID, writers: Writers, inbound queue: InboundQueue<HostInbound>,
                             _ connectionError: @Sendable (any Error) -> Void) async {
        let input = { (event: SessionEvent) in await queue.send(.event(event)) }
        do {
            try await connection.async.executeThenClose { inbound, outbound in
                writers.add(link, outbound, connection.async.channel)
                await input(.connected(link))
                do {
                    for try await item in inbound { await input(item.event(on: link)) }
                    await input(.disconnected(link))
                } catch {
                    await input(.connectionFailed("\(error)", link))
                }
            }
        } catch {
            connectionError(error) // one connection's failure never stops the table
        }
        writers.remove(link)
    }
}
