import BriscolaCore
import BriscolaWire

/// One seat's end of a network table of two to four seats, as a state machine: feed it events,
/// carry out the actions it returns. A guest talks to the host only; the host seats guests,
/// relays what each seat says to the others, plays its computer players' seats, and deals
/// (Protocol.md §10, §12). Every seat checks every signature, play and state hash itself. It never
/// touches a socket, a clock or the system's randomness (secrets and keys come from `Entropy`).
public struct Session: Sendable {
    public let config: SessionConfig
    var entropy: Entropy
    var phase: SessionPhase
    var sessionID: [UInt8] = []
    public internal(set) var roster: Roster
    /// The seat this end plays.
    public internal(set) var mySeat: Int
    /// Keys of the seats this end signs for: its own, and a host's computer players'.
    var keys: [SeatKey?]
    /// Host: its guests' connections, in the order they came.
    var links: [GuestLink] = []
    /// Guest: true until the first `start` (whose number may be any: games before it were not ours).
    var awaitingFirstStart = true
    /// Our account of the last finished game, to check the others' against.
    var lastFinal: GameOver?
    /// Seconds each seat has to play (the host's choice, told in `welcome`); nil for no limit.
    public internal(set) var turnTime: Int?
    /// The series at this table: game *g* is dealt by seat (*g* − 1) mod *P* (§2, §10).
    public internal(set) var series: Series
    /// Host: each guest seat's message stream (§15), kept while a person holds the seat, connected
    /// or away; nil for a free seat, the host's and computer players'.
    var streams: [MessageStream?]
    /// Guest: our message stream with the host.
    var toHost = MessageStream()
    /// Guest: whether our link to the host is up, or being taken up again.
    var hostLink = HostLink.up
    /// Host: for each seat whose player is away, the token of that absence's hold timer.
    var away: [Int?]
    /// Host: absences so far (each one's token is the next number).
    var absences = 0
    /// The last game that ended, and its record: a restarted program saves it if it had not yet.
    var lastEnded: (game: Int, record: GameRecord)?
    /// Host: the highest connection id seen (a restarted host numbers new ones above it).
    public internal(set) var highestLink: LinkID = 0
    /// The last lines said at the table (`ChatNote`), for a screen taking the table up again.
    var recentChat: [ChatNote] = []

    /// A session about to connect (guest) or accept guests (host).
    public init(config: SessionConfig, entropy: Entropy = .system) {
        self.config = config
        self.entropy = entropy
        let players = config.role == .host ? config.players : 2
        roster = Roster(players: players)
        series = Series(variant: Variant(rawValue: players) ?? .two, firstDealer: 0)
        keys = Array(repeating: nil, count: players)
        streams = Array(repeating: nil, count: players)
        away = Array(repeating: nil, count: players)
        mySeat = 0
        turnTime = config.role == .host ? config.turnTime : nil
        phase = .awaitingConnection
        if config.role == .host { openTable() }
    }

    /// True once the session has ended; every later event is ignored.
    public var isClosed: Bool {
        if case .closed = phase { return true }
        return false
    }

    /// The seat names as agreed in the handshake (taken seats, in seat order).
    public var seatNames: [SeatInfo] { roster.taken }

    /// The session id in hex (for signing inputs).
    var sessionHex: String { Hex.encode(sessionID) }

    /// Handles one event and returns what to do, in order.
    public mutating func handle(_ event: SessionEvent) -> [SessionAction] {
        if isClosed { return [] }
        switch event {
        case let .connected(link): return config.role == .host ? guestConnected(link) : connected()
        case let .received(message, link): return received(message, from: link)
        case let .malformed(error, link): return malformed(error, from: link)
        case let .localPlay(card): return play(card, seat: mySeat)
        case .localTimeUp: return timeUp()
        case let .botPlay(seat, card):
            guard config.role == .host, seat != 0, roster[seat]?.bot == true else { return [] }
            return play(card, seat: seat)
        case .localRematch: return localRematch()
        case let .localQuit(reason): return quit(reason)
        case let .localChat(text):
            // Before its welcome a guest has no seat to sign for: its chat trapped on the missing key
            // (found by fuzzing), or went out as seat 0's and got it thrown off. It is dropped.
            switch phase {
            case .awaitingConnection, .awaitingWelcome: return []
            default:
                note(seat: mySeat, text)
                return emit(signed(.chat(Chat(seat: mySeat, text: text)), by: mySeat))
            }
        case .fillWithBots: return fillWithBots()
        case let .writeIdle(link): return writeIdle(link)
        case let .readIdle(link): return gone(link, .silent)
        case let .disconnected(link): return gone(link, .connectionClosed)
        case let .connectionFailed(reason, link): return gone(link, .connectionFailed(detail: reason))
        case let .graceOver(link): return graceOver(link)
        case let .holdOver(seat, token): return holdOver(seat: seat, token: token)
        case let .reconnectFailed(reason): return lost(.reconnectFailed(detail: reason))
        case .restarted: return restarted()
        }
    }

    private mutating func received(_ message: Message, from link: LinkID) -> [SessionAction] {
        if config.role == .host { return hostReceived(message, from: link) }
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

    /// A seat-written message whose author may write it: its signature, then what it says.
    mutating func receivedSigned(_ message: Message, author: Int, from link: LinkID) -> [SessionAction] {
        // `position` and `key` are play members of protocol 3 only: at a protocol-2 table they are
        // members it does not know, ignored (§8) and so not part of what was signed.
        var message = message
        if !isHidden, case var .play(play) = message, play.position != nil || play.key != nil {
            play.position = nil
            play.key = nil
            message = .play(play)
        }
        guard let key = roster[author]?.key, SignatureCheck.verify(message, key: key, session: sessionHex) else {
            return violation(.badSignature, "the \(message.type) of \(SeatNumbering.spoken(author)) is not signed by its key", link: link)
        }
        // A seat may have sent this before it heard that the game was cut off (§12): let it go.
        if case let .between(interlude) = phase, interlude.cutOff, message.game == interlude.lastGame { return [] }
        switch message {
        case let .commit(commit): return receivedCommit(commit, message, from: link)
        case let .reveal(reveal): return receivedReveal(reveal, message, from: link)
        case let .play(play): return receivedPlay(play, message, from: link)
        case let .shuffle(pass): return receivedPass(pass, lock: false, message, from: link)
        case let .lock(pass): return receivedPass(pass, lock: true, message, from: link)
        case let .open(openings): return receivedOpenings(openings, message, from: link)
        case let .audit(audit): return receivedAudit(audit, message, from: link)
        case let .gameOver(over): return receivedGameOver(over, message, from: link)
        case let .rematch(rematch): return receivedRematch(rematch, message, from: link)
        case let .chat(chat):
            if case .awaitingWelcome = phase { return violation(.unexpectedMessage, "chat before welcome", link: link) }
            note(seat: chat.seat, chat.text)
            return relay(message, from: link) + [.chat(seat: chat.seat, text: chat.text)]
        default: return violation(.unexpectedMessage, "\(message.type) is not expected now", link: link)
        }
    }

    private mutating func malformed(_ error: WireError, from link: LinkID) -> [SessionAction] {
        let message = Message.error(ErrorMessage(code: error.code, message: error.description))
        guard error.isFatal else { return [.send(message, to: link)] }
        return violation(error.code, error.description, link: link)
    }

    /// A guest's connection came to an end, or a guest lost the host: a seated player's seat is
    /// held for them to come back (§15), where the table allows it.
    private mutating func gone(_ link: LinkID, _ reason: LeaveReason) -> [SessionAction] {
        config.role == .host ? linkLost(link, reason: reason) : lostHost(reason)
    }

    mutating func lost(_ why: PeerGone) -> [SessionAction] {
        closing([.peerLeft(why)])
    }
}
