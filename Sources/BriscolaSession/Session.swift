import BriscolaCore
import BriscolaWire

/// One seat's end of a network table of two to four seats, as a state machine: feed it events,
/// carry out the actions it returns. A guest talks to the host only; the host seats guests,
/// relays what each seat says to the others, plays its computer players' seats, and deals
/// (Protocol.md §10, §12). Every seat checks every signature, play and state hash itself. It never
/// touches a socket, a clock or the system's randomness (secrets and keys come from `Entropy`).
/// The public entry point over the two ends, `HostSession` and `GuestSession`, which share one
/// `TableLedger` and every rule written over it (`TableEnd`).
public struct Session: Sendable {
    /// Which end this is, and all it keeps.
    enum End: Sendable {
        case host(HostSession)
        case guest(GuestSession)

        /// What both ends keep alike.
        var ledger: TableLedger {
            switch self {
            case let .host(host): host.ledger
            case let .guest(guest): guest.ledger
            }
        }
    }

    var end: End

    /// A session about to connect (guest) or accept guests (host).
    public init(config: SessionConfig, entropy: Entropy = .system) {
        switch config.role {
        case .host: end = .host(HostSession(config: config, entropy: entropy))
        case .guest: end = .guest(GuestSession(config: config, entropy: entropy))
        }
    }

    /// Handles one event and returns what to do, in order.
    public mutating func handle(_ event: SessionEvent) -> [SessionAction] {
        if isClosed { return [] }
        switch end {
        case var .host(host):
            let out = host.handle(event)
            end = .host(host)
            return out
        case var .guest(guest):
            let out = guest.handle(event)
            end = .guest(guest)
            return out
        }
    }

    /// What both ends keep alike.
    var ledger: TableLedger { end.ledger }

    /// Where the session stands (for tests that look inside).
    var phase: SessionPhase { ledger.phase }

    /// Who this end is.
    public var config: SessionConfig { ledger.config }
    /// Who sits where.
    public var roster: Roster { ledger.roster }
    /// The seat this end plays.
    public var mySeat: Int { ledger.mySeat }
    /// Seconds each seat has to play (the host's choice, told in `welcome`); nil for no limit.
    public var turnTime: Int? { ledger.turnTime }
    /// The series at this table: game *g* is dealt by seat (*g* − 1) mod *P* (§2, §10).
    public var series: Series { ledger.series }

    /// The highest connection id a host has seen (a restarted host numbers new ones above it); 0
    /// for a guest.
    public var highestLink: LinkID {
        if case let .host(host) = end { return host.highestLink }
        return 0
    }

    /// True once the session has ended; every later event is ignored.
    public var isClosed: Bool { ledger.isClosed }

    /// The seat names as agreed in the handshake (taken seats, in seat order).
    public var seatNames: [SeatInfo] { ledger.roster.taken }

    /// True once the session has a table: a guest welcomed, or a host's table open.
    public var isSeated: Bool { ledger.isSeated }

    /// True once this seat has a game at this table to come back to (see `TableLedger`).
    public var hasGameToResume: Bool { ledger.hasGameToResume }

    /// The last game's number while the session is between two games (nil in a game, and before
    /// the first): when a journal may take a snapshot.
    public var gameBetween: Int? { ledger.gameBetween }

    /// The number of the last game that ended (0 before any): a restarted program reports that
    /// game's end once more after `.restarted`.
    public var lastFinishedGame: Int { ledger.lastFinishedGame }

    /// The series so far from our side, for a screen taking a rebuilt session up: without the last
    /// game when `.restarted` will report its end once more (between games), so it counts once.
    public var scoreBeforeRestart: SeriesScore { ledger.scoreBeforeRestart }

    /// How many lines a session keeps: more than any screen shows.
    static let chatKept = 12

    /// The lines a screen taking a rebuilt session up shows before any new one: whose (nil for
    /// this end's own) and what.
    public var chatSoFar: [(speaker: String?, text: String)] {
        ledger.recentChat.map { ($0.seat == ledger.mySeat ? nil : $0.name, $0.text) }
    }
}
