import BriscolaAI
import BriscolaCore
import BriscolaText

extension TableApp {
    /// The person's choices in the auction now, in the order the screen shows them: every bid
    /// that may follow the highest (the ranks in order, then 2 with 61 … 120), then passing (nil).
    public var bidChoices: [Bid?] { Bid.choices(after: state.auction.standing).map(Optional.some) + [nil] }

    /// The keys of the person's turn before the first card: choosing a bid (arrows, Up/Down by
    /// ten, Enter; p passes) or, the auction won, the called card's suit (1–4, or arrows and Enter).
    mutating func auctionKey(_ key: Key) -> [AppEffect] {
        if state.auction.stage == .calling {
            let suits = Suit.allCases
            switch key {
            case .left, .up: selection = (selection + suits.count - 1) % suits.count
            case .right, .down: selection = (selection + 1) % suits.count
            case .enter: return say(.call(suits[min(selection, suits.count - 1)]), seat: 0)
            case let .character(c):
                if let digit = c.wholeNumberValue, (1...suits.count).contains(digit) { return say(.call(suits[digit - 1]), seat: 0) }
            default: break
            }
            return []
        }
        let choices = bidChoices, last = choices.count - 1
        switch key {
        case .left: selection = max(0, selection - 1)
        case .right: selection = min(last, selection + 1)
        case .up: selection = max(0, selection - 10)
        case .down: selection = min(last, selection + 10)
        case .enter: return say(choices[min(selection, last)].map(AuctionStep.bid) ?? .pass, seat: 0)
        case .character("p"), .character("P"): return say(.pass, seat: 0)
        default: break
        }
        return []
    }

    /// The person's bid (nil: a pass), as plain lines type it.
    public mutating func bid(_ bid: Bid?) -> Result<[AppEffect], AuctionError> {
        guard phase == .yourTurn, state.auction.stage == .bidding else { return .failure(.notYourTurn(expected: state.turn, got: 0)) }
        return step(AuctionAction(seat: 0, step: bid.map(AuctionStep.bid) ?? .pass))
    }

    /// The person's call (the suit of the card of the rank won with), as plain lines type it.
    public mutating func call(_ suit: Suit) -> Result<[AppEffect], AuctionError> {
        guard phase == .yourTurn, state.auction.stage == .calling else { return .failure(.notYourTurn(expected: state.turn, got: 0)) }
        return step(AuctionAction(seat: 0, step: .call(suit)))
    }

    /// A step checked by the rules, then taken.
    private mutating func step(_ action: AuctionAction) -> Result<[AppEffect], AuctionError> {
        if case let .failure(error) = state.applying(action) { return .failure(error) }
        return .success(say(action.step, seat: action.seat))
    }

    /// A computer player's turn at a table of five: a bid, a pass or a call, or a card. A step the
    /// rules refuse is a pass (or Coppe called), a card not in the hand its first card, as
    /// `ChiamataMatch` plays them: a faulty player costs its game, never the program.
    mutating func opponentMoves() -> [AppEffect] {
        let seat = state.turn, view = state.view(for: seat)
        guard state.auction.stage == .play else {
            let step = chiamata.speak(view, using: &generator)
            if case .success = state.applying(AuctionAction(seat: seat, step: step)) { return say(step, seat: seat) }
            return say(state.auction.stage == .calling ? .call(.coppe) : .pass, seat: seat)
        }
        let card = chiamata.choose(view, using: &generator)
        return perform(Action(seat: seat, card: view.hand.contains(card) ? card : view.hand[0]))
    }

    /// Takes one auction step (the rules allow it: callers check) and moves on, saying it.
    mutating func say(_ step: AuctionStep, seat: Int) -> [AppEffect] {
        if case let .failure(error) = log.append(AuctionAction(seat: seat, step: step)) {
            status = "\(error)"
            return []
        }
        let name = names[seat], you = seat == 0
        switch step {
        case .pass: status = you ? text(.fiveStatusYouPass) : text(.fiveStatusPasses, ["name": name])
        case let .bid(bid): status = you ? text(.fiveStatusYouBid, ["bid": text.bid(bid)]) : text(.fiveStatusBids, ["name": name, "bid": text.bid(bid)])
        case .call:
            let called = state.auction.called ?? state.trumpCard
            let words = ["name": name, "card": text.cardInSentence(called, trump: nil), "suit": text.suit(called.suit)]
            status = !you ? text(.fiveStatusCalls, words) : text(state.auction.isAlone ? .fiveStatusYouCallAlone : .fiveStatusYouCall, words)
        }
        if state.auction.stage == .thrownIn { status = text(.fiveStatusThrownIn) }
        selection = state.auction.stage == .calling && state.turn == 0 ? firstSuitToCall : 0
        return proceed()
    }

    /// The suit the call starts on: the first whose card of the rank won with is not the
    /// person's own (calling one's own card means playing alone).
    private var firstSuitToCall: Int {
        guard let rank = state.auction.standing?.rank else { return 0 }
        return Suit.allCases.firstIndex { !view.hand.contains(Card(rank, $0)) } ?? 0
    }

    /// The words when a card played is the called card, which shows the partner to all (nil
    /// for any other card, and for a caller playing alone who knew it all along).
    func partnerRevealed(by action: Action) -> String? {
        guard config.players.hasAuction, action.card == state.auction.called, let caller = state.auction.caller else { return nil }
        let card = text.cardInSentence(action.card, trump: state.trump)
        if action.seat == caller { return action.seat == 0 ? nil : text(.fiveStatusAloneShown, ["name": names[action.seat], "card": card]) }
        return action.seat == 0 ? text(.fiveStatusPartnerYou, ["card": card]) : text(.fiveStatusPartner, ["name": names[action.seat], "card": card])
    }
}
