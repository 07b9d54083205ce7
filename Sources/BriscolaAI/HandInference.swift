import BriscolaCore

/// What the opponent's plays say about the hand it holds now (two players). Every card it
/// played is public (`PlayerView.history`); walking back from a hand it might hold now — undoing
/// each draw (any card of the hand, unless it was the face-up trump) and each play — gives the hands
/// it could have held at each play, and the emulator's rules say whether it would have played that
/// card from them. The likelihood of a hand is the share of such walks in which every play agrees,
/// plus a floor, so an opponent that is not the emulator only flattens the belief.
struct HandInference {
    /// One opponent play, newest first: the card, the card it answered (none when it led), and the
    /// draw that came after it (none, any card, or the face-up trump).
    struct Step {
        let card: Card
        let table: CardRow
        let drewAfter: Bool
        let knownDraw: Card?
    }

    let steps: [Step]
    let opponent: Int
    let trumpCard: Card
    /// The weight every hand gets whatever its plays: the chance that a player choosing at random
    /// among its cards made them (a third per play), times the prior odds of such a player against
    /// the emulator — a Bayesian mixture, so plays no hand explains leave the belief nearly flat.
    let floor: Double
    private let emulator = EmulatorStrategy()
    /// Walks already made, keyed by hand and step: hands the opponent might hold now share most of
    /// their past hands, so each past hand is judged once (looked up by key, never iterated).
    private var memo: [UInt64: Double] = Dictionary(minimumCapacity: 4096)

    /// The opponent's last `depth` plays from a two-player view; nil when there is nothing to infer
    /// from (another variant, no play yet, or a view whose history does not match its tricks).
    /// `randomOdds` is the prior odds of a random player against the emulator (see `floor`).
    init?(_ view: PlayerView, depth: Int, randomOdds: Double) {
        guard view.variant == .two, depth > 0 else { return nil }
        let history = view.history, tricks = view.tricksPlayed
        guard history.count == 2 * tricks + view.table.count, history.count > 0 else { return nil }
        let trump = view.trumpCard.suit
        // Leaders backwards from the trick on the table: a trick's taker leads the next one.
        var leaders = Array(repeating: 0, count: tricks + 1)
        leaders[tricks] = view.leader
        for trick in stride(from: tricks - 1, through: 0, by: -1) {
            let secondTakes = TrickRule.beats(history[2 * trick + 1], history[2 * trick], trump: trump)
            leaders[trick] = secondTakes ? 1 - leaders[trick + 1] : leaders[trick + 1]
        }
        let opponent = 1 - view.seat
        var steps: [Step] = []
        if view.table.count == 1, view.leader == opponent {
            steps.append(Step(card: view.table[0], table: CardRow(), drewAfter: false, knownDraw: nil))
        }
        let drawingTricks = (view.variant.deckSize - 3 * view.variant.players) / view.variant.players
        var trick = tricks - 1
        while trick >= 0, steps.count < depth {
            let led = leaders[trick] == opponent
            let card = history[2 * trick + (led ? 0 : 1)]
            let drew = trick < drawingTricks
            // The last draw gives the taker the last stock card and the other seat the face-up trump.
            let lostLastDraw = trick == drawingTricks - 1 && leaders[trick + 1] != opponent
            steps.append(Step(card: card, table: led ? CardRow() : CardRow([history[2 * trick]]),
                              drewAfter: drew, knownDraw: lostLastDraw ? view.trumpCard : nil))
            trick -= 1
        }
        guard !steps.isEmpty else { return nil }
        self.steps = steps
        self.opponent = opponent
        trumpCard = view.trumpCard
        floor = randomOdds * pow3(-steps.count)
    }

    /// How well a hand the opponent might hold now explains its plays: the share of walks
    /// back that the emulator agrees with, plus the floor.
    mutating func likelihood(of hand: UInt64) -> Double {
        floor + explained(hand)
    }

    /// The emulator's part of the likelihood alone: the share of walks back from `hand` in which
    /// every play is the emulator's (no floor).
    mutating func explained(_ hand: UInt64) -> Double {
        walk(hand, 0)
    }

    /// The share of ways back from `hand` at step `s` in which every play is the emulator's.
    private mutating func walk(_ hand: UInt64, _ s: Int) -> Double {
        guard s < steps.count else { return 1 }
        let key = hand | UInt64(s) << 48
        if let known = memo[key] { return known }
        let value = walkUncached(hand, s)
        memo[key] = value
        return value
    }

    private mutating func walkUncached(_ hand: UInt64, _ s: Int) -> Double {
        let step = steps[s]
        guard step.drewAfter else { return unplay(hand, s) }
        if let known = step.knownDraw {
            let bit = UInt64(1) << UInt64(known.index)
            return hand & bit == 0 ? 0 : unplay(hand & ~bit, s)
        }
        let size = hand.nonzeroBitCount
        guard size > 0 else { return 0 }
        var total = 0.0
        var rest = hand
        while rest != 0 {
            let bit = rest & (0 &- rest)
            rest &= rest &- 1
            total += unplay(hand & ~bit, s)
        }
        return total / Double(size)
    }

    /// Puts the step's card back into the hand and asks whether the emulator plays it from there.
    private mutating func unplay(_ hand: UInt64, _ s: Int) -> Double {
        let step = steps[s]
        let before = hand | UInt64(1) << UInt64(step.card.index)
        guard before.nonzeroBitCount <= 3, agrees(before, step) else { return 0 }
        return walk(before, s + 1)
    }

    /// Whether the emulator, holding `hand`, plays the step's card from it. The emulator breaks
    /// ties between cards of one rank by the order they came into the hand, which is not public:
    /// a hand holding two cards of one rank is tried in every order.
    private func agrees(_ hand: UInt64, _ step: Step) -> Bool {
        let cards = Array(CardSet(bits: hand))
        var ranks = 0
        for card in cards { ranks |= 1 << card.rank.rawValue }
        guard ranks.nonzeroBitCount < cards.count else { return decide(cards, step) == step.card }
        let orders: [[Int]] = cards.count == 2 ? [[0, 1], [1, 0]]
            : [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        return orders.contains { order in decide(order.map { cards[$0] }, step) == step.card }
    }

    /// The emulator's card from a hand in this arrival order over the step's table.
    private func decide(_ cards: [Card], _ step: Step) -> Card {
        let view = PlayerView(
            variant: .two, seat: opponent, hand: CardRow(cards), table: step.table,
            leader: step.table.isEmpty ? opponent : 1 - opponent, turn: opponent, trumpCard: trumpCard,
            stockCount: 0, played: CardSet(), ownPoints: 0, handCounts: PerSeat(repeating: 0), tricksPlayed: 0,
            lastTrick: nil)
        return emulator.decide(view).card
    }
}

/// 3 to an integer power (negative for thirds).
func pow3(_ exponent: Int) -> Double {
    var value = 1.0
    for _ in 0..<abs(exponent) { value *= 3 }
    return exponent < 0 ? 1 / value : value
}
