import BriscolaCore
import BriscolaHidden
import BriscolaWire

extension TableEnd {
    /// Game `game`'s hidden deal begins: fresh secrets for the seats we play, their commitments,
    /// and our pass if it is the first (seat 0 shuffles first).
    mutating func startHidden(game: Int) -> [SessionAction] {
        let variant = series.variant
        var secrets = [SeatSecrets?](repeating: nil, count: roster.players)
        var commitments = [KeyCommitments?](repeating: nil, count: roster.players)
        var nonceSeeds = [[UInt8]?](repeating: nil, count: roster.players)
        for seat in mySeats {
            var drawn: SeatSecrets?
            for _ in 0..<4 where drawn == nil {
                drawn = SeatSecrets(random: entropy.bytes(SeatSecrets.byteCount(cards: variant.deckSize)), variant: variant)
            }
            guard let made = drawn else { preconditionFailure("four draws of random keys all reduced to zero") }
            secrets[seat] = made
            commitments[seat] = KeyCommitments(secrets: made)
            nonceSeeds[seat] = entropy.bytes(32)
        }
        phase = .shuffling(HiddenDeal(game: game, deck: HiddenDeck(variant: variant), secrets: secrets,
                                      commitments: commitments, nonceSeeds: nonceSeeds))
        return passesIfOurs()
    }

    /// Makes and sends every pass that is ours to make next, each with its proof (§17.8.1); once
    /// the last is in, the game begins.
    private mutating func passesIfOurs() -> [SessionAction] {
        guard case var .shuffling(deal) = phase else { return [] }
        var out: [SessionAction] = []
        while true {
            let step = deal.deck.next
            let seat: Int
            switch step {
            case let .shuffle(next), let .lock(next): seat = next
            case .done:
                phase = .shuffling(deal)
                return out + beginHidden(deal)
            }
            guard let secrets = deal.secrets[seat], let commitments = deal.commitments[seat], let seed = deal.nonceSeeds[seat] else { break }
            let shuffle = step == .shuffle(seat: seat)
            let pass = ProvedPass.make(shuffle: shuffle, deal: deal, seat: seat, secrets: secrets, commitments: commitments,
                                       nonceSeed: seed, session: sessionID)
            do throws(HiddenError) {
                try deal.deck.accept(pass.deck.compactMap(GroupElement.init(hex:)), from: seat)
            } catch {
                preconditionFailure("our own pass is a deck: \(error)")
            }
            let message = signed(shuffle ? .shuffle(pass) : .lock(pass), by: seat)
            if case let .shuffle(sent) = message { deal.passes.append(sent) } else if case let .lock(sent) = message { deal.passes.append(sent) }
            out += emit(message)
        }
        phase = .shuffling(deal)
        return out
    }

    /// Another seat's pass, checked as §17.8.1 says (`ProvedPass.check`), then taken and relayed.
    mutating func receivedPass(_ pass: DeckPass, lock: Bool, _ message: Message, from link: LinkID) -> [SessionAction] {
        guard case var .shuffling(deal) = phase else { return unexpected(message.type, link: link) }
        switch ProvedPass.check(pass, lock: lock, deal: deal, session: sessionID, sessionHex: sessionHex, roster: roster) {
        case let .failure(fault): return violation(fault.code, fault.message, seq: nil, seat: fault.seat, link: link)
        case let .success(taken):
            deal.deck = taken.deck
            if let commitments = taken.commitments { deal.commitments[pass.seat] = commitments }
            deal.passes.append(pass)
        }
        phase = .shuffling(deal)
        return relay(message, from: link) + passesIfOurs()
    }

    /// Every pass is in: the game is on. Our keys for the positions dealt to the others go out; the
    /// game is shown once our own hand opens (§16.3). The public history starts over every pass's
    /// signature (§17.8.3).
    private mutating func beginHidden(_ deal: HiddenDeal) -> [SessionAction] {
        let signatures = deal.passes.map { Hex.decode($0.sig) ?? [] }
        let game = HiddenGame(game: deal.game, dealer: series.dealer(ofGame: deal.game), session: sessionID,
                              deck: deal.deck, secrets: deal.secrets, passSignatures: signatures)
        var table = TableGame(hidden: game)
        table.commitments = deal.commitments.compactMap { $0 }
        phase = .playing(table)
        return publishOpenings() + showHidden()
    }

    /// The error code for a cheat the hidden checks caught (§9, §16.6).
    static func code(of error: HiddenError) -> ErrorCode {
        switch error {
        case .badPass: .badDeck
        case .badKey: .badKey
        case .cardOpenedTwice: .cardOpenedTwice
        case .positionNotInHand: .positionNotInHand
        case .wrongCard: .wrongCard
        case .badAudit: .badAudit
        }
    }

    /// The seat a hidden-hands error puts at fault (§17.8.6), `author` when the error names none.
    static func fault(of error: HiddenError, author: Int) -> Int {
        switch error {
        case let .badPass(seat, _), let .badKey(seat, _, _), let .positionNotInHand(seat, _), let .wrongCard(seat, _, _, _),
             let .badAudit(seat, _):
            seat >= 0 ? seat : author
        case .cardOpenedTwice: author
        }
    }
}
