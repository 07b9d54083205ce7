import BriscolaCore
import BriscolaSession
import BriscolaText
import BriscolaWire

/// A network game on screen: the session (elsewhere) owns the rules and the peer; this state
/// machine turns its actions into what the screen shows, and keys into session events.
public struct NetTableApp: TableScreenApp, Sendable {
    let inbox: SessionInbox
    let pauseMilliseconds: Int
    /// The words of the table's language.
    let text: Text
    public internal(set) var model: TableScreenModel
    /// Finished and abandoned games, in order (for history).
    public internal(set) var records: [GameRecord] = []
    /// The players' names by seat for each of `records`, as they sat at that game.
    public internal(set) var recordNames: [[String]] = []
    /// For each of `records`, the seats computer players held (the history files them as such).
    public internal(set) var recordComputers: [[Int]] = []
    /// For each of `records`, the seats other programs played (a headless guest, a headless host).
    public internal(set) var recordPrograms: [[Int]] = []
    var resultPending = false
    /// True once we said yes to another game, until it is dealt: another player's yes is then news,
    /// not a question.
    /// True once the person said yes to the next game (the result's keys then offer only what is left: b).
    var agreedToRematch = false {
        didSet { model.agreedToNext = agreedToRematch }
    }
    /// The seats that said they want another game since the last one ended (one who sat down
    /// meanwhile asked by joining).
    var rematchYes: [Int] = []
    /// Who plays the game on, by seat, as each gave their name (for the history).
    var playedBy: [String] = []
    /// "Game 2 was abandoned.", said with the news of who left until the next game is dealt.
    var abandonedNote: String?
    /// Who left while their seats wait (since the last game was dealt): two who leave are both said.
    var leftNames: [String] = [] {
        didSet { if leftNames.isEmpty { leftNews = nil } }
    }
    /// Who left (`leftNames`, and why), kept while their seats wait, so that a wish for another
    /// game meanwhile is said beside it rather than in its place.
    var leftNews: String?
    /// The taken seats as last heard: after a game, a table with a seat free waits for a player
    /// before the others' yes matters.
    var taken: [SeatInfo] = []
    /// The seats a program played when last taken (a computer player the host seated, a headless
    /// guest or host): a seat fallen free keeps its last name in the heading, and that it was a
    /// computer with it, until someone else sits there.
    var programSeats: [Int] = []
    /// How the session ended, once it has (nil while it goes on).
    public internal(set) var ending: SessionEnding?
    var ended: Bool { ending != nil }
    /// The other player's name, once the session has said it.
    var opponent: String
    /// Our seat: a host's is 0 (a guest hears its own in the welcome).
    public internal(set) var mySeat = 0
    /// Whether the table ever seated us (a guest's welcome, a host's first seats): a session that
    /// ended before has failed to reach a table at all.
    public internal(set) var seated = false
    /// What the waiting notice says (a host's: how others reach the table, said again when its
    /// announcement comes late or is renamed).
    var reach: String
    /// The table's turn timer, in seconds (nil: none).
    var turnTime: Int?
    /// The seat whose time just ran out: its next play is announced as played for it.
    var timedOutSeat: Int?
    /// While our link to the host is being taken up again: how long we said it may take. The
    /// notice stays in the status line until the link is back (a card played meanwhile waits).
    var reconnecting: Int?
    /// A guest program taking its game up again after it was killed, until the table answers: its
    /// first wait is no "connection lost" (it has just started), and the table may be gone.
    public var restarting = false
    /// The seats whose links dropped, with their names and the seconds each has left to come
    /// back (counted down); said on the status line until they are back or gone.
    var away: [Int: (name: String, seconds: Int)] = [:] {
        didSet {
            model.awayName = away.keys.min().flatMap { away[$0]?.name }
            model.awaySeats = away.keys.sorted()
        }
    }
    /// True while the loop sends a `second` a second (a countdown is on screen).
    var countingSeconds = false
    /// What the status line says once the trick in view is gathered (a card led meanwhile).
    var statusAfterTrick: String?
    /// The title before any game ("hosting on port 4860 as Anna"), again in the waiting room; a
    /// guest's says whose table it is once seated ("at Anna's table", no longer "joining …").
    var tableTitle: String

    /// `waiting` is shown until the session says who sits where; the table speaks `language`;
    /// `series` is the score so far of a table taken up again after the program was killed, and
    /// `chat` what was said at it (whose: nil for the person's own).
    public init(title: String, waiting: String, inbox: SessionInbox, pauseMilliseconds: Int = 700, language: Language = .english,
                series: SeriesScore = SeriesScore(), chat: [(speaker: String?, text: String)] = []) {
        self.inbox = inbox
        self.pauseMilliseconds = pauseMilliseconds
        text = Text(language)
        opponent = text(.netOtherPlayer)
        reach = waiting
        tableTitle = title
        model = TableScreenModel(title: title, view: nil, names: ["", ""], phase: .notice(waiting))
        model.series = series
        for line in chat { model.chat.append(speaker: line.speaker, text: line.text) }
    }

    public var screen: TableScreenModel { model }

    /// The table waits for the session's first word.
    public mutating func start() -> [AppEffect] { [] }

    /// Game `game` was cut off. At a table of three or four the others stay: back to the waiting
    /// room, still keen to play (at two, the other player's leaving ends the table for us).
    mutating func abandoned(game: Int) {
        guard model.names.count > 2, ending == nil else { return }
        let note = text(.netGameAbandoned, ["game": "\(game)"])
        abandonedNote = note
        model.status = model.status.contains(text(.netSeatLeftWaiting)) ? note + " " + model.status : note
        model.view = nil
        model.title = tableTitle // no longer "you vs …": who plays next is not known yet
        model.shorterTitles = []
        model.final = nil
        resultPending = false
        agreedToRematch = true
        inbox.send(.localRematch)
    }

    /// Applies what the session said since the last call.
    public mutating func drainInbox() -> [AppEffect] {
        let before = model.phase
        if let fresh = inbox.takeWaiting() { sayWaiting(fresh) }
        let effects = inbox.take().flatMap { handle(session: $0) }
        if let seconds = reconnecting, ending == nil {
            model.status = reconnectingText(seconds)
        } else if let line = awayLine, ending == nil, !model.status.contains(line) {
            // The table waits for someone whose link dropped: that stays said through a card played meanwhile.
            model.status = line
        }
        dealingNotice()
        askAgainUnderNews()
        return effects + attention(since: before, ring: true) + secondsWanted()
    }

    /// "Back at the table.", while the line still says it: a restarted host tells us of the other
    /// guests going and coming back just after we are back, and our own news stays said with theirs.
    var ourReturn: String? { model.status.contains(text(.netReconnected)) ? text(.netReconnected) : nil }

    /// Turns one session action into screen state.
    public mutating func handle(session action: SessionAction) -> [AppEffect] {
        switch action {
        case let .welcomed(seats, mySeat, players):
            seated = true
            self.mySeat = mySeat
            seated(seats, players: players)
            if mySeat != 0, let host = seats.first(where: { $0.seat == 0 })?.name {
                tableTitle = text(.netAtTable, ["name": host])
                if model.view == nil { (model.title, model.shorterTitles) = (tableTitle, []) }
            }
            model.phase = .notice(waitingText(seats, players: players))
        case let .seatsChanged(seats, players):
            seated = true
            let wasWaiting = model.status == waitingText(taken, players: players)
            let leftNews = model.status.contains(text(.netSeatLeftWaiting)) || !leftNames.isEmpty
            let sat = seats.count > taken.count
            seated(seats, players: players)
            // Someone sat in a seat that was waiting: who left is old news.
            if sat, leftNews, ending == nil, seats.count < players {
                leftNames = []
                model.status = model.view == nil ? "" : waitingText(seats, players: players)
            }
            // Who just left stays said (it already says the table waits for the seat).
            if model.view != nil, ending == nil, seats.count < players, !leftNews { model.status = waitingText(seats, players: players) }
            // Every seat taken again between games (b, or a newcomer): the waiting line, or who left
            // and that the seat waits, is stale.
            // Whoever already asked for the next game is said again (the host's b is no answer of its
            // own); one who asked is told whom the game now waits for.
            if model.view != nil, ending == nil, seats.count == players, wasWaiting || leftNews {
                model.status = agreedToRematch ? waitingAfterOurYes() : [text(.netSeatsFull), rematchWish()].compactMap { $0 }.joined(separator: " ")
            }
            if seats.count == players { leftNames = [] }
            if model.view == nil, ending == nil, players == 2 { model.phase = .notice(seats.count < players ? reach : text(.netDealing)) }
        case let .seatLeft(seat, name, reason):
            // At a table of two, the other player leaving ends the table for us too — and the session
            // with it, so the table stops listening: a newcomer is refused at once rather than seated
            // at a table nobody plays at any more.
            if model.names.count == 2 {
                inbox.send(.localQuit(reason: .tableClosed))
                // Named as the screen names them ("Anna (2)" beside our own Anna).
                return handle(session: .peerLeft(.left(name: sitting(seat) ?? name, reason: reason)))
            }
            away[seat] = nil
            // As the screen names them ("Bruno (3)" when two share a name); one who left before,
            // whose seat still waits, is said with them.
            let who = sitting(seat) ?? name
            leftNames.append(who)
            let news = leftNames.count > 1 ? text(.netSeatsLeftMany, ["names": text.list(leftNames)]) : text.left(who, reason: reason, waiting: true)
            leftNews = news
            // Who already asked for another game stays said, before the news (in whichever order
            // the answers came; a long leaving reason is what the box cuts, not the wish).
            let wish = (model.phase == .result || resultPending) && !agreedToRematch ? rematchWish(leaving: seat) : nil
            model.status = [abandonedNote, wish, news].compactMap { $0 }.joined(separator: " ")
        case let .gameStarted(game, view, code):
            // A game dealt to us (one taken up from a journal too) is a table that seated us.
            seated = true
            leftNames = []
            model.waitingRoom = nil
            if !taken.isEmpty {
                model.names = Self.names(taken, players: view.variant.players, mySeat: mySeat)
                model.computers = programSeats.filter { $0 != mySeat }
            }
            playedBy = Self.names(taken, players: view.variant.players, mySeat: nil)
            retitle()
            model.gameNumber = game
            model.view = view
            model.final = nil
            model.shownTrick = nil
            statusAfterTrick = nil
            resultPending = false
            agreedToRematch = false
            rematchYes = []
            abandonedNote = nil
            model.status = view.isMyTurn ? text(.netYourLead, ["game": "\(game)", "suit": text.suit(view.trump)])
                : text(.netOtherLeads, ["game": "\(game)", "name": model.name(view.turn, text), "suit": text.suit(view.trump)])
            // With a relaying host, the table code lets the people at the table see they all sit at one table (§12).
            model.tableCode = model.names.count > 2 ? code : nil
            model.phase = phaseFor(view)
        case let .yourTurn(view):
            model.view = view
            if model.phase != .trickShown { model.phase = .yourTurn }
            // The countdown runs from here, a second a tick (the screen's wait effect).
            if let turnTime {
                model.secondsLeft = turnTime
                return [.wait(milliseconds: 1000)]
            }
        case let .timeLimit(seconds):
            turnTime = seconds
        case let .timedOut(seat):
            timedOutSeat = seat
        case let .played(seat, card, view):
            return played(seat: seat, card: card, view: view)
        case let .gameEnded(game, record):
            keep(record)
            finish(record, game: game)
        case let .gameAbandoned(game, record):
            keep(record)
            abandoned(game: game)
        case let .dealAbandoned(game):
            abandoned(game: game) // nothing was played: nothing to keep
        case let .chat(seat, text):
            heard(seat: seat, text)
        case let .wantsRematch(seat):
            if !rematchYes.contains(seat) { rematchYes.append(seat) }
            // Once we said yes, who is still to answer is news at a table of three or four (at two
            // the game is dealt); before, who wants another game.
            if model.phase == .result || resultPending, !(agreedToRematch && model.names.count == 2) {
                // While a seat that fell free waits, who left stays said after the wish (the keys
                // are the box's own line then: y, n, and b for the host).
                if !agreedToRematch, let news = leftNews, taken.count < model.names.count, let wish = rematchWish() {
                    model.status = [abandonedNote, wish, news].compactMap { $0 }.joined(separator: " ")
                } else {
                    model.status = agreedToRematch ? waitingAfterOurYes() : rematchAsked(by: seat)
                }
            }
        case let .peerLeft(gone):
            // Who left, named as the screen names them ("Anna (1)" beside our own Anna).
            var why = gone
            if case let .left(name, said) = gone, let seat = taken.sorted(by: { $0.seat < $1.seat }).first(where: { $0.name == name && $0.seat != mySeat })?.seat,
               let shown = sitting(seat) {
                why = .left(name: shown, reason: said)
            }
            let reason = FailureText.gone(why, text)
            // Never seated, and no table said goodbye: whatever answered there was no table (a
            // program that accepted the connection and said nothing).
            var answered = false
            if case .left = why { answered = true }
            let news = !seated && !answered ? text(.netNoTableAnswered, ["reason": reason])
                : model.final != nil && (model.phase == .result || resultPending)
                ? text(.netPeerLeft, ["name": opponent]) : text(model.waitingRoom != nil ? .netTableEnded : .netEnded, ["reason": reason])
            end(.peerLeft(why), news)
        case let .failed(failure):
            end(.failed(failure), FailureText.explain(failure, seated: seated, text))
        case let .rejectedLocal(error):
            model.status = "\(error)"
            model.phase = .yourTurn
        case let .seatAway(seat, name, seconds):
            away[seat] = (sitting(seat) ?? name, seconds)
            model.status = [standingWishes(), ourReturn, awayLine].compactMap { $0 }.joined(separator: " ")
        case let .seatBack(seat, name):
            // Back from an absence we were told of: a guest whose host restarted hears the other
            // guests come back too, but never saw them go (its own "Back at the table." stays).
            guard away[seat] != nil else { break }
            away[seat] = nil
            // Whoever is still away stays said.
            model.status = [standingWishes(), ourReturn, text(.netBack, ["name": sitting(seat) ?? name]), awayLine].compactMap { $0 }
                .joined(separator: " ")
        case let .connectionLost(_, seconds):
            reconnecting = seconds
            model.status = reconnectingText(seconds)
        case .reconnected:
            reconnecting = nil
            restarting = false
            model.status = [standingWishes(), text(.netReconnected)].compactMap { $0 }.joined(separator: " ")
        case .send, .close, .drop, .startTimer, .botTurn, .freeSeats, .reconnect:
            break
        }
        return []
    }
}
