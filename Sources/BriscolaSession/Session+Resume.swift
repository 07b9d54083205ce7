import BriscolaCore
import BriscolaWire

extension Session {
    /// Host: a guest asks for its seat back (§15): the right session and a seat a person holds,
    /// then a fresh challenge for it to sign.
    mutating func receivedResume(_ resume: Resume, from link: LinkID) -> [SessionAction] {
        guard resume.protocol == config.protocolVersion else {
            return refuseVersion(link, theirs: resume.protocol, program: resume.program)
        }
        if let problem = resume.incomplete {
            return refuse(link, .badMessage, WireError.badMessage(type: "resume", detail: problem).description)
        }
        guard resume.session.lowercased() == sessionHex else {
            return refuse(link, .unknownSession, "this table is not session \(resume.session.prefix(32))")
        }
        guard (1..<roster.players).contains(resume.seat), streams[resume.seat] != nil, isResumable else {
            return refuse(link, .resumeRefused, "\(SeatNumbering.spoken(resume.seat)) is not held for a returning player")
        }
        let nonce = Hex.encode(entropy.bytes(16))
        setLink(link, .proving(seat: resume.seat, nonce: nonce))
        return [.send(.challenge(Challenge(nonce: nonce)), to: link)]
    }

    /// Host: the returning guest's signed answer. A good one takes the seat over (from a connection
    /// we had not yet seen drop, too); the messages each side missed are then sent again.
    mutating func receivedProof(_ proof: Proof, seat: Int, nonce: String, from link: LinkID) -> [SessionAction] {
        guard proof.seat == seat, proof.nonce.lowercased() == nonce else {
            return refuse(link, .resumeRefused, "the proof does not answer the challenge for \(SeatNumbering.spoken(seat))")
        }
        guard let key = roster[seat]?.key, SignatureCheck.verify(.proof(proof), key: key, session: sessionHex) else {
            return refuse(link, .badSignature, "the proof is not signed by \(SeatNumbering.spoken(seat))'s key")
        }
        guard let stream = streams[seat], isResumable, let missed = stream.since(proof.received) else {
            return refuse(link, .resumeRefused, "cannot resend from message \(proof.received) to \(SeatNumbering.spoken(seat))")
        }
        var out: [SessionAction] = []
        if let old = self.link(ofSeat: seat) {
            links.removeAll { $0.id == old }
            out.append(.drop(old))
        }
        let returning = away[seat] != nil
        away[seat] = nil
        setLink(link, .seated(seat))
        out.append(.send(.resumed(Resumed(received: stream.received)), to: link))
        out += missed.map { .send($0, to: link) }
        guard returning else { return out }
        return out + deliver(.back(Back(seat: seat)), to: guestSeats.filter { $0 != seat })
            + [.seatBack(seat: seat, name: roster[seat]?.name ?? SeatNumbering.spoken(seat))]
    }

    /// Guest: connected again after a drop: ask for our seat back.
    mutating func reconnected() -> [SessionAction] {
        guard hostLink == .down else { return [] }
        hostLink = .resuming
        return [.send(.resume(Resume(protocol: config.protocolVersion, program: config.program, session: sessionHex, seat: mySeat)), to: 0)]
    }

    /// Guest: what the host says while we are taking our link up again: its challenge, then
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
}
