/// A card's rank (1 = Asso … 10 = Re); the raw value is the number used in card codes.
public enum Rank: UInt8, CaseIterable, Sendable, Codable {
    case asso = 1, due, tre, quattro, cinque, sei, sette, fante, cavallo, re

    /// Capture value: Asso 11, 3 10, Re 4, Cavallo 3, Fante 2, others 0 — 120 in a deck.
    public var points: Int {
        switch self {
        case .asso: 11
        case .tre: 10
        case .re: 4
        case .cavallo: 3
        case .fante: 2
        default: 0
        }
    }

    /// Taking strength within a suit: Asso 9, 3 8, Re 7, Cavallo 6, Fante 5, 7 4 … 2 0.
    public var strength: Int {
        switch self {
        case .asso: 9
        case .tre: 8
        case .re: 7
        case .cavallo: 6
        case .fante: 5
        case .sette: 4
        case .sei: 3
        case .cinque: 2
        case .quattro: 1
        case .due: 0
        }
    }
}
