import BriscolaCore
import BriscolaWire

/// A finished or abandoned network game, for the history: the record, who played it by seat (as
/// each gave their name), and which seats programs played.
public struct FinishedGame: Sendable {
    /// The game as played, to be verified and stored.
    public var record: GameRecord
    /// The players' names by seat, as they sat at that game.
    public var names: [String]
    /// The seats computer players the host seated held (the history files them as such).
    public var computers: [Int]
    /// The seats other programs played (a headless guest, a headless host).
    public var programs: [Int]
}

/// What fills a network table's screen besides its words: the cards, the names by seat, the
/// panels, the chat; `NetTableApp.screen` puts the words with it when the screen is drawn.
struct NetBoard: Sendable {
    /// Nil until a game has been dealt (and again after one was cut off at a bigger table).
    var view: PlayerView?
    /// Names by seat, "" for a free one (told apart by seat where two share one).
    var names = ["", ""]
    /// The seats programs play, marked where named (never our own).
    var computers: [Int] = []
    var overlay: TableScreenModel.Overlay?
    var selection = 0
    var shownTrick: CompletedTrick?
    var gameNumber = 0
    var series = SeriesScore()
    var final: (scores: [Int], result: GameResult, tricks: [Int])?
    var chat = ChatState()
    var showsCardsOut = false
    /// A table of three or four before its game: who sits where (its `reach` is filled in when drawn).
    var waitingRoom: WaitingRoom?
    /// A host's table of three or four with free seats between games: b fills them.
    var offersBots = false
    /// With a turn timer, the seconds left to play a card.
    var secondsLeft: Int?
    /// The table code of the game on, at a table of three or four.
    var tableCode: String?
    /// The table is over and its notice says how to leave.
    var noticeSaysHowToLeave = false
}

/// What a network table is doing, which decides what its keys do: `TableScreenModel.Phase` with
/// facts where that has words.
enum NetPhase: Sendable, Equatable {
    case yourTurn
    /// Another seat is to play.
    case waiting(SeatName)
    /// Our card is on its way: nothing else may be sent until the session confirms it.
    case sendingOurCard
    case trickShown
    case result
    /// No table yet, or the session is over: news fills the screen.
    case notice([NetNews])
}

/// The table's title before any game: as the program gave it ("hosting on port 4860 as Anna"),
/// or, once a guest is seated, whose table it is.
enum TableTitle: Sendable, Equatable {
    case given(String)
    case atTable(host: String)
}

/// Who sits where, as the session last said it.
struct Seating: Sendable {
    /// Our seat: a host's is 0 (a guest hears its own in the welcome).
    var mySeat = 0
    /// Whether the table ever seated us: a session that ended before never reached a table.
    var seated = false
    /// The taken seats as last heard.
    var taken: [SeatInfo] = []
    /// The seats a program played when last taken: a seat fallen free keeps its mark until
    /// someone else sits there.
    var programSeats: [Int] = []
    /// The other player at two (the host, for a guest at a bigger table), as the screen names them.
    var opponent: SeatName = .otherPlayer
    /// Who plays the game on, by seat, as each gave their name (for the history).
    var playedBy: [String] = []
}

/// Between games: who asked for another.
struct Rematch: Sendable {
    /// We said yes (the result's keys then offer only what is left).
    var agreed = false
    /// The seats that said they want another game since the last one ended (one who sat down
    /// meanwhile asked by joining).
    var yes: [Int] = []
}

/// Who left while their seats wait (since the last game was dealt), and the game that was cut off.
struct Departures: Sendable {
    /// One player gone, and why.
    struct Departure: Sendable, Equatable {
        var who: SeatName
        var reason: LeaveReason
    }

    var left: [Departure] = []
    /// The game cut off since the last deal, said with the news of who left.
    var abandonedGame: Int?

    /// Who left: one with why, two or more by name (nil: nobody).
    var news: NetNews? {
        guard let first = left.first else { return nil }
        return left.count > 1 ? .seatsLeft(left.map(\.who)) : .seatLeft(first.who, first.reason)
    }

    var abandoned: NetNews? { abandonedGame.map(NetNews.gameAbandoned) }
}

/// Dropped links: ours being taken up again, and other seats' whose players may come back.
struct LinkWatch: Sendable {
    /// One seat whose link dropped: its name, and the seconds it has left (counted down).
    struct Absence: Sendable, Equatable {
        var who: SeatName
        var seconds: Int
    }

    /// While our link is being taken up again: the seconds left.
    var reconnecting: Int?
    /// A program taking its game up again after it was killed, until the table answers.
    var restarting = false
    var away: [Int: Absence] = [:]
    /// True while the loop sends a `second` a second.
    var countingSeconds = false

    /// The first away seat's absence (nil: nobody).
    var firstAway: Absence? { away.keys.min().flatMap { away[$0] } }
}

/// The pace of play: the pause that shows a trick, and the turn timer.
struct Pace: Sendable {
    let pauseMilliseconds: Int
    /// The table's turn timer, in seconds (nil: none).
    var turnTime: Int?
    /// The seat whose time just ran out: its next play is said as played for it.
    var timedOutSeat: Int?
    /// What the status line says once the trick in view is gathered (a card led meanwhile).
    var statusAfterTrick: [NetNews]?
    /// The game ended while its last trick was in view: the result comes after the pause.
    var resultPending = false
    /// The result has just come up: Enter does not yet ask for another game (a spare Enter
    /// pressed to skip the last trick's pause must not answer a question not yet seen).
    var resultSettling = false
}
