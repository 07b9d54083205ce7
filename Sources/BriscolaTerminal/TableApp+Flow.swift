import BriscolaAI
import BriscolaCore
import BriscolaText

extension TableApp {
    /// Handles one event.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        switch event {
        case .tick: return tick()
        case .second: return []
        case let .key(key): return press(key)
        }
    }

    private mutating func press(_ key: Key) -> [AppEffect] {
        // After a game there is nothing to lose: leaving needs no question.
        if phase == .result, overlay == nil, CommonKeys.leavesAtOnceAfterAGame(key) { return [.quit] }
        switch CommonKeys.handle(key, overlay: &overlay) {
        case .quit: return [.quit]
        case .handled: return []
        case .pass: break
        }
        if let effects = tableKey(key) { return effects }
        switch phase {
        case .yourTurn where state.auction.stage != .play: return auctionKey(key)
        case .yourTurn: return yourTurnKey(key)
        case .opponentThinking, .trickShown:
            // Space or Enter skips the pause: nobody has to wait for the machine.
            return key == .enter || key == .character(" ") ? tick() : []
        case .result:
            // An Enter pressed to skip the last trick's pause, landing just as the result comes
            // up, does not deal the next game unseen: Enter counts once the result has settled.
            if CommonKeys.isYes(key, enterToo: !resultSettling) {
                dealNextGame()
                return proceed()
            }
            if key == .character("n") || key == .character("N") { return [.quit] }
            return []
        }
    }

    private mutating func yourTurnKey(_ key: Key) -> [AppEffect] {
        let hand = view.hand
        switch key {
        case .left, .up: selection = (selection + hand.count - 1) % max(hand.count, 1)
        case .right, .down: selection = (selection + 1) % max(hand.count, 1)
        case .enter: return play(position: selection)
        case let .character(c):
            if let digit = c.wholeNumberValue, (1...hand.count).contains(digit) { return play(position: digit - 1) }
            // A number past the hand says which ones there are (it did nothing, silently).
            if let digit = c.wholeNumberValue, (1...9).contains(digit) { status = Self.cardsLeft(hand.count, text) }
            // A card code typed in full also works in line mode; here single keys are enough.
        default: break
        }
        return []
    }

    /// The numbers a hand answers to ("One card left: press 1 or Enter.").
    static func cardsLeft(_ count: Int, _ text: Text) -> String {
        text(count == 1 ? .statusOneCardLeft : count == 2 ? .statusTwoCardsLeft : .statusThreeCards)
    }

    /// Plays the card at a position of the person's hand.
    mutating func play(position: Int) -> [AppEffect] {
        let hand = view.hand
        guard phase == .yourTurn, hand.indices.contains(position) else { return [] }
        return perform(Action(seat: 0, card: hand[position]))
    }

    /// Plays a card by value (line mode accepts codes like `3D`).
    public mutating func play(card: Card) -> Result<[AppEffect], RuleError> {
        guard phase == .yourTurn else { return .failure(.notYourTurn(expected: state.turn, got: 0)) }
        guard view.hand.contains(card) else { return .failure(.cardNotInHand(seat: 0, card: card)) }
        return .success(perform(Action(seat: 0, card: card)))
    }

    /// Plays one card (the person's or an opponent's) and moves on: the trick shown, or the next turn.
    mutating func perform(_ action: Action) -> [AppEffect] {
        if case let .failure(error) = log.append(action) {
            status = "\(error)"
            return []
        }
        let card = text.cardInSentence(action.card, trump: state.trump)
        status = action.seat == 0 ? text(.statusYouPlay, ["card": card]) : text(.statusOtherPlays, ["name": names[action.seat], "card": card])
        if let revealed = partnerRevealed(by: action) { status = revealed }
        selection = min(selection, max(view.hand.count - 1, 0))
        if state.table.isEmpty, let trick = state.lastTrick {
            shownTrick = trick
            phase = .trickShown
            let points = ["status": status, "points": "\(trick.points)", "name": names[trick.winner]]
            status = text(trick.winner == 0 ? .statusTrickYou : .statusTrickOther, points)
            return [.wait(milliseconds: config.pauseMilliseconds * 2)]
        }
        return proceed()
    }

    private mutating func tick() -> [AppEffect] {
        // While help or a question is open the game waits; look again shortly.
        if overlay != nil { return [.wait(milliseconds: 200)] }
        switch phase {
        case .trickShown:
            shownTrick = nil
            return proceed()
        case .opponentThinking where config.players.hasAuction:
            return opponentMoves()
        case .opponentThinking:
            return perform(MatchPlayer.nextAction(state, seats: opponents, using: &generator))
        case .result:
            resultSettling = false
            return []
        case .yourTurn:
            return []
        }
    }

    /// Moves on after a play or a pause: the result, the person's turn, or an opponent's.
    mutating func proceed() -> [AppEffect] {
        if state.isFinished {
            finishGame()
            resultSettling = true
            return [.wait(milliseconds: Self.resultSettleMilliseconds)]
        }
        if state.turn == 0 {
            phase = .yourTurn
            return []
        }
        phase = .opponentThinking
        return [.wait(milliseconds: config.pauseMilliseconds)]
    }

    /// How long a result stands before Enter deals the next game (y deals at once).
    static let resultSettleMilliseconds = 600

    private mutating func finishGame() {
        phase = .result
        finished.append(log.record)
        series.finish(state)
    }

    /// Deals the next game of the series by `SeriesRule`: the dealer moves one seat each game
    /// (in the first game the person leads), the deck and the opponents' choices are seeded from
    /// the series seed.
    mutating func dealNextGame() {
        gameNumber += 1
        let deckSeed = SeriesRule.deckSeed(ofGame: gameNumber, seriesSeed: config.seed)
        generator = Xoshiro256(seed: SeriesRule.choiceSeed(ofGame: gameNumber, seriesSeed: config.seed))
        log = GameLog(setup: series.setup(ofGame: gameNumber, seed: deckSeed), seed: deckSeed)
        selection = 0
        shownTrick = nil
        overlay = nil
        status = gameNumber == 1 ? text(.statusFirstLead, ["suit": text.suit(state.trump)]) : text(.statusNewDeal, ["game": "\(gameNumber)"])
        if config.players.hasAuction {
            status = state.turn == 0 ? text(.fiveStatusOpensYou, ["game": "\(gameNumber)"])
                : text(.fiveStatusOpens, ["game": "\(gameNumber)", "name": names[state.turn]])
        }
        phase = .yourTurn
    }

    /// The finished game's final state (for the result screen).
    public var finalScores: [Int] { state.scores }
    public var result: GameResult { state.result }
    /// Tricks taken by each side in the current (finished) game.
    public var tricksPerSide: [Int] { finished.last?.tricksPerSide ?? [] }
}
