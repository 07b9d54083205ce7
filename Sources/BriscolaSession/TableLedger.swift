import BriscolaCore
import BriscolaWire

/// What both ends of a table keep alike, host or guest: who sits where and with which key, the
/// series, the game under way (its phase and log), our account of the last game, the lines said.
/// The deal, the plays, the hidden hands and lockstep are written once over it (`TableEnd`);
/// what only a host or only a guest keeps is in `HostSession` and `GuestSession`.
struct TableLedger: Codable, Sendable {
    let config: SessionConfig
    var entropy: Entropy
    var phase: SessionPhase
    var sessionID: [UInt8] = []
    var roster: Roster
    /// The seat this end plays.
    var mySeat = 0
    /// Keys of the seats this end signs for: its own, and a host's computer players'.
    var keys: [SeatKey?]
    /// Our account of the last finished game, to check the others' against.
    @UnsignedAccount var lastFinal: GameOver? = nil
    /// Seconds each seat has to play (the host's choice, told in `welcome`); nil for no limit.
    var turnTime: Int?
    /// The series at this table: game *g* is dealt by seat (*g* − 1) mod *P* (§2, §10).
    var series: Series
    /// The last game that ended, and its record: a restarted program saves it if it had not yet.
    var lastEnded: EndedGame?
    /// The last lines said at the table (`ChatNote`), for a screen taking the table up again.
    var recentChat: [ChatNote] = []

    /// A ledger for a table of `players` seats, nobody seated yet.
    init(config: SessionConfig, entropy: Entropy, players: Int) {
        self.config = config
        self.entropy = entropy
        roster = Roster(players: players)
        series = Series(variant: Variant(rawValue: players) ?? .two, firstDealer: 0)
        keys = Array(repeating: nil, count: players)
        phase = .awaitingConnection
    }
}

extension TableLedger {
    /// Whether every list and seat number fits the table as the session indexes them (a damaged
    /// snapshot must make no session rather than one that traps later): one key per seat, ours
    /// among them, a series of this table's size, an interlude of one entry per seat, a session id
    /// and game numbers a proof's context takes (§17.2: 16 bytes; a game of 4 bytes).
    var isConsistent: Bool {
        let players = roster.players
        guard keys.count == players, keys.indices.contains(mySeat), keys[mySeat] != nil, sessionID.count == 16,
              series.variant.players == players, recentChat.count <= Session.chatKept else { return false }
        switch phase {
        case let .between(interlude):
            return (0..<Int(UInt32.max)).contains(interlude.lastGame) && [interlude.overs.count, interlude.asked.count, interlude.newcomers?.count ?? players].allSatisfy { $0 == players }
        default: return false
        }
    }
}

/// The last game that ended, and its record.
struct EndedGame: Codable, Sendable, Equatable {
    var game: Int
    var record: GameRecord
}

extension TableLedger {
    /// True once the session has ended; every later event is ignored.
    var isClosed: Bool {
        if case .closed = phase { return true }
        return false
    }

    /// The session id in hex (for signing inputs).
    var sessionHex: String { Hex.encode(sessionID) }

    /// Whether this table plays with hidden hands (protocol 3, §16).
    var isHidden: Bool { config.protocolVersion == 4 }

    /// Seats this end plays: its own, and a host's computer players.
    var mySeats: [Int] { (0..<roster.players).filter { keys[$0] != nil } }

    /// True once the session has a table: a guest welcomed, or a host's table open.
    var isSeated: Bool { !sessionID.isEmpty }

    /// The last game's number while the session is between two games (nil in a game, and before
    /// the first): when a journal may take a snapshot.
    var gameBetween: Int? {
        if case let .between(interlude) = phase, interlude.lastGame > 0 { interlude.lastGame } else { nil }
    }

    /// True once this seat has a game at this table to come back to: one being dealt or played,
    /// or the time between two. In the waiting room before its first game there is none: a
    /// dropped link there leaves the table at once (no seat is held, no journal is offered).
    var hasGameToResume: Bool {
        switch phase {
        case let .between(interlude): interlude.lastGame > 0
        case .dealing, .shuffling, .playing: true
        default: false
        }
    }

    /// Whether a dropped connection may come back: a seated player, a game or the time between
    /// games (not a table being left), and a grace period (§15).
    var isResumable: Bool { config.grace > 0 && hasGameToResume }

    /// The number of the last game that ended (0 before any).
    var lastFinishedGame: Int { lastEnded?.game ?? 0 }

    /// The series so far from our side, without the last game when `.restarted` will report its
    /// end once more (between games), so it counts once.
    var scoreBeforeRestart: SeriesScore {
        var results = series.results
        if let between = gameBetween, between == lastFinishedGame, !results.isEmpty { results.removeLast() }
        var score = SeriesScore()
        for result in results { score.add(result.outcome(for: series.variant.side(of: mySeat))) }
        return score
    }

    /// The game or deal under way, and what cutting it off now tells (nil when none is on): a game
    /// shown to us is kept with what was played; a deal (a hidden game whose hand is not open to
    /// us yet too) is told all the same, since every seat must ask for the next game (§12).
    var abandoned: (game: Int, told: SessionAction)? {
        switch phase {
        case let .playing(table) where table.isShown: (table.game, .gameAbandoned(game: table.game, record: table.cutOffRecord))
        case let .playing(table): (table.game, .dealAbandoned(game: table.game))
        case let .dealing(round): (round.game, .dealAbandoned(game: round.game))
        case let .shuffling(deal): (deal.game, .dealAbandoned(game: deal.game))
        default: nil
        }
    }

    /// The message signed by seat `seat`, one this end plays.
    func signed(_ message: Message, by seat: Int) -> Message {
        guard let key = keys[seat] else { preconditionFailure("seat \(seat) is not ours to sign for") }
        return key.sign(message, session: sessionHex)
    }
}
