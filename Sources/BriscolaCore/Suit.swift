/// One of the four Italian suits; the raw value fixes each card's canonical index.
public enum Suit: UInt8, CaseIterable, Sendable, Codable {
    case coppe = 0, denari, spade, bastoni

    /// The one-letter code used in card codes on the wire, in files and on the command line.
    public var letter: Character {
        switch self {
        case .coppe: "C"
        case .denari: "D"
        case .spade: "S"
        case .bastoni: "B"
        }
    }

    /// Parses a suit letter (case-insensitive) so user input and peer input share one rule.
    public init?(letter: Character) {
        switch letter {
        case "C", "c": self = .coppe
        case "D", "d": self = .denari
        case "S", "s": self = .spade
        case "B", "b": self = .bastoni
        default: return nil
        }
    }
}
