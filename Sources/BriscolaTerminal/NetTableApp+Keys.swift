import BriscolaCore
import BriscolaSession

extension NetTableApp {
    /// Keys and ticks: play, skip a pause, chat, answer the rematch question, leave.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        let before = phase
        switch event {
        // The turn that comes after a pause rings; one the person's own key brought does not.
        case .tick: return tick() + attention(since: before, ring: true)
        case .second: return countDown()
        case let .key(key): return press(key) + attention(since: before, ring: false)
        }
    }

    private mutating func tick() -> [AppEffect] {
        if phase == .yourTurn, let left = board.secondsLeft {
            guard left > 1 else {
                // Time is up: the session plays the rule's card for us.
                board.secondsLeft = nil
                phase = .sendingOurCard
                return [.session(.timeUp)]
            }
            board.secondsLeft = left - 1
            return [.wait(milliseconds: 1000)]
        }
        if phase == .result {
            pace.resultSettling = false
            return []
        }
        guard phase == .trickShown, let view = board.view else { return [] }
        board.shownTrick = nil
        if let next = pace.statusAfterTrick { status = next }
        pace.statusAfterTrick = nil
        let result = pace.resultPending
        phase = result ? .result : phaseFor(view)
        pace.resultPending = false
        askAgainUnderNews()
        if result { return resultComesUp() }
        // A countdown that began while the trick was in view ticks on from here.
        return phase == .yourTurn && board.secondsLeft != nil ? [.wait(milliseconds: 1000)] : []
    }

    private mutating func press(_ key: Key) -> [AppEffect] {
        // Once the other side has gone Enter leaves, as the notice says (and q, Escape, Ctrl-C).
        if ended { return CommonKeys.leavesAnEndedTable(key) ? [.quit] : [] }
        if board.overlay == nil {
            switch ChatKeys.handle(key, chat: &board.chat) {
            case let .send(text): return say(text)
            case .handled: return []
            case .pass: break
            }
        }
        if phase == .result, board.overlay == nil, CommonKeys.leavesAtOnceAfterAGame(key) { return leave(.noMoreGames) }
        switch CommonKeys.handle(key, overlay: &board.overlay) {
        case .quit: return leave(.left)
        case .handled: return []
        case .pass: break
        }
        if board.waitingRoom != nil || board.offersBots, mySeat == 0, key == .character("b") || key == .character("B") {
            return [.session(.fillWithBots)]
        }
        if CommonKeys.togglesCardsOut(key) {
            board.showsCardsOut.toggle()
            return []
        }
        switch phase {
        case .yourTurn: return yourTurn(key)
        case .trickShown: return key == .enter || key == .character(" ") ? tick() : []
        case .result:
            // An Enter pressed to skip the last trick's pause, landing just as the result comes
            // up, does not ask for another game unseen: Enter counts once the result has settled.
            if CommonKeys.isYes(key, enterToo: !pace.resultSettling) {
                rematch.agreed = true
                status = [waitingAfterOurYes()]
                return [.session(.rematch)]
            }
            return key == .character("n") || key == .character("N") ? leave(.noMoreGames) : []
        case .waiting, .sendingOurCard, .notice:
            return []
        }
    }

    /// The result is in view from now: Enter waits a moment before it answers (y at once), as at
    /// a game against the computer.
    mutating func resultComesUp() -> [AppEffect] {
        pace.resultSettling = true
        return [.wait(milliseconds: TableApp.resultSettleMilliseconds)]
    }

    private mutating func yourTurn(_ key: Key) -> [AppEffect] {
        guard let hand = board.view?.hand, !hand.isEmpty else { return [] }
        switch key {
        case .left, .up: board.selection = (board.selection + hand.count - 1) % hand.count
        case .right, .down: board.selection = (board.selection + 1) % hand.count
        case .enter: return send(hand[board.selection])
        case let .character(c):
            if let digit = c.wholeNumberValue, (1...hand.count).contains(digit) { return send(hand[digit - 1]) }
            // A number past the hand says which there are, unless it would hide who left.
            if let digit = c.wholeNumberValue, (1...9).contains(digit), departures.left.isEmpty { status = [.cardsLeft(hand.count)] }
        default: break
        }
        return []
    }

    private mutating func send(_ card: Card) -> [AppEffect] {
        // Until the session confirms the play, nothing else may be sent.
        phase = .sendingOurCard
        return [.session(.play(card))]
    }

    /// We leave: the session is told once, before the screen closes.
    private mutating func leave(_ reason: LeaveReason) -> [AppEffect] {
        guard !ended else { return [.quit] }
        ending = .left
        return [.session(.quit(reason)), .quit]
    }
}
