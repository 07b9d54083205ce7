import BriscolaCore
import BriscolaWire

extension HostSession {
    func linkState(_ link: LinkID) -> GuestLink.State? { links.first { $0.id == link }?.state }

    /// A message from guest connection `link`.
    mutating func hostReceived(_ message: Message, from link: LinkID) -> [SessionAction] {
        guard let state = linkState(link) else { return [] }
        switch message {
        case let .hello(hello):
            guard state == .greeting else { return unexpected("hello", link: link) }
            return receivedHello(hello, from: link)
        case let .resume(resume):
            guard state == .greeting else { return unexpected("resume", link: link) }
            return receivedResume(resume, from: link)
        case let .proof(proof):
            guard case let .proving(seat, nonce) = state else { return unexpected("proof", link: link) }
            return receivedProof(proof, seat: seat, nonce: nonce, from: link)
        default:
            break
        }
        guard case let .seated(seat) = state else {
            if case .heartbeat = message { return [] }
            if case .bye = message { return guestGone(link, reason: .left) }
            return unexpected(message.type, link: link)
        }
        streams[seat]?.receive(message)
        switch message {
        case .heartbeat: return []
        case let .bye(bye): return guestGone(link, reason: bye.reason)
        case let .error(error):
            // §9: an unknown_type is not fatal — the guest skipped a message it did not know (a §15 notice, say).
            if error.code == .unknownType { return [] }
            return guestGone(link, reason: .reported(code: error.spelling, detail: error.message))
        default:
            guard let author = message.signed?.seat else { return unexpected(message.type, link: link) }
            guard author == seat else {
                let seq: Int? = if case let .play(play) = message { play.seq } else { nil }
                return violation(.notYourSeat, "\(message.type) for \(SeatNumbering.spoken(author)) from the player in \(SeatNumbering.spoken(seat))", seq: seq, link: link)
            }
            return receivedSigned(message, author: author, from: link)
        }
    }

    /// A guest's hello — its version, then a seat for it (§12).
    mutating func receivedHello(_ hello: Hello, from link: LinkID) -> [SessionAction] {
        guard hello.protocol == config.protocolVersion else {
            return refuseVersion(link, theirs: hello.protocol, program: hello.program)
        }
        if let problem = hello.incomplete {
            return refuse(link, .badMessage, WireError.badMessage(type: "hello", detail: problem).description)
        }
        if let wish = hello.seat {
            guard (1..<roster.players).contains(wish) else { return refuse(link, .badMessage, "a table of \(roster.players) has no guest \(SeatNumbering.spoken(wish)) (seats counted from 1, the host's first)") }
            guard roster[wish] == nil else { return refuse(link, .seatTaken, "\(SeatNumbering.spoken(wish)) is taken") }
            return seat(link, at: wish, hello)
        }
        guard let free = roster.lowestFree, isSeatable else {
            setLink(link, .waiting(hello))
            return [.startTimer(.seatWait(link), .seatGrace)]
        }
        return seat(link, at: free, hello)
    }

    /// Seats can change only while no game is on.
    var isSeatable: Bool {
        if case .between = phase { return true }
        return false
    }

    /// Tells a connection why it cannot sit down, and closes it.
    mutating func refuse(_ link: LinkID, _ code: ErrorCode, _ message: String, protocol version: Int? = nil) -> [SessionAction] {
        links.removeAll { $0.id == link }
        return [.send(.error(ErrorMessage(code: code, message: message, protocol: version)), to: link), .drop(link)]
    }

    /// A `hello` or `resume` in protocol `theirs`, not the table's: refused, naming both (§8).
    mutating func refuseVersion(_ link: LinkID, theirs: Int, program: String) -> [SessionAction] {
        refuse(link, .versionMismatch, "this table speaks protocol \(config.protocolVersion); you speak protocol \(theirs) (\(program))",
               protocol: config.protocolVersion)
    }

    mutating func setLink(_ link: LinkID, _ state: GuestLink.State) {
        guard let index = links.firstIndex(where: { $0.id == link }) else { return }
        links[index].state = state
    }

}
