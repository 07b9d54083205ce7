import BriscolaCore
import BriscolaSession

/// One piece of what a network table's status line (or its notice) says, as facts: the words
/// are chosen only when the screen is drawn (`NetTableApp.words`), so the table decides by
/// these values and never by reading its own text back.
enum NetNews: Sendable, Equatable {
    /// How others reach the table (the host's addresses, a guest's "connected"), as last heard.
    case reach
    /// "Waiting for players: 2 of 4 seats taken…"
    case seatsWaiting(taken: Int, players: Int)
    /// "Dealing…"
    case dealing
    /// "Every seat is taken again."
    case seatsFull
    /// "Game 2 was abandoned."
    case gameAbandoned(Int)
    /// Who left while their seat waits: one with why, or several by name.
    case seatLeft(SeatName, LeaveReason)
    case seatsLeft([SeatName])
    /// Who wants another game, said beside other news ("Walt wants another game.").
    case rematchWish([SeatName])
    /// The question itself: who wants another game, and the keys to answer.
    case rematchAsked([SeatName])
    /// After our yes at a table of two: the other player's answer is awaited.
    case waitingForOpponent(SeatName)
    /// After our yes at a bigger table: these players are still to answer.
    case waitingForAnswers([SeatName])
    /// The deal's first word: who leads (nil: we do), and trumps.
    case lead(game: Int, trump: Suit, leader: SeatName?)
    /// A card played.
    case card(CardNews)
    /// A card that completed a trick, and who took it (nil: we did) for how many points.
    case trick(CardNews, points: Int, taker: SeatName?)
    /// Our play was refused by the rules.
    case rejected(RuleError)
    /// The first seat whose link dropped, and its time left (as it stands when drawn).
    case away
    /// A seat whose link had dropped is back.
    case back(SeatName)
    /// Our own link is being taken up again, and its time left (as it stands when drawn).
    case reconnecting
    /// "Back at the table."
    case reconnected
    /// Why the table is over for us, then how to leave.
    case ended(EndNews)
    case pressEnter
    /// A chat line said on the status line while the cards-out panel hides the strip.
    case heard(SeatName, String)
    /// A number past the hand: which numbers there are.
    case cardsLeft(Int)
    /// "Play again?" and its keys.
    case askAgain

    /// News that a seat fell free and waits for a player.
    var isSeatLeft: Bool {
        switch self {
        case .seatLeft, .seatsLeft: true
        default: false
        }
    }

    /// True where the words end with the result's keys (y / Enter = yes, n = no): the question is
    /// already asked.
    var asksAgain: Bool {
        switch self {
        case .rematchAsked, .askAgain: true
        default: false
        }
    }
}

/// A card on the table as the status line tells it: who played it (nil: we did), and whether it
/// was played for them when their time ran out.
struct CardNews: Sendable, Equatable {
    var player: SeatName?
    var card: Card
    var trump: Suit
    var timedOut = false
}

/// Why the table is over for us.
enum EndNews: Sendable, Equatable {
    /// Nothing ever seated us and no table said goodbye: no briscola table answered there.
    case noTable(Gone)
    /// After a finished game, the other side went: "Anna has left the table."
    case peerLeftAfterGame(SeatName)
    /// The waiting room closed before any game.
    case tableEnded(Gone)
    /// The game ended: the other side went.
    case ended(Gone)
    /// The session failed (`seated`: whether a table ever seated us).
    case failed(SessionFailure, seated: Bool)
}

/// Why the other side went, with the name the table shows for whoever said goodbye ("Anna (1)"
/// beside our own Anna; nil: as they gave it).
struct Gone: Sendable, Equatable {
    var why: PeerGone
    var shown: SeatName?
}

/// A player's name as the table shows it.
enum SeatName: Sendable, Equatable {
    /// Before the session names them: "the other player".
    case otherPlayer
    /// A name (told apart by seat where two share it); `computer` adds the table's mark for a seat
    /// a program plays; `cuttable` lets a narrow heading shorten it (the mark is kept whole).
    case named(String, computer: Bool = false, cuttable: Bool = false)
}
