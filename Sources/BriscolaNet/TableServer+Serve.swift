import BriscolaAI
import BriscolaCore
import BriscolaSession
import BriscolaWire
import NIOCore
import Synchronization

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
    /// says to the others and deals; `bots` plays the computer players' seats; `freeSeats` hears
    /// how many seats a guest could still take (an announced table shows it). `journal` hears every
    /// event before the session handles it; a session restored from one (`restored`) first learns
    /// that its old connections are gone, and its guests' seats are held for them (§15).
    public func serve(_ listener: NIOAsyncChannel<PeerChannel, Never>, session initial: Session,
                      delegate: some SessionDelegate, bots: BotSeats = BotSeats(),
                      journal: (any SessionJournal)? = nil, restored: Bool = false,
                      freeSeats: @escaping @Sendable (Int) -> Void = { _ in },
                      connectionError: @escaping @Sendable (any Error) -> Void) async throws {
        let (events, input) = AsyncStream<HostInbound>.makeStream()
        input.yield(.start)
        let writers = Writers()
        let grace = seatGrace
        let heartbeat = liveness.heartbeat
        delegate.sessionOpened(LocalInput { input.yield(.event($0)) })
        freeSeats(initial.roster.freeCount)
        // The host's own screen shows the table before anyone joins (its own seat, any computer players).
        var opening = await delegate.session(.seatsChanged(seats: initial.roster.taken, players: initial.roster.players))
        if let seconds = initial.turnTime { opening += await delegate.session(.timeLimit(seconds: seconds)) }
        try await listener.executeThenClose { connections in
            try await withThrowingDiscardingTaskGroup { group in
                group.addTask {
                    // Ends when the table closes its listener (or the task is cancelled).
                    do { for try await connection in connections { input.yield(.accepted(connection)) } } catch {}
                }
                var session = initial
                var generator = Xoshiro256(seed: Seed(bots.seed))
                var nextLink: LinkID = initial.highestLink + 1
                var pending: [SessionEvent] = opening + (restored ? [.restarted] : [])
                loop: for await inbound in events {
                    switch inbound {
                    case let .accepted(connection):
                        let link = nextLink
                        nextLink += 1
                        group.addTask { await Self.read(connection, link: link, writers: writers, input: { input.yield(.event($0)) }, connectionError) }
                        continue loop
                    case let .event(event):
                        pending.append(event)
                    case .start:
                        break
                    }
                    while !pending.isEmpty {
                        let event = pending.removeFirst()
                        journal?.record(event)
                        let actions = session.handle(event)
                        journal?.checkpoint(session)
                        for action in actions {
                            switch action {
                            case let .send(message, link): await writers.write(message, to: link)
                            case let .drop(link): writers.close(link)
                            case .close: break loop
                            case let .startTimer(timer, span):
                                let length = span.duration(heartbeat: heartbeat, seatGrace: grace)
                                group.addTask {
                                    try? await Task.sleep(for: length)
                                    input.yield(.event(.timerFired(timer)))
                                }
                            case let .freeSeats(count): freeSeats(count)
                            case let .botTurn(seat, view):
                                let card = bots.strategy.choose(view, using: &generator)
                                guard bots.think > .zero else { pending.append(.botPlay(seat: seat, card: card)); continue }
                                group.addTask {
                                    try? await Task.sleep(for: bots.think)
                                    input.yield(.event(.botPlay(seat: seat, card: card)))
                                }
                            case .reconnect:
                                continue // a guest's
                            case .welcomed, .seatsChanged, .seatLeft, .gameStarted, .yourTurn, .played, .gameEnded, .gameAbandoned,
                                 .dealAbandoned, .chat, .wantsRematch, .peerLeft, .failed, .rejectedLocal, .timeLimit, .timedOut,
                                 .seatAway, .seatBack, .connectionLost, .reconnected:
                                pending += await delegate.session(action)
                            }
                        }
                    }
                }
                journal?.finish(closed: session.isClosed)
                writers.closeAll()
                listener.channel.close(promise: nil)
                input.finish()
                group.cancelAll()
            }
        }
    }

    /// Reads one guest's connection into the session's stream until it closes.
    private static func read(_ connection: PeerChannel, link: LinkID, writers: Writers,
                             input: @escaping @Sendable (SessionEvent) -> Void,
                             _ connectionError: @Sendable (any Error) -> Void) async {
        do {
            try await connection.async.executeThenClose { inbound, outbound in
                writers.add(link, outbound, connection.async.channel)
                input(.connected(link))
                do {
                    for try await item in inbound { input(item.event(on: link)) }
                    input(.disconnected(link))
                } catch {
                    input(.connectionFailed("\(error)", link))
                }
            }
        } catch {
            connectionError(error) // one connection's failure never stops the table
        }
        writers.remove(link)
    }
}

/// The host's open connections, by link: where its session's messages are written.
final class Writers: Sendable {
    private let open = Mutex<[LinkID: (writer: NIOAsyncChannelOutboundWriter<Message>, channel: any Channel)]>([:])

    func add(_ link: LinkID, _ writer: NIOAsyncChannelOutboundWriter<Message>, _ channel: any Channel) {
        open.withLock { $0[link] = (writer, channel) }
    }

    func remove(_ link: LinkID) { _ = open.withLock { $0.removeValue(forKey: link) } }

    /// Writes to `link` if it is still open (a write to a connection that just closed is dropped:
    /// its closing reaches the session as an event of its own).
    func write(_ message: Message, to link: LinkID) async {
        guard let writer = open.withLock({ $0[link]?.writer }) else { return }
        try? await writer.write(message)
    }

    /// Closes `link` after what was written to it: our side ends at once (after the pending
    /// writes), and the whole connection a second later, however the guest answers.
    func close(_ link: LinkID) {
        guard let entry = open.withLock({ $0.removeValue(forKey: link) }) else { return }
        entry.writer.finish()
        let channel = entry.channel
        channel.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
    }

    /// Closes every connection, each after what was written to it.
    func closeAll() {
        for link in open.withLock({ Array($0.keys) }) { close(link) }
    }
}
