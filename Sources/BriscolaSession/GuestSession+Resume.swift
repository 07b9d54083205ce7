import BriscolaCore
import BriscolaWire

extension GuestSession {
    /// The link to the host dropped. Between games or in one, we reconnect (§15); a table
    /// We were leaving, or one without a grace period, ends here.
    mutating func lostHost(_ reason: LeaveReason) -> [SessionAction] {
        if hostLink == .down { return [] } // already reconnecting: the old link's last words
        guard isResumable, !sessionID.isEmpty else {
            return lost(.link(reason))
        }
        hostLink = .down
        return [.connectionLost(reason: reason, seconds: config.grace), .reconnect]
    }

    /// A seat is away (another guest's).
    mutating func receivedAway(_ notice: Away) -> [SessionAction] {
        guard notice.seat != mySeat, notice.seat != 0, let info = roster[notice.seat], !info.bot, notice.grace > 0 else {
            return violation(.badMessage, "away for \(SeatNumbering.spoken(notice.seat)), which is not another player's", link: 0)
        }
        return [.seatAway(seat: notice.seat, name: info.name, seconds: notice.grace)]
    }

    /// An away seat's player is back.
    mutating func receivedBack(_ notice: Back) -> [SessionAction] {
        guard notice.seat != mySeat, notice.seat != 0, let info = roster[notice.seat], !info.bot else {
            return violation(.badMessage, "back for \(SeatNumbering.spoken(notice.seat)), which is not another player's", link: 0)
        }
        return [.seatBack(seat: notice.seat, name: info.name)]
    }

    /// Connected again after a drop: ask for our seat back.
    mutating func reconnected() -> [SessionAction] {
        guard hostLink == .down else { return [] }
        hostLink = .resuming
        return [.send(.resume(Resume(protocol: config.protocolVersion, program: config.program, session: sessionHex, seat: mySeat)), to: 0)]
    }

    /// What the host says while we are taking our link up again: its challenge, then
    /// `resumed` (and after it, what we missed); a refusal ends the session.
    mutating func receivedWhileResuming(_ message: Message) -> [SessionAction] {
        switch (message, hostLink) {
        case let (.challenge(challenge), .resuming):
            hostLink = .proving
            let proof = signed(.proof(Proof(seat: mySeat, nonce: challenge.nonce.lowercased(), received: toHost.received)), by: mySeat)
            return [.send(proof, to: 0)]
        case let (.resumed(resumed), .proving):
            guard let missed = toHost.since(resumed.received) else {
                return violation(.resumeRefused, "the host holds \(resumed.received) of our messages; we cannot resend from there", link: 0)
            }
            hostLink = .up
            return [.reconnected] + missed.map { .send($0, to: 0) }
        case (.heartbeat, _):
            return []
        case let (.error(error), _):
            return hostReported(error)
        case let (.bye(bye), _):
            return hostLeft(bye)
        default:
            return violation(.unexpectedMessage, "\(message.type) is not expected while resuming", link: 0)
        }
    }

    /// After a restart from the journal the link is gone: we show the table as it stands and
    /// Reconnect; a guest that was never welcomed has nothing to take up.
    mutating func restarted() -> [SessionAction] {
        guard case .awaitingWelcome = phase else {
            var out: [SessionAction] = [.welcomed(seats: roster.taken, mySeat: mySeat, players: roster.players)]
            if let seconds = turnTime { out.append(.timeLimit(seconds: seconds)) }
            hostLink = .up
            let view = tableView()
            return out + view + leaveTimerAgain() + lostHost(.restarted)
        }
        return lost(.link(.unanswered))
    }
}
