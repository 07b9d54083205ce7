import BriscolaCore

/// The opponent's possible hands now (two players), each weighed by how well it explains the
/// opponent's plays (`HandInference`), for dealing sampled worlds from. Every hand of the
/// right size drawn from the unseen cards is listed (at most C(36, 3) = 7140), in index order.
struct HandBelief {
    private var hands: [UInt64] = []
    private var cumulative: [Double] = []
    /// The posterior chance that the opponent plays like the emulator rather than at random, given
    /// its plays (the inference's Bayesian mixture); `prior` when there is no inference.
    private(set) var emulatorShare = 0.5

    /// The belief for a two-player view; every hand weighs 1 without an inference.
    init(_ view: PlayerView, inference: HandInference?, prior: Double = 0.5) {
        var inference = inference
        var explained = 0.0
        let cards = view.unseen.map { UInt64(1) << UInt64($0.index) }
        let size = min(view.handCounts[1 - view.seat], cards.count)
        var total = 0.0
        func add(_ hand: UInt64) {
            if let share = inference?.explained(hand), let floor = inference?.floor {
                explained += share
                total += floor + share
            } else {
                total += 1
            }
            hands.append(hand)
            cumulative.append(total)
        }
        switch size {
        case 0: add(0)
        case 1: for a in cards.indices { add(cards[a]) }
        case 2:
            for a in cards.indices { for b in (a + 1)..<cards.count { add(cards[a] | cards[b]) } }
        default:
            for a in cards.indices {
                for b in (a + 1)..<cards.count {
                    for c in (b + 1)..<cards.count { add(cards[a] | cards[b] | cards[c]) }
                }
            }
        }
        emulatorShare = inference == nil || total <= 0 ? prior : explained / total
    }

    /// How many hands the belief lists.
    var count: Int { hands.count }

    /// A hand drawn with probability proportional to its weight.
    func sample<G: RandomNumberGenerator>(using generator: inout G) -> CardSet {
        guard let total = cumulative.last, total > 0 else { return CardSet() }
        let target = Double(generator.next() >> 11) * 0x1p-53 * total
        var low = 0, high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] > target { high = middle } else { low = middle + 1 }
        }
        return CardSet(bits: hands[low])
    }
}
