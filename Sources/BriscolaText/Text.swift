import BriscolaCore

/// The words of one language: every phrase of every screen and message, with its `{name}`
/// placeholders filled in, and cards named as that language's players say them. A value, passed
/// to whatever draws or prints; nothing global.
public struct Text: Sendable, Hashable {
    /// The language these words are in.
    public let language: Language

    /// The words of `language`.
    public init(_ language: Language) { self.language = language }

    /// The table of phrases for a language (every key is in each: `TextTableTests` checks it).
    public static func table(_ language: Language) -> [Phrase: String] {
        switch language {
        case .english: English.table
        case .italian: Italian.table
        }
    }

    /// A phrase with its placeholders (`{count}`) replaced by `arguments`; a placeholder without
    /// an argument stays as it is. Values are inserted as they are, never read again as placeholders.
    public func callAsFunction(_ phrase: Phrase, _ arguments: [String: String] = [:]) -> String {
        let template = Self.table(language)[phrase] ?? English.table[phrase] ?? phrase.rawValue
        return Self.fill(template, arguments)
    }

    /// Replaces every `{name}` of `template` with its argument, in one pass.
    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty else { return template }
        var out = "", rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            out += arguments[name] ?? "{\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// The placeholders a template uses, e.g. ["count", "name"] (for the tables' test).
    public static func placeholders(_ template: String) -> Set<String> {
        var names: Set<String> = [], rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// A card's name: "Asso di Coppe", "3 di Spade" in English screens (as they always were),
    /// "Asso di Coppe", "Tre di Spade" in Italian ones.
    public func card(_ card: Card) -> String {
        switch language {
        case .english: card.name()
        case .italian: "\(Italian.rankWord(card.rank)) di \(card.suit.name(.italian))"
        }
    }

    /// A card as a sentence names it: in Italian with its article, and a trump "di briscola"
    /// ("l'Asso di Coppe", "il Tre di briscola"); in English the bare name.
    public func cardInSentence(_ card: Card, trump: Suit?) -> String {
        switch language {
        case .english: return card.name()
        case .italian:
            let rank = Italian.rankWord(card.rank)
            let article = card.rank == .asso ? "l'" : "il "
            return article + rank + " di " + (card.suit == trump ? "briscola" : card.suit.name(.italian))
        }
    }

    /// A suit's name (the Italian names in both languages, as the cards print them).
    public func suit(_ suit: Suit) -> String { suit.name(.italian) }
}
