import BriscolaCore

/// Why a hidden play was refused: by the rules of §4, or by the checks of §16.4.
public enum HiddenPlayRefusal: Error, Equatable, Sendable {
    case rule(RuleError)
    case hidden(HiddenError)
}

extension HiddenGame {
    /// The position of a card in the hand of a seat this end plays, and that seat's key for it.
    public func ownPlay(of card: Card, seat: Int) -> (position: Int, key: Scalar)? {
        guard let mine = secrets[seat], let position = positionsInHand(seat).first(where: { known[$0] == card }) else { return nil }
        return (position, mine.positionKeys[position])
    }

    /// One play, ours or received: the rules first, then that the position is in the seat's hand,
    /// that the key with the ones already public opens it, and to the card claimed. Then it is
    /// applied, chained into the public history, and a trick's draws become the next round.
    public mutating func play(seq: Int, seat: Int, position: Int, card: Card, key: Scalar) throws(HiddenPlayRefusal) {
        if case let .failure(error) = log.state.applying(Action(seat: seat, card: card)), error != .cardNotInHand(seat: seat, card: card) {
            throw .rule(error)
        }
        guard positionsInHand(seat).contains(position) else { throw .hidden(.positionNotInHand(seat: seat, position: position)) }
        do throws(HiddenError) {
            try deck.record(key, seat: seat, position: position)
            switch deck.open(position, secrets: secrets) {
            case .closed: throw HiddenError.badKey(seat: seat, position: position, detail: "cannot open it: a seat's key was never sent")
            case .noCard: throw HiddenError.badKey(seat: seat, position: position, detail: "does not open it to a card of the deck")
            case let .card(opened):
                guard opened == card else { throw HiddenError.wrongCard(seat: seat, position: position, claimed: card, opened: opened) }
            }
            try note(card, at: position)
        } catch {
            throw .hidden(error)
        }
        rebuild()
        let before = log.state
        guard case .success = log.append(Action(seat: seat, card: card)) else {
            preconditionFailure("a card at a position of the seat's hand, in turn, is a legal play")
        }
        history.append(seq: seq, seat: seat, position: position, card: card, key: key)
        noteDraws(before: before, after: log.state)
    }

    /// When a play ended a trick and cards were drawn, who drew which position (§4's draw order).
    private mutating func noteDraws(before: GameState, after: GameState) {
        guard after.tricksPlayed > before.tricksPlayed, before.stockCount > 0 else { return }
        let players = variant.players
        rounds.append((0..<players).map { offset in
            let position = before.stockNext + offset
            return ((after.leader + offset) % players, position < variant.deckSize ? position : 3 * players)
        })
    }
}
