import BriscolaCore

/// Draws a table as a pure function of a `TableScreenModel`, the terminal size and the options.
public enum TableScreen {
    public static let minimumWidth = 80
    public static let minimumHeight = 24

    /// The table as a grid of styled cells: a pure function of the model and the size.
    public static func render(_ model: TableScreenModel, width: Int, height: Int, options: RenderOptions) -> Canvas {
        var canvas = Canvas(width: width, height: height, colored: options.color)
        let glyphs = Glyphs(unicode: options.unicode)
        guard width >= minimumWidth, height >= minimumHeight else {
            drawTooSmall(into: &canvas, glyphs: glyphs)
            if model.overlay == .confirmQuit { canvas.center("Quit? y = quit, any other key = stay", y: height / 2 + 3, style: .bold) }
            return canvas
        }
        // A notice (no table yet, or the session is over) keeps the centred box at any size.
        let layout = model.view == nil || model.phase.isNotice ? TableLayout.box(x: (width - minimumWidth) / 2, y: (height - minimumHeight) / 2)
            : TableLayout.forTerminal(width: width, height: height)
        let box = layout.boxOrigin
        switch (model.phase, model.view) {
        case let (.notice(text), _):
            drawNotice(model, text, into: &canvas, x: box.x, y: box.y, glyphs: glyphs)
        case (.result, _?):
            ResultPanel.draw(model, into: &canvas, x: box.x, y: box.y, options: options)
        case let (_, view?):
            drawTable(model, view, into: &canvas, layout: layout, options: options)
        case (_, nil):
            drawNotice(model, model.status, into: &canvas, x: box.x, y: box.y, glyphs: glyphs)
        }
        SidePanel.draw(model, into: &canvas, layout: layout, options: options)
        ChatLineView.drawInput(model, into: &canvas, layout: layout, glyphs: glyphs)
        switch model.overlay {
        case .help?: HelpPanel.draw(model.view?.variant ?? .two, into: &canvas, options: options, glyphs: glyphs)
        case .confirmQuit?: HelpPanel.drawConfirm("Quit this game?  y = quit, any other key = keep playing", into: &canvas, options: options)
        case nil: break
        }
        return canvas
    }

    static func drawTooSmall(into canvas: inout Canvas, glyphs: Glyphs) {
        let middle = canvas.height / 2
        canvas.center("Briscola needs at least \(minimumWidth)\(glyphs.times)\(minimumHeight).", y: middle - 1, style: .bold)
        canvas.center("This one is \(canvas.width)\(glyphs.times)\(canvas.height).", y: middle)
        canvas.center("Enlarge the window, or press q.", y: middle + 1)
    }

    /// The top line: the title, and on the right the game number and the series in words (a bare
    /// "1–0–0" left people guessing); a title too long for both is cut, never overwritten.
    static func drawHeader(_ model: TableScreenModel, into canvas: inout Canvas, x: Int, y: Int, glyphs: Glyphs, width: Int = minimumWidth) {
        let rule = String(repeating: glyphs.rule, count: width)
        let s = model.series
        let score = model.gameNumber == 0 ? "" :
            "Game \(model.gameNumber) \(glyphs.dot) \(s.wins) won, \(s.draws) drawn, \(s.losses) lost "
        let room = width - 10 - score.count - 1
        let title = "\(glyphs.dot) \(model.title)"
        canvas.put(" Briscola", x: x, y: y, style: .bold)
        canvas.put(title.count <= room ? title : String(title.prefix(max(0, room - glyphs.ellipsis.count))) + glyphs.ellipsis, x: x + 10, y: y)
        canvas.put(score, x: x + width - score.count, y: y, style: .dim)
        canvas.put(rule, x: x, y: y + 1, style: .dim)
    }

    static func drawNotice(_ model: TableScreenModel, _ text: String, into canvas: inout Canvas, x: Int, y: Int, glyphs: Glyphs) {
        drawHeader(model, into: &canvas, x: x, y: y, glyphs: glyphs)
        if let room = model.waitingRoom { return WaitingRoom.draw(room, into: &canvas, x: x, y: y, glyphs: glyphs) }
        let lines = text.wrapped(width: minimumWidth - 4, lines: 6)
        for (row, line) in lines.enumerated() { canvas.center(line, y: y + 10 - lines.count / 2 + row, style: .bold) }
        canvas.center("q quits", y: y + 12 + (lines.count + 1) / 2, style: .dim)
    }

    static func drawTable(_ model: TableScreenModel, _ view: PlayerView, into canvas: inout Canvas, layout l: TableLayout,
                          options: RenderOptions) {
        let unicode = options.unicode, glyphs = Glyphs(unicode: unicode), players = view.variant.players
        let x = l.x, y = l.y, size = l.card
        drawHeader(model, into: &canvas, x: x, y: y, glyphs: glyphs, width: l.fullWidth)
        canvas.put(opponentsLine(model, view, options: options, glyphs: glyphs), x: x + 2, y: y + l.opponentsY)
        canvas.put("Trump", x: x + 2 + (size.width - 5) / 2, y: y + l.labelsY, style: .dim)
        canvas.put("Table", x: x + l.tableX + 2, y: y + l.labelsY, style: .dim)
        canvas.put("Stock", x: x + l.stockX + (size.width - 5) / 2, y: y + l.labelsY, style: .dim)
        CardArt.draw(view.trumpCard, into: &canvas, x: x + 2, y: y + l.cardsY, unicode: unicode, size: size)
        let under = y + l.seatLabelY
        if view.stockCount > 0 {
            CardArt.drawBack(into: &canvas, x: x + l.stockX, y: y + l.cardsY, unicode: unicode, label: "\(view.stockCount)", size: size)
            canvas.put(view.stockCount == 1 ? "1 card" : "\(view.stockCount) cards", x: x + l.stockX + 1, y: under, style: .dim)
        } else {
            canvas.put("(drawn)", x: x + 3, y: under, style: .dim)
            CardArt.drawEmpty(into: &canvas, x: x + l.stockX, y: y + l.cardsY, unicode: unicode, size: size)
            canvas.put("empty", x: x + l.stockX + 2, y: under, style: .dim)
        }
        let (cards, leader) = model.shownTrick.map { (Array($0.cards), $0.leader) } ?? (Array(view.table), view.leader)
        for slot in 0..<players {
            let left = x + l.tableX + slot * l.slot
            guard slot < cards.count else {
                CardArt.drawEmpty(into: &canvas, x: left, y: y + l.cardsY, unicode: unicode, size: size)
                continue
            }
            let seat = (leader + slot) % players
            let winning = model.shownTrick?.winner == seat
            CardArt.draw(cards[slot], into: &canvas, x: left, y: y + l.cardsY, unicode: unicode, highlighted: winning, size: size,
                         trump: cards[slot].suit == view.trump)
            canvas.put(seatLabel(model, view, seat, glyphs: glyphs), x: left, y: under, style: winning ? .bold : .dim)
            // The card that takes the trick says so in words too (no colour or emphasis needed).
            if winning, let trick = model.shownTrick { canvas.put("takes +\(trick.points)", x: left, y: under + 1, style: .bold) }
        }
        for (row, line) in lastTrickLine(model, view, glyphs: glyphs).wrapped(width: l.width - 4, lines: 2).enumerated() {
            canvas.put(line, x: x + 2, y: under + 1 + row, style: .dim)
        }
        canvas.put(String(repeating: glyphs.rule, count: l.width), x: x, y: y + l.ruleY, style: .dim)
        drawHand(model, view, into: &canvas, layout: l, options: options, glyphs: glyphs)
        canvas.put(" " + (unicode ? model.status : model.status.replacingDash()), x: x, y: y + l.statusY, style: .bold)
        if model.chat.input == nil {
            canvas.put(" " + helpLine(model, glyphs: glyphs, width: l.width - 2), x: x, y: y + l.helpY, style: .dim)
        }
    }

    static func drawHand(_ model: TableScreenModel, _ view: PlayerView, into canvas: inout Canvas, layout l: TableLayout,
                         options: RenderOptions, glyphs: Glyphs) {
        let x = l.x, y = l.y + l.handY
        canvas.put("Your hand", x: x + 2, y: y, style: .bold)
        canvas.put(ownPointsLabel(view), x: x + 14, y: y)
        let turn: String
        switch model.phase {
        case .yourTurn: turn = "Your turn"
        case let .waiting(name): turn = "\(name) is playing\(glyphs.ellipsis)"
        case .trickShown:
            // Who leads the next trick: the one who took this one.
            turn = model.shownTrick.map { $0.winner == view.seat ? "You lead next" : "\(model.names[$0.winner]) leads next" } ?? ""
        default: turn = ""
        }
        canvas.put(turn, x: x + l.width - turn.count - 2, y: y, style: Style(foreground: .cyan, bold: true))
        for (position, card) in view.hand.enumerated() {
            let left = x + 2 + position * l.handStep
            let selected = model.phase == .yourTurn && position == model.selection
            CardArt.draw(card, into: &canvas, x: left, y: y + 1, unicode: options.unicode, highlighted: selected, size: l.card,
                         trump: card.suit == view.trump)
            canvas.put(selected ? "\(glyphs.marker) \(position + 1)" : "  \(position + 1)", x: left + (l.card.width - 3) / 2, y: l.y + l.numbersY,
                       style: selected ? .bold : .plain)
        }
    }

    /// Who sits where, with the cards each holds; their points too when `--show-points` asks
    /// (per seat with three players, the other team's with four).
    static func opponentsLine(_ model: TableScreenModel, _ view: PlayerView, options: RenderOptions, glyphs: Glyphs) -> String {
        let showSeats = options.showOpponentPoints && view.variant == .three
        let others = (0..<view.variant.players).filter { $0 != view.seat }.map { seat in
            let count = view.handCounts[seat]
            let name = model.names[seat].clipped(to: 16, glyphs: glyphs)
            // With two players there is room to say the count in words too.
            let words = view.variant == .two ? " \(count) card\(count == 1 ? "" : "s")" : ""
            return "\(name) \(String(repeating: glyphs.back, count: count))\(words)" + (showSeats ? " \(view.capturedPoints[seat]) pts" : "")
        }
        // With two sides (two players, or two teams) the other side's points follow the names.
        let label = view.variant == .four ? "them" : "points"
        let otherSide = options.showOpponentPoints && view.variant.sides == 2 ? "   \(label): \(view.sidePoints[1 - view.side])" : ""
        return others.joined(separator: "   ") + otherSide
    }

    /// The person's own pile, or their team's with four players.
    static func ownPointsLabel(_ view: PlayerView) -> String {
        view.variant == .four ? "us: \(view.sidePoints[view.side]) points" : "your points: \(view.ownPoints)"
    }

    /// The name under a card on the table, cut to fit its slot (so two long names stay apart).
    static func seatLabel(_ model: TableScreenModel, _ view: PlayerView, _ seat: Int, glyphs: Glyphs) -> String {
        seat == view.seat ? "You" : model.names[seat].clipped(to: 10, glyphs: glyphs)
    }

    /// The trick just gathered, with card names and who took it.
    static func lastTrickLine(_ model: TableScreenModel, _ view: PlayerView, glyphs: Glyphs) -> String {
        guard let trick = view.lastTrick, model.shownTrick == nil else { return "" }
        let players = view.variant.players
        let cards = trick.cards.enumerated().map { "\(model.who(trick.seat(at: $0.offset, players: players))) \($0.element.name())" }
        let taker = trick.winner == view.seat ? "you take" : "\(model.names[trick.winner]) takes"
        return "Last trick: " + cards.joined(separator: ", ") + " \(glyphs.arrow) \(taker) +\(trick.points)"
    }

    /// The keys that work now, the least needed dropped first when the line is too narrow (the
    /// help panel lists them all).
    static func helpLine(_ model: TableScreenModel, glyphs: Glyphs, width: Int) -> String {
        let d = glyphs.dot
        let table = model.view == nil ? [] : ["o cards out"]
        let chat = model.chat.offered ? ["c chat", "! phrases"] : []
        var items: [String]
        switch model.phase {
        case .yourTurn: items = ["1-3 play", "\(glyphs.leftRight) choose", "Enter play"] + table + chat + ["h help", "q quit"]
        case .waiting: items = (model.pauseSkippable ? ["Space skip the pause"] : []) + table + chat + ["h help", "q quit"]
        case .trickShown: items = ["Space skip the pause"] + table + chat + ["h help", "q quit"]
        case .result: items = ["y/Enter play again", "n quit"] + chat
        case .notice: items = ["q quit"]
        case .replaying: items = ["\(glyphs.leftRight) or n/p previous and next trick", "q quit"]
        }
        for optional in ["! phrases", "o cards out", "Enter play"] where items.joined(separator: " \(d) ").count > width {
            items.removeAll { $0 == optional }
        }
        return items.joined(separator: " \(d) ")
    }
}

extension String {
    /// The status line in ASCII: the em dash between clauses becomes a hyphen.
    func replacingDash() -> String { split(separator: "—", omittingEmptySubsequences: false).joined(separator: "-") }
}
