import BriscolaCore
import BriscolaText

/// A stored match on the table screen, trick by trick, from the seat of the player who kept it.
public struct ReplayApp: TableScreenApp, Sendable {
    let title: String
    let names: [String]
    let mySeat: Int
    /// The state after 0, 1, 2 … tricks.
    let states: [GameState]
    let tricks: [CompletedTrick]
    /// Cards played in the whole record (an abandoned game may stop inside a trick).
    let plays: Int
    /// The plays after the last trick taken: a trick an abandoned game left unfinished.
    let unfinishedTrick: [Action]
    /// The game where it was left, when that was inside a trick: the last step shows its cards.
    let leftOnTable: GameState?
    /// True when the game was cut off before its end (saved as abandoned).
    let abandoned: Bool
    /// The words of the replay's language.
    let text: Text
    public private(set) var position = 0
    /// The cards-out panel (o), as at the table.
    public private(set) var showsCardsOut = false

    /// Nil when the record does not rebuild (it was checked when it was saved, so this is rare).
    public init?(record: GameRecord, names: [String], mySeat: Int, title: String, language: Language = .english) {
        // A seat the game has not (a history edited by hand) is a record that does not rebuild.
        guard case let .success(setup) = record.setup(), (0..<setup.variant.players).contains(mySeat) else { return nil }
        var state = GameState(setup: setup)
        // Five players: the auction and the call come first; the replay starts at the first card.
        for step in record.auction ?? [] {
            guard (try? state.apply(step)) != nil else { return nil }
        }
        var states = [state]
        var tricks: [CompletedTrick] = []
        for action in record.actions {
            guard (try? state.apply(action)) != nil else { return nil }
            if state.table.isEmpty, let trick = state.lastTrick {
                states.append(state)
                tricks.append(trick)
            }
        }
        let text = Text(language)
        self.text = text
        self.title = title
        self.names = names.count == setup.variant.players ? names : (0..<setup.variant.players).map { text(.replaySeat, ["seat": "\($0)"]) }
        self.mySeat = mySeat
        self.states = states
        self.tricks = tricks
        plays = record.actions.count
        unfinishedTrick = Array(record.actions.dropFirst(tricks.reduce(0) { $0 + $1.cards.count }))
        leftOnTable = unfinishedTrick.isEmpty ? nil : state
        abandoned = record.isAbandoned
        // A hidden deal (no seed) cut off: the cards never played were never revealed, and its
        // record holds stand-ins where they lay. Shown face down, not as cards someone held.
        if record.isAbandoned, record.seed == nil {
            unknown = CardSet(record.deck).subtracting(CardSet(record.actions.map(\.card))).subtracting(CardSet(record.trump.map { [$0] } ?? []))
        }
    }

    /// Cards a hidden deal cut off never revealed (empty for any other game).
    var unknown = CardSet()

    /// The last step: the last trick taken, or after it the trick left unfinished.
    var lastPosition: Int { tricks.count + (leftOnTable == nil ? 0 : 1) }

    public var screen: TableScreenModel {
        if position > tricks.count, let left = leftOnTable { return unfinishedScreen(left) }
        let state = states[position]
        var model = TableScreenModel(title: title, view: state.view(for: mySeat), names: names, phase: .replaying)
        model.shownTrick = position > 0 ? tricks[position - 1] : nil
        model.showsCardsOut = showsCardsOut
        model.unknownCards = unknown
        // An abandoned game says so where the deal is, and on its last trick (short: the line is full).
        let cutOff = abandoned && !tricks.isEmpty
        let endsHere = cutOff && position == tricks.count && leftOnTable == nil
        model.status = position > 0 ? line(position, state) + (endsHere ? " · " + text(.replayAbandonedHere) : "")
            : unfinishedNote.map { text(.replayDealNote, ["note": $0]) }
            ?? (cutOff ? text(.replayAbandoned, ["count": "\(tricks.count)"])
                : text(.replayDealTricks, ["count": "\(tricks.count)"]))
        return model
    }

    /// The trick left unfinished, its cards on the table, said to be where the game was left.
    func unfinishedScreen(_ state: GameState) -> TableScreenModel {
        var model = TableScreenModel(title: title, view: state.view(for: mySeat), names: names, phase: .replaying)
        model.showsCardsOut = showsCardsOut
        model.unknownCards = unknown
        // Its cards are on the table: the line says only what this step is (a list of three
        // cards did not fit beside the word "abandoned").
        model.status = text(.replayUnfinishedHere) + (abandoned ? " · " + text(.replayAbandonedHere) : "")
        return model
    }

    /// Said instead of counting tricks when none was taken: "0 tricks follow" helps nobody.
    var unfinishedNote: String? {
        guard tricks.isEmpty else { return nil }
        switch plays {
        case 0: return text(.replayNoCards)
        case 1: return text(.replayOneCard)
        default: return text(.replayCards, ["count": "\(plays)"])
        }
    }

    func line(_ position: Int, _ state: GameState) -> String {
        let trick = tricks[position - 1]
        let taker = trick.winner == mySeat ? text(.takerYou) : text(.takerOther, ["name": names[trick.winner]])
        return text(.replayTrick, ["position": "\(position)", "count": "\(tricks.count)", "taker": taker, "points": "\(trick.points)",
                                   "score": score(state)])
    }

    /// The score with the person's side first, as the history gives it ("lost 56–64").
    /// The running score, the replayed player's side first: "56–64"; `named`, with three, each by
    /// name ("Ada 20, Bruno 10, Carla 5"): in a printout three numbers alone do not say whose is whose.
    func score(_ state: GameState, named: Bool = false) -> String {
        let side = state.variant.side(of: mySeat)
        guard named, state.variant == .three, names.count == 3 else {
            return ScoreOrder.mineFirst(state.scores, side: side).map(String.init).joined(separator: "–")
        }
        let seats = ScoreOrder.mineFirst(Array(0..<3), side: side)
        return seats.map { "\(names[$0]) \(state.scores[$0])" }.joined(separator: ", ")
    }

    /// Nothing to do before the first key.
    public mutating func start() -> [AppEffect] { [] }
    /// A replay hears nothing from elsewhere.
    public mutating func drainInbox() -> [AppEffect] { [] }

    /// Steps through the tricks, or leaves.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        guard case let .key(key) = event else { return [] }
        switch key {
        case .right, .down, .enter, .character(" "), .character("n"): position = min(position + 1, lastPosition)
        case .left, .up, .backspace, .character("p"): position = max(position - 1, 0)
        case .home: position = 0
        case .end: position = lastPosition
        case .character("o"), .character("O"): showsCardsOut.toggle()
        case .character("q"), .character("Q"), .escape, .interrupt: return [.quit]
        default: break
        }
        return []
    }

    /// The card under the stock, which made its suit trump ("Trump: Re di Coppe."), said before
    /// the tricks of `replay --plain` so that a trick a low trump took reads right.
    public var trumpLine: String { text(.replayTrump, ["card": text.card(states[0].trumpCard)]) }

    /// The whole match as text, one trick a line with the running score (`replay --plain`); cards
    /// by name, as the table shows them; the score with the person's side first, as the history
    /// gives it ("lost 56–64").
    /// The cards of an unfinished trick are listed after the tricks taken (or the note that none was).
    public var plainText: [String] {
        let variant = states[0].variant
        let taken = tricks.indices.map { index in
            let trick = tricks[index]
            let cards = trick.cards.enumerated().map { "\(names[trick.seat(at: $0.offset, players: variant.players)]): \(text.card($0.element))" }
            return "\(String(index + 1).count == 1 ? " " : "")\(index + 1). " + cards.joined(separator: ", ")
                + " → \(names[trick.winner]) +\(trick.points)   (\(score(states[index + 1], named: true)))"
        }
        let left = unfinishedTrick.map { "\(names[$0.seat]): \(text.card($0.card))" }
        return (unfinishedNote.map { [$0] } ?? taken) + (left.isEmpty ? [] : [text(.replayUnfinishedTrick, ["cards": left.joined(separator: ", ")])])
    }
}
