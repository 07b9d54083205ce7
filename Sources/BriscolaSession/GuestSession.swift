import BriscolaCore
import BriscolaHidden
import BriscolaWire

/// A guest's end of a table: it talks to the host only (link 0), checks everything the host
/// relays, and takes its link up again when it drops (§10, §15). What it shares with the host is
/// in its `ledger`; here is only what a guest alone keeps.
struct GuestSession: TableEnd, Codable {
    var ledger: TableLedger
    /// True until the first `start` (whose number may be any: games before it were not ours).
    var awaitingFirstStart = true
    /// Our message stream with the host.
    var toHost = MessageStream()
    /// Whether our link to the host is up, or being taken up again.
    var hostLink = HostLink.up

    /// A guest about to connect; the table's size comes with the host's `welcome`.
    init(config: SessionConfig, entropy: Entropy) {
        ledger = TableLedger(config: config, entropy: entropy, players: 2)
    }

    /// Handles one event and returns what to do, in order.
    mutating func handle(_ event: SessionEvent) -> [SessionAction] {
        switch event {
        case .connected: return connected()
        case let .received(message, _): return received(message)
        case let .malformed(error, link): return malformed(error, from: link)
        case let .localPlay(card): return play(card, seat: mySeat)
        case .localTimeUp: return timeUp()
        case .botPlay, .fillWithBots, .timerFired(.seatWait), .timerFired(.hold): return [] // a host's
        case .localRematch: return localRematch()
        case let .localQuit(reason): return quit(reason)
        case let .localChat(text): return localChat(text)
        case let .writeIdle(link): return [.send(.heartbeat, to: link)]
        case .timerFired(.leave): return leaveTimerFired()
        case .readIdle: return lostHost(.silent)
        case .disconnected: return lostHost(.connectionClosed)
        case let .connectionFailed(reason, _): return lostHost(.connectionFailed(detail: reason))
        case let .reconnectFailed(reason): return lost(.reconnectFailed(detail: reason))
        case .restarted: return restarted()
        }
    }

    /// A message from the host.
    private mutating func received(_ message: Message) -> [SessionAction] {
        if hostLink != .up { return receivedWhileResuming(message) }
        toHost.receive(message)
        switch message {
        case let .welcome(welcome): return receivedWelcome(welcome)
        case let .seated(info): return receivedSeated(info)
        case let .left(left): return receivedLeft(left)
        case let .start(start): return receivedStart(start)
        case let .deal(deal): return receivedDeal(deal)
        case let .away(away): return receivedAway(away)
        case let .back(back): return receivedBack(back)
        case .heartbeat: return []
        case let .bye(bye): return hostLeft(bye)
        case let .error(error):
            if error.code == .unknownType { return [] } // §9: not fatal; the host skipped something of ours
            return hostReported(error)
        case .hello: return violation(.unexpectedMessage, "hello is not expected now", link: 0)
        default:
            guard let author = message.signed?.seat else { return violation(.unexpectedMessage, "\(message.type) is not expected now", link: 0) }
            guard author != mySeat, roster[author] != nil else {
                return violation(.notYourSeat, "\(message.type) for \(SeatNumbering.spoken(author)), which is ours or free", link: 0)
            }
            return receivedSigned(message, author: author, from: 0)
        }
    }
}

extension GuestSession {
    mutating func emit(_ message: Message) -> [SessionAction] {
        toHost.record(message)
        return hostLink == .up ? [.send(message, to: 0)] : []
    }

    mutating func relay(_ message: Message, from link: LinkID) -> [SessionAction] { [] }

    mutating func violation(_ code: ErrorCode, _ message: String, seq: Int?, seat: Int?, link: LinkID) -> [SessionAction] {
        let error = SessionAction.send(.error(ErrorMessage(code: code, message: message, seq: seq, seat: seat)), to: link)
        return closing([error, .failed(.violation(code: code, message: message))])
    }

    mutating func desynced(_ error: SessionAction, _ failure: SessionFailure, said: String, link: LinkID) -> [SessionAction] {
        closing([error, .failed(failure)])
    }

    mutating func ownKeysFailed(_ error: HiddenError) -> [SessionAction] {
        violation(Self.code(of: error), error.description, link: 0)
    }

    func auditBlame(_ error: HiddenError, from link: LinkID?) -> LinkID? { 0 }

    var isBeforeOurFirstGame: Bool {
        if awaitingFirstStart, case .between = phase { return true }
        return false
    }

    /// Only the host starts a game.
    mutating func maybeStart() -> [SessionAction] { [] }

    /// Only the host deals; a guest checks its `deal` (`receivedDeal`).
    mutating func dealIfReady() -> [SessionAction] { [] }

    /// The host, while our link to it is up (a guest not yet connected has nobody to say goodbye to).
    var byeTargets: [LinkID] {
        if case .awaitingConnection = phase { return [] }
        return hostLink == .up ? [0] : []
    }
}

extension GuestSession {
    /// Whether a guest read back from a snapshot fits its table (see `TableLedger.isConsistent`).
    var isConsistent: Bool { ledger.isConsistent && config.role == .guest }
}
