import BriscolaCore
import BriscolaWire

extension HostSession {
    /// A guest asks for its seat back (§15): the right session and a seat a person holds,
    /// Then a fresh challenge for it to sign.
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

    /// The returning guest's signed answer. A good one takes the seat over (from a connection
    /// We had not yet seen drop, too); the messages each side missed are then sent again.
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
}
