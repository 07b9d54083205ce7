import BriscolaCore

/// The cards a search tries at one node: the remembered best card first, then the rest in index
/// order, skipping a pointless card when a weaker pointless card of its suit is in the same hand
/// with nothing still in play between them (the two are interchangeable, so one is enough).
struct MoveOrder {
    private var rest: UInt64
    private var first: UInt8

    /// Strength order of the pointless ranks within a suit, as offsets in the suit (2, 4, 5, 6, 7).
    private static let lowOffsets: [UInt64] = [1, 3, 4, 5, 6]

    init(hand: UInt64, played: UInt64, first: UInt8) {
        var keep = hand
        for suit in 0..<4 {
            let base = UInt64(suit * 10)
            var previousInHand = false
            var liveBetween = false
            for offset in Self.lowOffsets {
                let bit = UInt64(1) << (base + offset)
                if hand & bit != 0 {
                    if previousInHand, !liveBetween { keep &= ~bit }
                    previousInHand = true
                    liveBetween = false
                } else if played & bit == 0 {
                    liveBetween = true
                }
            }
        }
        self.first = (first < 64 && keep & (UInt64(1) << UInt64(first)) != 0) ? first : 255
        rest = first < 64 ? keep & ~(UInt64(1) << UInt64(first)) : keep
    }

    mutating func next() -> UInt8? {
        if first != 255 {
            defer { first = 255 }
            return first
        }
        guard rest != 0 else { return nil }
        let card = UInt8(truncatingIfNeeded: rest.trailingZeroBitCount)
        rest &= rest &- 1
        return card
    }
}
