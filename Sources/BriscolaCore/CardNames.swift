/// The languages card names can be shown in.
public enum CardLanguage: String, Sendable, CaseIterable {
    case italian, english
}

extension Suit {
    /// The suit's display name in the given language.
    public func name(_ language: CardLanguage = .italian) -> String {
        switch (self, language) {
        case (.coppe, .italian): "Coppe"
        case (.denari, .italian): "Denari"
        case (.spade, .italian): "Spade"
        case (.bastoni, .italian): "Bastoni"
        case (.coppe, .english): "Cups"
        case (.denari, .english): "Coins"
        case (.spade, .english): "Swords"
        case (.bastoni, .english): "Clubs"
        }
    }
}

extension Rank {
    /// The rank's display name: faces and the Asso by name, the others by number.
    public func name(_ language: CardLanguage = .italian) -> String {
        switch (self, language) {
        case (.asso, .italian): "Asso"
        case (.fante, .italian): "Fante"
        case (.cavallo, .italian): "Cavallo"
        case (.re, .italian): "Re"
        case (.asso, .english): "Ace"
        case (.fante, .english): "Jack"
        case (.cavallo, .english): "Knight"
        case (.re, .english): "King"
        default: "\(rawValue)"
        }
    }
}

extension Card {
    /// A card's full display name, e.g. "Asso di Coppe" or "Ace of Cups".
    public func name(_ language: CardLanguage = .italian) -> String {
        switch language {
        case .italian: "\(rank.name(.italian)) di \(suit.name(.italian))"
        case .english: "\(rank.name(.english)) of \(suit.name(.english))"
        }
    }
}
