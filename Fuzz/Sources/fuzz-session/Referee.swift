import BriscolaCore
import BriscolaSession
import BriscolaWire
import Foundation
import FuzzSupport

/// Watches a session's actions and keeps its own copy of each game, replayed through the rules
/// engine from the deal alone, so that the session's word is never taken for what is legal.
struct Referee {
    /// One game as the referee replays it.
    struct Game {
        let number: Int
        /// The replay from the deal, when the deal was seen (a host with only computer players
        /// sends it to nobody); nil otherwise: then only the record's own replay is checked.
        var log: GameLog?
        /// State hash after each play, for checking the plays sent.
        var hashes: [String] = []
        /// Every play the session reported, in order.
        var played: [Action] = []
        /// Hidden hands: plays sent before they were reported (the report waits for the hand to
        /// open after a draw), by `seq`; each must be the one reported later.
        var sentAhead: [Int: Action] = [:]
        var over = false
    }

    /// Most actions one event may cause: a four-seat host relays each message to two others and
    /// may deal, play for three computer players and end a game in one go.
    static let maxActions = 256

    /// The latest deal the session was given (guest) or sent (host).
    private var deal: Deal?
    private(set) var game: Game?

    /// A guest is about to be given `deal`.
    mutating func offered(_ deal: Deal) { self.deal = deal }

    mutating func check(_ actions: [SessionAction], after event: SessionEvent, session: Session) {
        require(actions.count <= Self.maxActions, "\(event) caused \(actions.count) actions")
        var timedOut: Int?
        var rejected = false
        for action in actions {
            switch action {
            case let .send(message, _):
                sendable(message)
                if case let .deal(sent) = message { deal = sent }
            case let .gameStarted(number, view, _): start(number, view, session: session)
            case let .timedOut(seat): timedOut = seat
            case let .played(seat, card, view):
                played(Action(seat: seat, card: card), view, timedOut: timedOut == seat, session: session)
                timedOut = nil
            case let .yourTurn(view): turn(of: session.mySeat, view)
            case let .botTurn(seat, view):
                require(session.roster[seat]?.bot == true, "botTurn for seat \(seat), not a computer player")
                turn(of: seat, view)
            case let .gameEnded(number, record): ended(number, record, finished: true)
            case let .gameAbandoned(number, record): ended(number, record, finished: false)
            case .rejectedLocal: rejected = true
            default: break
            }
        }
        for case let .send(.play(play), _) in actions { sent(play) }
        if rejected {
            require(!actions.contains { if case .send(.play, _) = $0 { true } else { false } }, "a rejected local play was sent")
        }
    }

    /// What the session sends must be a frame its peers accept.
    private func sendable(_ message: Message) {
        do {
            let body = try MessageCoding.encode(message)
            require(body.count <= WireProtocol.maxFrameBody, "a \(message.type) of \(body.count) bytes is over the frame limit")
            _ = try MessageCoding.decode(Data(body))
        } catch {
            require(false, "the session sends a \(message.type) its peers cannot read: \(error)")
        }
    }

    private mutating func start(_ number: Int, _ view: PlayerView, session: Session) {
        require(number > (game?.number ?? 0) && number < 1 << 31, "game \(number) after game \(game?.number ?? 0)")
        require(game.map(\.over) ?? true, "game \(number) started while game \(game?.number ?? 0) is on")
        var fresh = Game(number: number)
        if let deal, deal.game == number {
            guard let variant = Variant(rawValue: session.roster.players), let seed = Seed(hex: deal.seed),
                  let deck = try? Deck(cards: deal.deck, variant: variant),
                  let setup = try? GameSetup(variant: variant, dealer: deal.dealer, deck: deck) else {
                require(false, "game \(number) started on a deal that is no deal: \(deal)")
                return
            }
            require(Deck.shuffled(seed: seed, variant: variant) == deck, "game \(number)'s deck is not its seed's shuffle")
            let log = GameLog(setup: setup, seed: seed)
            require(log.state.view(for: session.mySeat) == view, "game \(number) starts with a view the deal does not give")
            fresh.log = log
        }
        game = fresh
    }

    private mutating func played(_ action: Action, _ view: PlayerView, timedOut: Bool, session: Session) {
        guard var current = game, !current.over else {
            require(false, "\(action) reported with no game on")
            return
        }
        current.played.append(action)
        if let ahead = current.sentAhead.removeValue(forKey: current.played.count) {
            require(ahead == action, "play \(current.played.count) was sent as \(ahead) and reported as \(action)")
        }
        if var log = current.log {
            if timedOut {
                let seatView = log.state.view(for: action.seat)
                require(TimeLimit.card(in: Array(seatView.hand), trump: seatView.trump) == action.card,
                        "\(action) is marked timed out but is not the turn timer's card")
            }
            guard case .success = log.append(action) else {
                require(false, "the session accepted an illegal play: \(action) in game \(current.number) after \(log.actions)")
                return
            }
            current.hashes.append(log.state.stateHash)
            require(log.state.view(for: session.mySeat) == view, "after \(action) the session shows a view the rules do not give")
            current.log = log
        }
        game = current
    }

    private func turn(of seat: Int, _ view: PlayerView) {
        guard let current = game, !current.over else {
            require(false, "a turn for seat \(seat) with no game on")
            return
        }
        guard let state = current.log?.state else { return }
        require(!state.isFinished && state.turn == seat && view == state.view(for: seat), "a turn offered to seat \(seat), not the rules' \(state.turn)")
    }

    private mutating func ended(_ number: Int, _ record: GameRecord, finished: Bool) {
        guard var current = game, current.number == number, !current.over else {
            require(false, "game \(number) ended, but the game on is \(String(describing: game?.number))")
            return
        }
        // A game cut off may hold plays never reported: the one a desync disagreed on (legal by the
        // rules: `SessionFailure.desync` lists it too), or hidden plays held back while a hand
        // waited to open (sent ahead, or received). A finished game's record is exactly the plays
        // reported. Either way the replay below checks every action in it.
        let extra = record.actions.count - current.played.count
        require(Array(record.actions.prefix(current.played.count)) == current.played && (extra == 0 || (!finished && extra > 0)),
                "game \(number)'s record is not the plays reported")
        for (seq, action) in current.sentAhead where seq <= record.actions.count {
            require(record.actions[seq - 1] == action, "play \(seq) was sent as \(action) but the record has \(record.actions[seq - 1])")
        }
        guard case let .success(replayed) = record.verify() else {
            require(false, "game \(number)'s record does not replay: \(record.verify())")
            return
        }
        // An abandoned game may replay to its end (a hidden game whose audit failed is cut off there).
        require(!finished || replayed.state.isFinished, "game \(number) ended finished but replays otherwise")
        if var log = current.log {
            for action in record.actions.dropFirst(current.played.count) {
                guard case .success = log.append(action) else {
                    require(false, "game \(number)'s record ends with an illegal play \(action)")
                    return
                }
            }
            require(log.state.stateHash == record.stateHash, "game \(number)'s record differs from the replay of its deal")
        }
        current.over = true
        game = current
    }

    /// A play the session sent (its own, or one it relays): one it accepted, with the hash after it.
    /// Hidden hands: a play goes out before it is reported when the hand waits to open, and it
    /// may follow plays received but held back as well (an opening lost, the seat still plays one
    /// of its open cards), or go to several links (a host relays it to each other guest); each is
    /// checked against the play reported later at its `seq`.
    private mutating func sent(_ play: Play) {
        if play.position != nil, var current = game, current.number == play.game, play.seq > current.played.count {
            let action = Action(seat: play.seat, card: play.card)
            if let ahead = current.sentAhead[play.seq] {
                require(ahead == action, "sent play \(play.seq) twice, as two different plays")
                return
            }
            current.sentAhead[play.seq] = action
            game = current
            return
        }
        guard let current = game, current.number == play.game, play.seq >= 1, play.seq <= current.played.count else {
            require(false, "sent play \(play.seq) of game \(play.game), which was not played")
            return
        }
        require(current.played[play.seq - 1] == Action(seat: play.seat, card: play.card), "sent play \(play.seq) is not the one played")
        if current.log != nil {
            require(current.hashes[play.seq - 1] == play.hash.lowercased(), "sent play \(play.seq) carries a hash the replay does not give")
        }
    }
}
