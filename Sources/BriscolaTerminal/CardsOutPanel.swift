import BriscolaCore
import BriscolaText

/// The cards already played, suit by suit in taking order, as players count them in their heads;
/// and the points each side has taken (the others' only with `--show-points`, as tradition asks).
enum CardsOutPanel {
    /// Ranks in taking order, with the letter each is shown by (Asso, Re, Cavallo, Fante).
    static let order: [(Rank, String)] = [
        (.asso, "A"), (.tre, "3"), (.re, "R"), (.cavallo, "C"), (.fante, "F"),
        (.sette, "7"), (.sei, "6"), (.cinque, "5"), (.quattro, "4"), (.due, "2"),
    ]

    /// The panel's lines: a title, the ranks' letters over their columns, one line per suit (a
    /// played card by its letter, one still to come as a dot, a card not in this game blank), and
    /// the points. In fewer than eight rows the count stands in the letters' line instead of a title.
    static func lines(_ model: TableScreenModel, _ view: PlayerView, options: RenderOptions, glyphs: Glyphs,
                      rows: Int = .max, width: Int = .max) -> [(String, Style)] {
        let out = view.played.count, total = view.variant.deckSize, text = options.text
        let letters = order.map(\.1).joined(separator: " ")
        var lines: [(String, Style)] = rows >= 7
            ? [(text(.cardsOutTitle, ["out": "\(out)", "total": "\(total)"]), .bold), ("".rightPadded(8) + letters, .dim)]
            : [("\(out)/\(total)".rightPadded(8) + letters, .bold)]
        for suit in Suit.allCases {
            lines.append((suitLine(suit, view, glyphs: glyphs, text: text, width: width), suit == view.trump ? .bold : .plain))
        }
        lines.append((pointsLine(model, view, options: options, glyphs: glyphs, width: width), .plain))
        return lines
    }

    /// "Coppe    A 3 · · F 7 · · · 2", the trump suit marked (by a shorter word where the whole
    /// one would not fit in `width`).
    static func suitLine(_ suit: Suit, _ view: PlayerView, glyphs: Glyphs, text: Text, width: Int = .max) -> String {
        let unseen = glyphs.unicode ? "·" : "."
        let marks = order.map { rank, letter -> String in
            let card = Card(rank, suit)
            if view.variant.removedCards.contains(card) { return " " }
            return view.played.contains(card) ? letter : unseen
        }
        let line = suit.name(.italian).rightPadded(8) + marks.joined(separator: " ")
        guard suit == view.trump else { return line }
        let whole = line + " " + text(.cardsOutTrump)
        return whole.columns <= width ? whole : line + " " + text(.cardsOutTrumpShort)
    }

    /// The points each side has taken, the others' hidden unless `--show-points` (names cut
    /// shorter until every seat's points fit in `width`).
    static func pointsLine(_ model: TableScreenModel, _ view: PlayerView, options: RenderOptions, glyphs: Glyphs,
                           width: Int = .max) -> String {
        let mine = "\(view.sidePoints[view.side])", text = options.text
        // Once the game is over (or in a replay of one) nothing is hidden any more.
        let shown = options.showOpponentPoints || model.final != nil || model.phase == .replaying
        switch view.variant {
        case .four:
            return shown ? text(.pointsUsThem, ["mine": mine, "them": "\(view.sidePoints[1 - view.side])"])
                : text(.pointsUsHidden, ["mine": mine])
        case .two, .three, .five: // five: each seat's pile, as with three (its own screen is to come)
            guard shown else { return text(.pointsYouHidden, ["mine": mine]) }
            let seats = (0..<view.variant.players).filter { $0 != view.seat }
            var line = ""
            for room in stride(from: 10, through: 3, by: -1) {
                let others = seats.map { "\(model.name($0, options.text, width: room, glyphs: glyphs)) \(view.capturedPoints[$0])" }
                line = text(.pointsYouOthers, ["mine": mine, "others": others.joined(separator: ", ")])
                if line.columns <= width { break }
            }
            return line
        }
    }

}
