import BriscolaCore
import BriscolaText

extension NetTableApp {
    /// Keys and ticks: play, skip a pause, chat, answer the rematch question, leave.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        let before = model.phase
        switch event {
        // The turn that comes after a pause rings; one the person's own key brought does not.
        case .tick: return tick() + attention(since: before, ring: true)
        case .second: return countDown()
        case let .key(key): return press(key) + attention(since: before, ring: false)
        }
    }

    private mutating func tick() -> [AppEffect] {
        if model.phase == .yourTurn, let left = model.secondsLeft {
            guard left > 1 else {
                // Time is up: the session plays the rule's card for us.
                model.secondsLeft = nil
                inbox.send(.localTimeUp)
                model.phase = .sendingOurCard
                return []
            }
            model.secondsLeft = left - 1
            return [.wait(milliseconds: 1000)]
        }
        guard model.phase == .trickShown, let view = model.view else { return [] }
        model.shownTrick = nil
        if let next = statusAfterTrick { model.status = next }
        statusAfterTrick = nil
        model.phase = resultPending ? .result : phaseFor(view)
        resultPending = false
        askAgainUnderNews()
        // A countdown that began while the trick was in view ticks on from here.
        return model.phase == .yourTurn && model.secondsLeft != nil ? [.wait(milliseconds: 1000)] : []
    }

    private mutating func press(_ key: Key) -> [AppEffect] {
        // Once the other side has gone Enter leaves, as the notice says (and q, Escape, Ctrl-C).
        if ended { return CommonKeys.leavesAnEndedTable(key) ? [.quit] : [] }
        if model.overlay == nil {
            switch ChatKeys.handle(key, chat: &model.chat) {
            case let .send(text): return say(text)
            case .handled: return []
            case .pass: break
            }
        }
        if model.phase == .result, model.overlay == nil, CommonKeys.leavesAtOnceAfterAGame(key) { return leave(.noMoreGames) }
        switch CommonKeys.handle(key, overlay: &model.overlay) {
        case .quit: return leave(.left)
        case .handled: return []
        case .pass: break
        }
        if model.waitingRoom != nil || model.offersBots, mySeat == 0, key == .character("b") || key == .character("B") {
            inbox.send(.fillWithBots)
            return []
        }
        if CommonKeys.togglesCardsOut(key) {
            model.showsCardsOut.toggle()
            return []
        }
        switch model.phase {
        case .yourTurn: return yourTurn(key)
        case .trickShown: return key == .enter || key == .character(" ") ? tick() : []
        case .result:
            if CommonKeys.isYes(key, enterToo: true) {
                inbox.send(.localRematch)
                agreedToRematch = true
                model.status = waitingAfterOurYes()
                return []
            }
            return key == .character("n") || key == .character("N") ? leave(.noMoreGames) : []
        case .waiting, .sendingOurCard, .notice, .replaying:
            return []
        }
    }

    private mutating func yourTurn(_ key: Key) -> [AppEffect] {
        guard let hand = model.view?.hand, !hand.isEmpty else { return [] }
        switch key {
        case .left, .up: model.selection = (model.selection + hand.count - 1) % hand.count
        case .right, .down: model.selection = (model.selection + 1) % hand.count
        case .enter: return send(hand[model.selection])
        case let .character(c):
            if let digit = c.wholeNumberValue, (1...hand.count).contains(digit) { return send(hand[digit - 1]) }
            // A number past the hand says which there are, unless it would hide who left.
            if let digit = c.wholeNumberValue, (1...9).contains(digit), leftNews == nil { model.status = TableApp.cardsLeft(hand.count, text) }
        default: break
        }
        return []
    }

    private mutating func send(_ card: Card) -> [AppEffect] {
        inbox.send(.localPlay(card))
        // Until the session confirms the play, nothing else may be sent.
        model.phase = .sendingOurCard
        return []
    }

    private mutating func leave(_ reason: LeaveReason) -> [AppEffect] {
        if !ended {
            inbox.send(.localQuit(reason: reason))
            ending = .left
        }
        return [.quit]
    }
}
