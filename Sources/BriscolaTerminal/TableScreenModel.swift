import BriscolaCore
import BriscolaText

/// Everything a table screen shows, from one player's side: that player's `PlayerView` and the
/// interface's own state. Local and network games both produce one; the renderer needs no more.
public struct TableScreenModel: Sendable {
    /// What the table is doing, which decides what the keys do and what fills the screen.
    public enum Phase: Sendable, Equatable {
        case yourTurn
        /// Someone else is to play (their name).
        case waiting(String)
        /// Our own card is on its way: the session has not confirmed it yet (so nothing else may
        /// be sent). Not `waiting("You")`: another player may be called "You".
        case sendingOurCard
        case trickShown
        case result
        /// No table yet, or the session is over: a message fills the screen.
        case notice(String)
        /// Stepping through a stored match.
        case replaying

        /// True for `notice`, whatever its text.
        var isNotice: Bool {
            if case .notice = self { return true }
            return false
        }
    }

    /// A panel drawn over the table: the rules, or the question before quitting.
    public enum Overlay: Sendable, Equatable { case help, confirmQuit }

    public var title: String
    /// The title with its names cut shorter, step by step ("…" where cut): a header too narrow for
    /// the whole title takes the first that fits before it drops "Briscola" and the game number.
    public var shorterTitles: [String] = []
    /// Nil until a game has been dealt.
    public var view: PlayerView?
    public var names: [String]
    /// The seats computer players hold (a network table's; never our own): named with a mark.
    public var computers: [Int] = []
    public var phase: Phase
    public var overlay: Overlay?
    public var selection = 0
    public var status = ""
    /// The table code of the game on (Protocol.md §12) at a table of three or four: told after the
    /// status through the first trick — whole, the status cut instead — and in the side panel.
    public var tableCode: String?
    /// A player whose link dropped (the first by seat), whom a card of ours may wait for: at a
    /// hidden table the cards drawn after a trick open only with every seat's keys.
    public var awayName: String?
    /// Every seat whose link dropped, by number: the one whose turn it is is waited for, not "playing".
    public var awaySeats: [Int] = []
    public var shownTrick: CompletedTrick?
    public var gameNumber = 0
    public var series = SeriesScore()
    /// With five players, each seat's running score in the series (the sum of its deal scores).
    public var standings: [Int]?
    /// With five players, each seat's score for the deal just finished (+2, +1, −1; ±4 alone).
    public var dealScores: [Int]?
    /// True when waiting for someone is a pause the person may skip (an emulator's turn), false
    /// when a person elsewhere is choosing.
    public var pauseSkippable = false
    /// Final scores, result and tricks per side, once a game is over.
    public var final: (scores: [Int], result: GameResult, tricks: [Int])?
    /// The table's chat (offered on network tables only).
    public var chat = ChatState()
    /// True while the person has the cards-out panel open.
    public var showsCardsOut = false
    /// A network table of three or four before its game: who sits where (shown instead of a notice).
    public var waitingRoom: WaitingRoom?
    /// True while a host's table of three or four has free seats between games: b fills them.
    public var offersBots = false
    /// True once the person said yes to the next game: the result's keys no longer ask it.
    public var agreedToNext = false
    /// With a turn timer, the seconds left to play a card (shown beside "Your turn").
    public var secondsLeft: Int?
    /// Cards of the hand not known, drawn face down: a replay of a hidden deal cut off, whose
    /// cards never played were never revealed (its record holds stand-ins there).
    public var unknownCards = CardSet()
    /// The notice itself says how to leave ("Press Enter to leave"): its box adds no "q quits".
    public var noticeSaysHowToLeave = false

    /// A table with no cards played and nothing shown over it.
    public init(title: String, view: PlayerView?, names: [String], phase: Phase) {
        self.title = title
        self.view = view
        self.names = names
        self.phase = phase
    }

    /// The name of a seat as the table shows it, or "you".
    func who(_ seat: Int, _ text: Text) -> String { seat == view?.seat ? text(.whoYou) : name(seat, text) }

    /// The name of `seat` as the table shows it: a computer player's marked ("Bot 3 (computer)").
    /// In `width` columns the name is cut first and the mark kept whole while five columns of name
    /// fit beside it; in less, the name alone, cut.
    func name(_ seat: Int, _ text: Text, width: Int? = nil, glyphs: Glyphs = Glyphs(unicode: true)) -> String {
        let name = names.indices.contains(seat) ? names[seat] : ""
        guard computers.contains(seat), !name.isEmpty else { return width.map { name.shortened(to: $0, glyphs: glyphs) } ?? name }
        let marked = text(.netComputerTag, ["name": name])
        guard let width, marked.columns > width else { return marked }
        let room = width - (marked.columns - name.columns)
        return room >= 5 ? text(.netComputerTag, ["name": name.shortened(to: room, glyphs: glyphs)]) : name.shortened(to: width, glyphs: glyphs)
    }
}
