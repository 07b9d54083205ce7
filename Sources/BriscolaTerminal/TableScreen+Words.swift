import BriscolaCore
import BriscolaText

extension TableScreen {
    /// Who sits where, with the cards each holds; their points too when `--show-points` asks
    /// (per seat with three players, the other team's with four).
    static func opponentsLine(_ model: TableScreenModel, _ view: PlayerView, options: RenderOptions, glyphs: Glyphs) -> String {
        let showSeats = options.showOpponentPoints && view.variant == .three, text = options.text
        // In playing order from the person's seat, as the title names them.
        let others = (1..<view.variant.players).map { (view.seat + $0) % view.variant.players }.map { seat in
            let count = view.handCounts[seat]
            let name = model.name(seat, text, width: 16, glyphs: glyphs)
            // With two players there is room to say the count in words too.
            let words = view.variant == .two ? cardCount(count, text) : ""
            let points = showSeats ? text(.seatPoints, ["points": "\(view.capturedPoints[seat])"]) : ""
            // No cards left (the end of a replay): no gap where their backs were.
            return [name, String(repeating: glyphs.back, count: count), words, points].filter { !$0.isEmpty }.joined(separator: " ")
        }
        // With two sides (two players, or two teams) the other side's points follow the names.
        let label = text(view.variant == .four ? .labelThem : .labelPoints)
        let otherSide = options.showOpponentPoints && view.variant.sides == 2 ? "   \(label): \(view.sidePoints[1 - view.side])" : ""
        return others.joined(separator: "   ") + otherSide
    }

    /// The person's own pile, or their team's with four players.
    static func ownPointsLabel(_ view: PlayerView, _ text: Text) -> String {
        view.variant == .four ? text(.ownPointsTeam, ["points": "\(view.sidePoints[view.side])"])
            : text(.ownPointsMine, ["points": "\(view.ownPoints)"])
    }

    /// "1 card", "3 cards".
    static func cardCount(_ count: Int, _ text: Text) -> String {
        count == 1 ? text(.cardsOne) : text(.cardsMany, ["count": "\(count)"])
    }

    /// The name under a card on the table, cut to fit its slot less a space (so two long names stay
    /// apart, and "Emulatore A" and "Emulatore B" told apart; "Avversario 1" whole on large cards).
    static func seatLabel(_ model: TableScreenModel, _ view: PlayerView, _ seat: Int, glyphs: Glyphs, text: Text, width: Int = 10) -> String {
        seat == view.seat ? text(.seatYou) : model.name(seat, text, width: width, glyphs: glyphs)
    }

    /// The last trick's line in at most two lines of `width`, never breaking "→ Anna takes +14"
    /// (the points alone on a line read as nothing).
    static func lastTrickLines(_ model: TableScreenModel, _ view: PlayerView, glyphs: Glyphs, text: Text, width: Int) -> [String] {
        let line = lastTrickLine(model, view, glyphs: glyphs, text: text)
        guard let arrow = line.range(of: glyphs.arrow, options: .backwards) else { return line.wrapped(width: width, lines: 2) }
        return (String(line[..<arrow.lowerBound]) + String(line[arrow.lowerBound...]).unbroken).wrapped(width: width, lines: 2)
    }

    /// The trick just gathered, with card names and who took it.
    static func lastTrickLine(_ model: TableScreenModel, _ view: PlayerView, glyphs: Glyphs, text: Text) -> String {
        guard let trick = view.lastTrick, model.shownTrick == nil else { return "" }
        let players = view.variant.players
        let cards = trick.cards.enumerated().map { "\(model.who(trick.seat(at: $0.offset, players: players), text)) \(text.card($0.element))" }
        let taker = trick.winner == view.seat ? text(.takerYou) : text(.takerOther, ["name": model.name(trick.winner, text)])
        return text(.lastTrick, ["cards": cards.joined(separator: ", "), "arrow": glyphs.arrow, "taker": taker, "points": "\(trick.points)"])
    }
}
