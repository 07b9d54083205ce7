import BriscolaCore
import BriscolaWire

extension Session {
    /// Guest seats held by a person, connected or away, in seat order: who hears the table (host).
    var guestSeats: [Int] { (1..<roster.players).filter { streams[$0] != nil } }

    /// The connection of the guest in seat `seat`, if it is connected (host).
    func link(ofSeat seat: Int) -> LinkID? { links.first { $0.state == .seated(seat) }?.id }

    /// Host: a message for the guests in `seats`: noted in each one's stream (§15), and written to
    /// those connected (an away player gets it when they come back).
    mutating func deliver(_ message: Message, to seats: [Int]) -> [SessionAction] {
        var out: [SessionAction] = []
        for seat in seats {
            streams[seat]?.record(message)
            if let link = link(ofSeat: seat) { out.append(.send(message, to: link)) }
        }
        return out
    }

    /// Sends a message of this end's to every other seat: a guest to the host, a host to every
    /// seated guest.
    mutating func emit(_ message: Message) -> [SessionAction] {
        guard config.role == .guest else { return deliver(message, to: guestSeats) }
        toHost.record(message)
        return hostLink == .up ? [.send(message, to: 0)] : []
    }

    /// Host: passes a guest's checked message on, unchanged, to every other seated guest (§12).
    mutating func relay(_ message: Message, from link: LinkID) -> [SessionAction] {
        guard config.role == .host else { return [] }
        let author: Int? = if case let .seated(seat) = linkState(link) { seat } else { nil }
        return deliver(message, to: guestSeats.filter { $0 != author })
    }

    /// The message signed by seat `seat`, one this end plays.
    func signed(_ message: Message, by seat: Int) -> Message {
        guard let key = keys[seat] else { preconditionFailure("seat \(seat) is not ours to sign for") }
        return key.sign(message, session: sessionHex)
    }

    /// Seats this end plays: its own, and a host's computer players.
    var mySeats: [Int] { (0..<roster.players).filter { keys[$0] != nil } }

    /// The peer on `link` broke the protocol: a guest tells the host and ends; a host tells that
    /// guest, closes its connection and frees its seat (the table goes on).
    mutating func violation(_ code: ErrorCode, _ message: String, seq: Int? = nil, link: LinkID) -> [SessionAction] {
        let error = SessionAction.send(.error(ErrorMessage(code: code, message: message, seq: seq)), to: link)
        guard config.role == .host else { return closing([error, .failed(.violation(code: code, message: message))]) }
        return [error, .drop(link)] + guestGone(link, reason: .protocolError(code: code.rawValue, detail: message))
    }

    /// A message that has no place in the current phase.
    mutating func unexpected(_ type: String, link: LinkID) -> [SessionAction] {
        violation(.unexpectedMessage, "\(type) is not expected now", link: link)
    }

    /// Ends the session after the given actions; a game in progress is reported as abandoned.
    mutating func closing(_ actions: [SessionAction]) -> [SessionAction] {
        var out = actions
        if let (_, told) = abandoned { out.insert(told, at: 0) }
        phase = .closed
        return out + [.close]
    }
}
