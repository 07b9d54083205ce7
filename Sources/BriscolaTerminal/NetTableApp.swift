import BriscolaCore
import BriscolaSession
import BriscolaText
import BriscolaWire

/// A network game on screen, as a reducer: the session (elsewhere) owns the rules and the peers;
/// this state turns its actions and the person's keys into new state and effects — the requests
/// for the session among them (`AppEffect.session`), which the driver carries out after the
/// update. What the screen says is kept as facts (`NetNews`) and worded only when drawn.
public struct NetTableApp: TableScreenApp, Sendable {
    /// Where the session's actions wait for the loop, and where the driver hands the session the
    /// screen's requests (the screen itself only reads from it).
    public let inbox: SessionInbox
    /// The words of the table's language.
    let text: Text
    var board: NetBoard
    var phase: NetPhase
    /// The status line, piece by piece.
    var status: [NetNews] = []
    var tableTitle: TableTitle
    /// How others reach the table (a host's: its addresses, said again when its announcement
    /// comes late or is renamed).
    var reach: String
    var seating = Seating()
    var rematch = Rematch()
    var departures = Departures()
    var links = LinkWatch()
    var pace: Pace
    /// Finished and abandoned games, in order (for history).
    public internal(set) var games: [FinishedGame] = []
    /// How the session ended, once it has (nil while it goes on).
    public internal(set) var ending: SessionEnding?

    /// `waiting` is shown until the session says who sits where; the table speaks `language`;
    /// `series` is the score so far of a table taken up again after the program was killed, and
    /// `chat` what was said at it (whose: nil for the person's own).
    public init(title: String, waiting: String, inbox: SessionInbox, pauseMilliseconds: Int = 700, language: Language = .english,
                series: SeriesScore = SeriesScore(), chat: [(speaker: String?, text: String)] = []) {
        self.inbox = inbox
        text = Text(language)
        reach = waiting
        tableTitle = .given(title)
        pace = Pace(pauseMilliseconds: pauseMilliseconds)
        board = NetBoard()
        board.series = series
        for line in chat { board.chat.append(speaker: line.speaker, text: line.text) }
        phase = .notice([.reach])
    }

    /// Our seat: a host's is 0 (a guest hears its own in the welcome).
    public var mySeat: Int { seating.mySeat }
    /// Whether the table ever seated us (a guest's welcome, a host's first seats): a session that
    /// ended before has failed to reach a table at all.
    public var seated: Bool { seating.seated }
    /// A guest program taking its game up again after it was killed, until the table answers: its
    /// first wait is no "connection lost" (it has just started), and the table may be gone.
    public var restarting: Bool {
        get { links.restarting }
        set { links.restarting = newValue }
    }
    var ended: Bool { ending != nil }
    var taken: [SeatInfo] { seating.taken }

    /// The table waits for the session's first word.
    public mutating func start() -> [AppEffect] { [] }

    /// Applies what the session said since the last call; the session's requests come back as effects.
    public mutating func drainInbox() -> [AppEffect] {
        let before = phase
        if let fresh = inbox.takeWaiting() { reach = fresh }
        let effects = inbox.take().flatMap { handle(session: $0) }
        if links.reconnecting != nil, !ended {
            status = [.reconnecting]
        } else if !links.away.isEmpty, !ended, !status.contains(.away) {
            // The table waits for someone whose link dropped: that stays said through a card played meanwhile.
            status = [.away]
        }
        dealingNotice()
        askAgainUnderNews()
        return effects + attention(since: before, ring: true) + secondsWanted()
    }

    /// What the screen shows now: the board, with every word chosen here.
    public var screen: TableScreenModel {
        let (title, shorter) = titles
        var model = TableScreenModel(title: title, view: board.view, names: board.names, phase: shown(phase))
        model.shorterTitles = shorter
        model.computers = board.computers
        model.overlay = board.overlay
        model.selection = board.selection
        model.status = words(status)
        model.tableCode = board.tableCode
        model.awayName = links.firstAway.map { words($0.who) }
        model.awaySeats = links.away.keys.sorted()
        model.shownTrick = board.shownTrick
        model.gameNumber = board.gameNumber
        model.series = board.series
        model.final = board.final
        model.chat = board.chat
        model.showsCardsOut = board.showsCardsOut
        model.waitingRoom = board.waitingRoom.map { room in
            var room = room
            room.reach = room.isHost ? reach : "" // a host's room says how others reach it (a guest's does not)
            return room
        }
        model.offersBots = board.offersBots
        model.agreedToNext = rematch.agreed
        model.secondsLeft = board.secondsLeft
        model.noticeSaysHowToLeave = board.noticeSaysHowToLeave
        return model
    }

    /// The screen's phase, its news worded.
    func shown(_ phase: NetPhase) -> TableScreenModel.Phase {
        switch phase {
        case .yourTurn: .yourTurn
        case let .waiting(who): .waiting(words(who))
        case .sendingOurCard: .sendingOurCard
        case .trickShown: .trickShown
        case .result: .result
        case let .notice(news): .notice(words(news))
        }
    }
}
