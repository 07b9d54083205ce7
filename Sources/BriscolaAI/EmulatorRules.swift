import BriscolaCore

/// One line of the emulator's rule lists: a name (for tests and explanations) and a choice that
/// either names a card or does not apply.
struct EmulatorRule: Sendable {
    let name: String
    let choose: @Sendable (Situation) -> Card?
}

/// The emulator's rule lists, transcribed from issue #3 in order; the first rule that applies wins.
enum EmulatorRules {
    /// Leading (the source leaves it open; this order is documented in docs/opponents.md).
    static let leading: [EmulatorRule] = [
        .init(name: "lead.1 lowest liscio") { $0.lowest($0.isLiscio) },
        .init(name: "lead.2 lowest carico under 10") { s in s.lowest { s.isCarico($0) && $0.points < 10 } },
        .init(name: "lead.3 lowest pointless trump") { s in s.lowest { s.isTrump($0) && $0.points == 0 } },
        .init(name: "lead.4 lowest carico") { $0.lowest($0.isCarico) },
        .init(name: "lead.5 lowest trump") { $0.lowest($0.isTrump) },
    ]

    /// Answering a trump.
    static let versusTrump: [EmulatorRule] = [
        .init(name: "trump.1 highest liscio") { $0.highest($0.isLiscio) },
        .init(name: "trump.2 lowest carico under 10") { s in s.lowest { s.isCarico($0) && $0.points < 10 } },
        .init(name: "trump.3 lowest trump if pointless") { s in
            s.lowest(s.isTrump).flatMap { $0.points == 0 ? $0 : nil }
        },
        .init(name: "trump.4 lowest trump if it beats a scoring card") { s in
            guard let target = s.target, target.points > 0 else { return nil }
            return s.lowest(s.isTrump).flatMap { s.beats($0) ? $0 : nil }
        },
        .init(name: "trump.5 lowest carico") { $0.lowest($0.isCarico) },
        .init(name: "trump.6 lowest trump") { $0.lowest($0.isTrump) },
    ]

    /// Answering a carico.
    static let versusCarico: [EmulatorRule] = [
        .init(name: "carico.1 highest carico of suit if it beats") { s in
            s.highest { s.isCarico($0) && s.ofTargetSuit($0) }.flatMap { s.beats($0) ? $0 : nil }
        },
        .init(name: "carico.2 lowest trump") { $0.lowest($0.isTrump) },
        .init(name: "carico.3 highest liscio") { $0.highest($0.isLiscio) },
        .init(name: "carico.4 lowest carico") { $0.lowest($0.isCarico) },
    ]

    /// Answering a liscio.
    static let versusLiscio: [EmulatorRule] = [
        .init(name: "liscio.1 highest carico of suit if Re, 3 or Asso") { s in
            s.highest { s.isCarico($0) && s.ofTargetSuit($0) }.flatMap {
                [.re, .tre, .asso].contains($0.rank) ? $0 : nil
            }
        },
        .init(name: "liscio.2 highest liscio of another suit") { s in
            s.highest { s.isLiscio($0) && !s.ofTargetSuit($0) }
        },
        .init(name: "liscio.3 lowest liscio of suit if it does not beat") { s in
            s.lowest { s.isLiscio($0) && s.ofTargetSuit($0) }.flatMap { s.beats($0) ? nil : $0 }
        },
        .init(name: "liscio.4 highest carico of suit") { s in s.highest { s.isCarico($0) && s.ofTargetSuit($0) } },
        .init(name: "liscio.5 lowest liscio") { $0.lowest($0.isLiscio) },
        .init(name: "liscio.6 lowest of Fante, Cavallo, Re") { s in
            s.lowest { s.isCarico($0) && [.fante, .cavallo, .re].contains($0.rank) }
        },
        .init(name: "liscio.7 lowest pointless trump") { s in s.lowest { s.isTrump($0) && $0.points == 0 } },
        .init(name: "liscio.8 lowest carico") { $0.lowest($0.isCarico) },
        .init(name: "liscio.9 lowest trump") { $0.lowest($0.isTrump) },
    ]
}
