import BriscolaCore
import BriscolaHidden
import BriscolaWire

/// The host's end of a table: it seats guests (`Roster`, one `GuestLink` per connection), relays
/// what each seat says to the others, plays its computer players' seats, deals, and holds the
/// seat of a guest whose connection dropped (§10, §12, §15). What it shares with a guest is in
/// its `ledger`; here is only what a host alone keeps.
struct HostSession: TableEnd, Codable {
    var ledger: TableLedger
    /// Its guests' connections, in the order they came.
    var links: [GuestLink] = []
    /// Each guest seat's message stream (§15), kept while a person holds the seat, connected or
    /// Away; nil for a free seat, the host's and computer players'.
    var streams: [MessageStream?]
    /// For each seat whose player is away, the token of that absence's hold timer.
    var away: [Int?]
    /// Absences so far (each one's token is the next number).
    var absences = 0
    /// The highest connection id seen (a restarted host numbers new ones above it).
    var highestLink: LinkID = 0

    /// A host's table, open: its session id, its own seat and its computer players.
    init(config: SessionConfig, entropy: Entropy) {
        ledger = TableLedger(config: config, entropy: entropy, players: config.players)
        ledger.turnTime = config.turnTime
        streams = Array(repeating: nil, count: config.players)
        away = Array(repeating: nil, count: config.players)
        openTable()
    }

    /// Handles one event and returns what to do, in order.
    mutating func handle(_ event: SessionEvent) -> [SessionAction] {
        switch event {
        case let .connected(link): return guestConnected(link)
        case let .received(message, link): return hostReceived(message, from: link)
        case let .malformed(error, link): return malformed(error, from: link)
        case let .localPlay(card): return play(card, seat: mySeat)
        case .localTimeUp: return timeUp()
        case let .botPlay(seat, card):
            guard seat != 0, roster[seat]?.bot == true else { return [] }
            return play(card, seat: seat)
        case .localRematch: return localRematch()
        case let .localQuit(reason): return quit(reason)
        case let .localChat(text): return localChat(text)
        case .fillWithBots: return fillWithBots()
        case let .writeIdle(link):
            guard linkState(link) != nil else { return [] } // a connection already closed
            return [.send(.heartbeat, to: link)]
        case let .readIdle(link): return linkLost(link, reason: .silent)
        case let .disconnected(link): return linkLost(link, reason: .connectionClosed)
        case let .connectionFailed(reason, link): return linkLost(link, reason: .connectionFailed(detail: reason))
        case let .timerFired(.seatWait(link)): return graceOver(link)
        case let .timerFired(.hold(seat, token)): return holdOver(seat: seat, token: token)
        case .timerFired(.leave): return leaveTimerFired()
        case let .reconnectFailed(reason): return lost(.reconnectFailed(detail: reason))
        case .restarted: return restarted()
        }
    }

    /// Guest seats held by a person, connected or away, in seat order: who hears the table.
    var guestSeats: [Int] { (1..<roster.players).filter { streams[$0] != nil } }

    /// The connection of the guest in seat `seat`, if it is connected.
    func link(ofSeat seat: Int) -> LinkID? { links.first { $0.state == .seated(seat) }?.id }

    /// A message for the guests in `seats`: noted in each one's stream (§15), and written to those
    /// Connected (an away player gets it when they come back).
    mutating func deliver(_ message: Message, to seats: [Int]) -> [SessionAction] {
        var out: [SessionAction] = []
        for seat in seats {
            streams[seat]?.record(message)
            if let link = link(ofSeat: seat) { out.append(.send(message, to: link)) }
        }
        return out
    }
}

extension HostSession {
    mutating func emit(_ message: Message) -> [SessionAction] { deliver(message, to: guestSeats) }

    mutating func relay(_ message: Message, from link: LinkID) -> [SessionAction] {
        let author: Int? = if case let .seated(seat) = linkState(link) { seat } else { nil }
        return deliver(message, to: guestSeats.filter { $0 != author })
    }

    mutating func violation(_ code: ErrorCode, _ message: String, seq: Int?, seat: Int?, link: LinkID) -> [SessionAction] {
        // The guest at fault is dropped: the author of the message (§17.8), which is the sender's own
        // seat unless another guest signed two passes; never an honest sender for another's fault.
        let blamed = seat.flatMap { self.link(ofSeat: $0) } ?? link
        let error = SessionAction.send(.error(ErrorMessage(code: code, message: message, seq: seq, seat: seat)), to: blamed)
        return [error, .drop(blamed)] + guestGone(blamed, reason: .protocolError(code: code.rawValue, detail: message))
    }

    mutating func desynced(_ error: SessionAction, _ failure: SessionFailure, said: String, link: LinkID) -> [SessionAction] {
        [error, .drop(link)] + guestGone(link, reason: .protocolError(code: ErrorCode.desync.rawValue, detail: said))
    }

    mutating func ownKeysFailed(_ error: HiddenError) -> [SessionAction] {
        closing([.failed(.violation(code: Self.code(of: error), message: error.description))])
    }

    func auditBlame(_ error: HiddenError, from link: LinkID?) -> LinkID? {
        if case let .badAudit(seat, _) = error { self.link(ofSeat: seat) ?? link } else { link }
    }

    var isBeforeOurFirstGame: Bool { false }

    var byeTargets: [LinkID] { links.map(\.id) }

    /// Once every secret is known, deal.
    mutating func dealIfReady() -> [SessionAction] {
        guard case let .dealing(round) = phase, round.revealed, let seed = round.seed(session: sessionID) else { return [] }
        let setup = series.setup(ofGame: round.game, seed: seed)
        let deal = Deal(game: round.game, dealer: setup.dealer, seed: seed.hex, deck: Array(setup.deck))
        return emit(.deal(deal)) + begin(TableGame(game: round.game, seed: seed, setup: setup))
    }
}

extension HostSession {
    /// Whether a host read back from a snapshot fits its table: a stream and an absence per seat,
    /// every connection's seat at the table (see `TableLedger.isConsistent`).
    var isConsistent: Bool {
        let seats = 0..<roster.players
        return ledger.isConsistent && config.role == .host && streams.count == seats.count && away.count == seats.count
            && links.allSatisfy { link in
                switch link.state {
                case let .seated(seat), let .proving(seat, _): seats.contains(seat)
                case .greeting, .waiting: true
                }
            }
    }
}
