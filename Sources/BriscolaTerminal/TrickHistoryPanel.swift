import BriscolaCore
import BriscolaText

/// The tricks already taken, under the table on a terminal of 120×40 and more (rows 33–39, which
/// the 80×24 box has no room for): a titled rule, a row naming the seats, and the latest tricks,
/// oldest first — each seat's card in its own column, the card led marked, the card that took the
/// trick emphasised, and who took it for how many points. Players count the tricks in their heads; this is the paper.
enum TrickHistoryPanel {
    static func draw(_ model: TableScreenModel, _ view: PlayerView, into canvas: inout Canvas, layout l: TableLayout,
                     options: RenderOptions, glyphs: Glyphs) {
        guard let area = l.trickHistory, let tricks = view.takenTricks else { return }
        let text = options.text, x = l.x + 2, y = l.y + area.y, width = l.width - 4
        let title = " " + text(.tricksTitle, ["taken": "\(tricks.count)", "total": "\(view.variant.tricks)", "mark": glyphs.pointer, "dot": glyphs.dot]) + " "
        canvas.put(String(repeating: glyphs.rule, count: l.width), x: l.x, y: y, style: .dim)
        canvas.put(title, x: x, y: y, style: .bold)
        let columns = Columns(players: view.variant.players, width: width)
        for seat in 0..<view.variant.players {
            let name = model.name(seat, text, width: columns.room, glyphs: glyphs)
            canvas.put(seat == view.seat ? text(.seatYou) : name, x: x + columns.x(seat: seat), y: y + 1, style: .dim)
        }
        canvas.put(text(.tricksTakenBy), x: x + columns.takerX, y: y + 1, style: .dim)
        guard !tricks.isEmpty else {
            canvas.put(text(.tricksNone), x: x, y: y + 2, style: .dim)
            return
        }
        let shown = tricks.suffix(area.rows - 2)
        for (row, (number, trick)) in zip(shown.indices, shown).enumerated() {
            let rowY = y + 2 + row
            canvas.put("\(number + 1).".leftPadded(3), x: x, y: rowY, style: .dim)
            for (position, card) in trick.cards.enumerated() {
                let seat = trick.seat(at: position, players: view.variant.players)
                let took = seat == trick.winner
                // The card led is marked: by seat alone a trick whose led suit lost looked wrong.
                let name = cardName(card, text: text, room: columns.room, mark: position == 0 ? glyphs.pointer : "")
                canvas.put(name, x: x + columns.x(seat: seat), y: rowY,
                           style: took ? Style(foreground: .yellow, bold: true) : .plain)
            }
            let points = " +\(trick.points)", who = model.who(trick.winner, text)
            // In a narrow column (three or four players) the arrow gives way to the name, on every
            // row alike: the column's heading says "taken by".
            let arrow = columns.taker >= 18 ? "\(glyphs.arrow) " : ""
            let taker = who.clipped(to: columns.taker - arrow.count - points.count, glyphs: glyphs)
            canvas.put("\(arrow)\(taker)\(points)", x: x + columns.takerX, y: rowY, style: .plain)
        }
    }

    /// A card as the language names it (the longest, "Cavallo di Bastoni", takes 18 columns), or
    /// every card shorter when the columns are narrower (four players): "Asso Coppe", "Cav. Bastoni".
    /// `mark` goes before it (the card led): a whole name it would push past `room` is said short.
    static func cardName(_ card: Card, text: Text, room: Int, mark: String = "") -> String {
        let rank = card.rank == .cavallo ? "Cav." : card.rank.name(.italian)
        let short = "\(rank) \(text.suit(card.suit))", chosen = room < 18 ? short : text.card(card)
        guard chosen.columns + mark.columns > room else { return mark + chosen }
        // Shorter still where the mark leaves too little ("›F. Bastoni" in a column of four, the
        // one card whose short name and mark need 14 columns).
        return mark + (short.columns + mark.columns > room ? "\(rank.prefix(1)). \(text.suit(card.suit))" : short)
    }

    /// Where the number, each seat's card and the taker go: wide columns for two players, narrow
    /// ones for four and five, the taker in what is left. Two spaces at least between columns (with one, a
    /// name filling its column ran into the next).
    struct Columns {
        let seat: Int
        /// What a name or card may take of a seat's column.
        var room: Int { seat - 2 }
        let taker: Int
        let takerX: Int

        init(players: Int, width: Int) {
            let number = 4
            seat = switch players {
            case 2: 28
            case 3: 20
            case 4: 15
            // Five: the taker keeps room for "Computer C +21"; a card led may be "›C. Bastoni".
            default: 12
            }
            takerX = number + players * seat
            taker = max(0, width - takerX)
        }

        func x(seat index: Int) -> Int { 4 + index * seat }
    }
}
