import BriscolaCore
import BriscolaHidden
import BriscolaWire

extension TableEnd {
    /// Protocol 3: game `game`'s hidden deal begins: fresh secrets for the seats we play, and our
    /// pass if it is the first (seat 0 shuffles first).
    mutating func startHidden(game: Int) -> [SessionAction] {
        let variant = series.variant
        var secrets = [SeatSecrets?](repeating: nil, count: roster.players)
        for seat in mySeats {
            var drawn: SeatSecrets?
            for _ in 0..<4 where drawn == nil {
                drawn = SeatSecrets(random: entropy.bytes(SeatSecrets.byteCount(cards: variant.deckSize)), variant: variant)
            }
            guard let made = drawn else { preconditionFailure("four draws of random keys all reduced to zero") }
            secrets[seat] = made
        }
        phase = .shuffling(HiddenDeal(game: game, deck: HiddenDeck(variant: variant), secrets: secrets))
        return passesIfOurs()
    }

    /// Makes and sends every pass that is ours to make next; once the last is in, the game begins.
    private mutating func passesIfOurs() -> [SessionAction] {
        guard case var .shuffling(deal) = phase else { return [] }
        var out: [SessionAction] = []
        while true {
            let step = deal.deck.next
            let seat: Int
            let message: (DeckPass) -> Message
            switch step {
            case let .shuffle(next): (seat, message) = (next, Message.shuffle)
            case let .lock(next): (seat, message) = (next, Message.lock)
            case .done:
                phase = .shuffling(deal)
                return out + beginHidden(deal)
            }
            guard let secrets = deal.secrets[seat] else { break }
            let input = deal.deck.input
            let pass = if case .shuffle = step { DeckSteps.shuffle(input, with: secrets) } else { DeckSteps.lock(input, with: secrets) }
            do throws(HiddenError) {
                try deal.deck.accept(pass, from: seat)
            } catch {
                preconditionFailure("our own pass is a deck: \(error)")
            }
            out += emit(signed(message(DeckPass(game: deal.game, seat: seat, deck: pass.map { Hex.encode($0.bytes) })), by: seat))
        }
        phase = .shuffling(deal)
        return out
    }

    /// Another seat's pass: the one awaited, a deck of group elements (§16.2).
    mutating func receivedPass(_ pass: DeckPass, lock: Bool, _ message: Message, from link: LinkID) -> [SessionAction] {
        guard case var .shuffling(deal) = phase else { return unexpected(message.type, link: link) }
        let awaited: HiddenDeck.Step = lock ? .lock(seat: pass.seat) : .shuffle(seat: pass.seat)
        guard pass.game == deal.game, deal.deck.next == awaited else {
            return violation(.outOfOrder, "\(message.type) of \(SeatNumbering.spoken(pass.seat)) for game \(pass.game) is not the pass awaited", link: link)
        }
        let elements = pass.deck.compactMap(GroupElement.init(hex:))
        if elements.count < pass.deck.count, let bad = pass.deck.first(where: { GroupElement(hex: $0) == nil }) {
            return violation(.badDeck, "the \(message.type) of \(SeatNumbering.spoken(pass.seat)) holds \(bad.prefix(16))…, which is not a group element", link: link)
        }
        do throws(HiddenError) {
            try deal.deck.accept(elements, from: pass.seat)
        } catch {
            return violation(.badDeck, error.description, link: link)
        }
        phase = .shuffling(deal)
        return relay(message, from: link) + passesIfOurs()
    }

    /// Every pass is in: the game is on. Our keys for the positions dealt to the others go out; the
    /// game is shown once our own hand opens (§16.3).
    private mutating func beginHidden(_ deal: HiddenDeal) -> [SessionAction] {
        let game = HiddenGame(game: deal.game, dealer: series.dealer(ofGame: deal.game), session: sessionID,
                              deck: deal.deck, secrets: deal.secrets)
        phase = .playing(TableGame(hidden: game))
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
}
