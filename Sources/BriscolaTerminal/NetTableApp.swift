import BriscolaCore
import BriscolaSession
import BriscolaWire

/// A network game on screen: the session (elsewhere) owns the rules and the peer; this state
/// machine turns its actions into what the screen shows, and keys into session events.
public struct NetTableApp: TableScreenApp, Sendable {
    let inbox: SessionInbox
    let pauseMilliseconds: Int
    public internal(set) var model: TableScreenModel
    /// Finished and abandoned games, in order (for history).
    public internal(set) var records: [GameRecord] = []
    var resultPending = false
    /// How the session ended, once it has (nil while it goes on).
    public internal(set) var ending: SessionEnding?
    var ended: Bool { ending != nil }
    /// The other player's name, once the session has said it.
    var opponent = "the other player"
    /// Our seat: a host's is 0 (a guest hears its own in the welcome).
    var mySeat = 0
    /// What the waiting notice said at first (a host's: how others reach the table).
    let reach: String

    /// `waiting` is shown until the session says who sits where.
    public init(title: String, waiting: String, inbox: SessionInbox, pauseMilliseconds: Int = 700) {
        self.inbox = inbox
        self.pauseMilliseconds = pauseMilliseconds
        reach = waiting
        model = TableScreenModel(title: title, view: nil, names: ["", ""], phase: .notice(waiting))
    }

    public var screen: TableScreenModel { model }

    /// The table waits for the session's first word.
    public mutating func start() -> [AppEffect] { [] }

    /// Applies what the session said since the last call.
    public mutating func drainInbox() -> [AppEffect] {
        let before = model.phase
        return inbox.take().flatMap { handle(session: $0) } + attention(since: before, ring: true)
    }

    /// Turns one session action into screen state.
    public mutating func handle(session action: SessionAction) -> [AppEffect] {
        switch action {
        case let .welcomed(seats, mySeat, players):
            self.mySeat = mySeat
            seated(seats, players: players)
            model.phase = .notice(waitingText(seats, players: players))
        case let .seatsChanged(seats, players):
            seated(seats, players: players)
            if model.view != nil, ending == nil, seats.count < players { model.status = waitingText(seats, players: players) }
            if model.view == nil, ending == nil, players == 2 { model.phase = .notice(seats.count < players ? reach : "Dealing…") }
        case let .seatLeft(_, name, reason):
            // At a table of two, the other player leaving ends the table for us too.
            if model.names.count == 2 { return handle(session: .peerLeft(reason: "\(name) left: \(reason)")) }
            model.status = "\(name) left (\(reason)); waiting for the seat to fill."
        case let .gameStarted(game, view, code):
            model.waitingRoom = nil
            model.title = Self.title(names: model.names, mySeat: mySeat)
            model.gameNumber = game
            model.view = view
            model.final = nil
            model.shownTrick = nil
            resultPending = false
            model.status = view.isMyTurn ? "Game \(game): your lead. Trump is \(view.trump.name())." : "Game \(game): \(model.names[view.turn]) leads."
            // With a relaying host, the table code lets the people at the table see they all sit at one table (§12).
            if model.names.count > 2 { model.status += " Table code \(code)." }
            model.phase = phaseFor(view)
        case let .yourTurn(view):
            model.view = view
            if model.phase != .trickShown { model.phase = .yourTurn }
        case let .played(seat, card, view):
            return played(seat: seat, card: card, view: view)
        case let .gameEnded(_, record):
            records.append(record)
            finish(record)
        case let .gameAbandoned(_, record):
            records.append(record)
            // At a table of three or four the others stay: back to the waiting room, still keen to play.
            if model.names.count > 2, ending == nil {
                model.view = nil
                model.final = nil
                resultPending = false
                inbox.send(.localRematch)
            }
        case let .chat(seat, text):
            heard(seat: seat, text)
        case let .wantsRematch(seat):
            let who = model.names.indices.contains(seat) ? model.names[seat] : opponent
            if model.phase == .result || resultPending { model.status = "\(who) wants another game: y / Enter = yes, n = no" }
        case let .peerLeft(reason):
            let text = model.final != nil && (model.phase == .result || resultPending)
                ? "\(opponent) has left the table." : "The game has ended: \(reason)."
            end(.peerLeft(reason), text)
        case let .failed(failure):
            end(.failed(failure), FailureText.explain(failure))
        case let .rejectedLocal(error):
            model.status = "\(error)"
            model.phase = .yourTurn
        case .send, .close, .drop, .waitForSeat, .botTurn, .freeSeats:
            break
        }
        return []
    }

    /// Names by seat ("" for a free seat), the title they make, and (three or four seats, no
    /// game yet) the waiting room.
    private mutating func seated(_ seats: [SeatInfo], players: Int) {
        var names = Array(repeating: "", count: players)
        var room = WaitingRoom(players: players, mySeat: mySeat, reach: mySeat == 0 ? reach : "")
        for info in seats where names.indices.contains(info.seat) {
            names[info.seat] = info.name
            room.seats[info.seat] = WaitingRoom.Seat(name: info.name, bot: info.bot)
        }
        model.names = names
        if players > 2, model.view == nil, ending == nil {
            model.waitingRoom = room
            model.phase = .notice(waitingText(seats, players: players))
        }
        model.chat.offered = seats.count > 1 // someone to talk to
        if let other = seats.first(where: { $0.seat != mySeat })?.name, players == 2 { opponent = other }
    }

    /// Who plays whom: "you vs Gino"; with four, partners together ("you and Pia vs Gino and Rocco").
    static func title(names: [String], mySeat: Int) -> String {
        let others = names.indices.filter { $0 != mySeat }.map { names[$0] }
        switch names.count {
        case 4: return "you and \(names[(mySeat + 2) % 4]) vs \(names[(mySeat + 1) % 4]) and \(names[(mySeat + 3) % 4])"
        case 3: return "you vs \(others[0]) and \(others[1])"
        default: return "you vs \(others.first ?? "the other player")"
        }
    }

    private func waitingText(_ seats: [SeatInfo], players: Int) -> String {
        seats.count < players ? "Waiting for players: \(seats.count) of \(players) seats taken…" : "Dealing…"
    }

    private mutating func played(seat: Int, card: Card, view: PlayerView) -> [AppEffect] {
        let completed = view.tricksPlayed > (model.view?.tricksPlayed ?? 0)
        model.view = view
        let who = seat == view.seat ? "You play" : "\(model.names[seat]) plays"
        model.status = "\(who) \(card.name())"
        model.selection = min(model.selection, max(view.hand.count - 1, 0))
        guard completed, let trick = view.lastTrick else {
            model.phase = phaseFor(view)
            return []
        }
        model.shownTrick = trick
        model.phase = .trickShown
        let taker = trick.winner == view.seat ? "You take" : "\(model.names[trick.winner]) takes"
        model.status += " — \(taker) the trick: +\(trick.points)"
        return [.wait(milliseconds: pauseMilliseconds * 2)]
    }

    private mutating func finish(_ record: GameRecord) {
        guard let view = model.view else { return }
        let result = GameResult(scores: record.scores)
        model.final = (record.scores, result, record.tricksPerSide)
        model.series.add(result.outcome(for: view.variant.side(of: view.seat)))
        if model.phase == .trickShown { resultPending = true } else { model.phase = .result }
        model.status = ""
    }

    private mutating func end(_ how: SessionEnding, _ text: String) {
        if ending == nil { ending = how }
        model.overlay = nil
        // A finished game's result stays in view; the news goes under it.
        if model.phase == .result || resultPending {
            model.status = text + " Press Enter to leave."
        } else {
            model.phase = .notice(text + " Press Enter to leave.")
        }
    }

    func phaseFor(_ view: PlayerView) -> TableScreenModel.Phase {
        view.isMyTurn ? .yourTurn : .waiting(model.names[view.turn])
    }
}
