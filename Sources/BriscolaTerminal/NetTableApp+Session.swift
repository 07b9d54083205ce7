import BriscolaCore
import BriscolaSession

extension NetTableApp {
    /// Turns one session action into new state, and the requests it calls for.
    public mutating func handle(session action: SessionAction) -> [AppEffect] {
        switch action {
        case let .welcomed(seats, mySeat, players): welcomed(seats, mySeat: mySeat, players: players)
        case let .seatsChanged(seats, players): seatsChanged(seats, players: players)
        case let .seatLeft(seat, name, reason): return seatLeft(seat, name: name, reason: reason)
        case let .gameStarted(game, view, code): started(game: game, view: view, code: code)
        case let .yourTurn(view): return yourTurn(view)
        case let .timeLimit(seconds): pace.turnTime = seconds
        case let .timedOut(seat): pace.timedOutSeat = seat
        case let .played(seat, card, view): return played(seat: seat, card: card, view: view)
        case let .gameEnded(game, record):
            keep(record)
            return finish(record, game: game)
        case let .gameAbandoned(game, record):
            keep(record)
            return abandoned(game: game)
        case let .dealAbandoned(game): return abandoned(game: game) // nothing was played: nothing to keep
        case let .chat(seat, text): heard(seat: seat, text)
        case let .wantsRematch(seat): wantsRematch(seat)
        case let .peerLeft(gone): peerLeft(gone)
        case let .failed(failure): end(.failed(failure), .failed(failure, seated: seated))
        case let .rejectedLocal(error):
            status = [.rejected(error)]
            phase = .yourTurn
        case let .seatAway(seat, name, seconds): seatAway(seat, name: name, seconds: seconds)
        case let .seatBack(seat, name): seatBack(seat, name: name)
        case let .connectionLost(_, seconds):
            links.reconnecting = seconds
            status = [.reconnecting]
        case .reconnected: reconnected()
        case .send, .close, .drop, .startTimer, .botTurn, .freeSeats, .reconnect:
            break
        }
        return []
    }

    /// Our turn: the countdown runs from here, a second a tick (the screen's wait effect).
    mutating func yourTurn(_ view: PlayerView) -> [AppEffect] {
        board.view = view
        if phase != .trickShown { phase = .yourTurn }
        guard let turnTime = pace.turnTime else { return [] }
        board.secondsLeft = turnTime
        return [.wait(milliseconds: 1000)]
    }
}
