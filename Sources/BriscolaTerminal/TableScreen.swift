import BriscolaCore

/// Draws the game as a pure function of the app's visible state, the terminal size and the
/// options. It reads only the person's `PlayerView` and the app's own UI state.
public enum TableScreen {
    public static let minimumWidth = 80
    public static let minimumHeight = 24

    public static func render(_ app: TableApp, width: Int, height: Int, options: RenderOptions) -> Canvas {
        var canvas = Canvas(width: width, height: height, colored: options.color)
        let glyphs = Glyphs(unicode: options.unicode)
        guard width >= minimumWidth, height >= minimumHeight else {
            drawTooSmall(into: &canvas, glyphs: glyphs)
            if app.overlay == .confirmQuit { canvas.center("Quit? y = quit, any other key = stay", y: height / 2 + 3, style: .bold) }
            return canvas
        }
        let x = (width - minimumWidth) / 2, y = (height - minimumHeight) / 2
        if app.phase == .result {
            ResultPanel.draw(app, into: &canvas, x: x, y: y, options: options)
        } else {
            drawTable(app, into: &canvas, x: x, y: y, options: options)
        }
        switch app.overlay {
        case .help?: HelpPanel.draw(into: &canvas, options: options, glyphs: glyphs)
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

    static func drawTable(_ app: TableApp, into canvas: inout Canvas, x: Int, y: Int, options: RenderOptions) {
        let view = app.view, names = app.names, unicode = options.unicode, glyphs = Glyphs(unicode: unicode)
        let rule = String(repeating: unicode ? "─" : "-", count: minimumWidth)
        canvas.put(" Briscola", x: x, y: y, style: .bold)
        canvas.put("\(glyphs.dot) \(opponentsTitle(app))", x: x + 10, y: y)
        let series = app.series
        let score = "Game \(app.gameNumber) \(glyphs.dot) you \([series.wins, series.draws, series.losses].map(String.init).joined(separator: glyphs.dash)) "
        canvas.put(score, x: x + minimumWidth - score.count, y: y, style: .dim)
        canvas.put(rule, x: x, y: y + 1, style: .dim)
        canvas.put(opponentsLine(app, options: options, glyphs: glyphs), x: x + 2, y: y + 2)

        canvas.put("Trump", x: x + 4, y: y + 4, style: .dim)
        canvas.put("Table", x: x + 22, y: y + 4, style: .dim)
        canvas.put("Stock", x: x + 68, y: y + 4, style: .dim)
        CardArt.draw(view.trumpCard, into: &canvas, x: x + 2, y: y + 5, unicode: unicode)
        if view.stockCount == 0 { canvas.put("(drawn)", x: x + 3, y: y + 10, style: .dim) }
        if view.stockCount > 0 {
            CardArt.drawBack(into: &canvas, x: x + 66, y: y + 5, unicode: unicode, label: "\(view.stockCount)")
            canvas.put(view.stockCount == 1 ? "1 card" : "\(view.stockCount) cards", x: x + 67, y: y + 10, style: .dim)
        } else {
            CardArt.drawEmpty(into: &canvas, x: x + 66, y: y + 5, unicode: unicode)
            canvas.put("empty", x: x + 68, y: y + 10, style: .dim)
        }
        let (cards, leader) = app.shownTrick.map { (Array($0.cards), $0.leader) } ?? (Array(view.table), view.leader)
        for slot in 0..<view.variant.players {
            let left = x + 20 + slot * 11
            if slot < cards.count {
                let seat = (leader + slot) % view.variant.players
                let winning = app.shownTrick?.winner == seat
                CardArt.draw(cards[slot], into: &canvas, x: left, y: y + 5, unicode: unicode, highlighted: winning)
                canvas.put(String(names[seat].prefix(CardArt.width)), x: left, y: y + 10, style: winning ? .bold : .dim)
            } else {
                CardArt.drawEmpty(into: &canvas, x: left, y: y + 5, unicode: unicode)
            }
        }
        canvas.put(lastTrickLine(app, glyphs: glyphs), x: x + 2, y: y + 12, style: .dim)
        canvas.put(rule, x: x, y: y + 13, style: .dim)
        drawHand(app, into: &canvas, x: x, y: y + 14, options: options, glyphs: glyphs)
        canvas.put(" " + (unicode ? app.status : app.status.replacingDash()), x: x, y: y + 21, style: .bold)
        canvas.put(" " + helpLine(app, glyphs: glyphs), x: x, y: y + 22, style: .dim)
    }

    static func drawHand(_ app: TableApp, into canvas: inout Canvas, x: Int, y: Int, options: RenderOptions, glyphs: Glyphs) {
        let view = app.view
        canvas.put("Your hand", x: x + 2, y: y, style: .bold)
        canvas.put("your points: \(view.ownPoints)", x: x + 14, y: y)
        let turn: String
        switch app.phase {
        case .yourTurn: turn = "Your turn"
        case .opponentThinking: turn = "\(app.names[view.turn]) is playing\(glyphs.ellipsis)"
        case .trickShown: turn = ""
        case .result: turn = ""
        }
        canvas.put(turn, x: x + minimumWidth - turn.count - 2, y: y, style: Style(foreground: .cyan, bold: true))
        for (position, card) in view.hand.enumerated() {
            let left = x + 2 + position * 12
            let selected = app.phase == .yourTurn && position == app.selection
            CardArt.draw(card, into: &canvas, x: left, y: y + 1, unicode: options.unicode, highlighted: selected)
            let marker = selected ? "\(glyphs.marker) \(position + 1)" : "  \(position + 1)"
            canvas.put(marker, x: left + 3, y: y + 6, style: selected ? .bold : .plain)
        }
    }

    static func opponentsTitle(_ app: TableApp) -> String {
        switch app.config.players {
        case .two: "you vs the emulator (\(app.config.level))"
        case .three: "you vs two emulators (\(app.config.level))"
        case .four: "you and your partner vs two emulators (\(app.config.level))"
        }
    }

    static func opponentsLine(_ app: TableApp, options: RenderOptions, glyphs: Glyphs) -> String {
        let view = app.view
        return (1..<view.variant.players).map { seat in
            let count = view.handCounts[seat]
            let backs = String(repeating: glyphs.back, count: count)
            return "\(app.names[seat]) \(backs) \(count) card\(count == 1 ? "" : "s")"
        }.joined(separator: "   ") + (options.showOpponentPoints ? "   points: \(opponentPoints(app))" : "")
    }

    /// Everyone's captured points but mine are hidden by default; when shown they are derived from
    /// the cards played, which every player can count.
    static func opponentPoints(_ app: TableApp) -> Int {
        let view = app.view
        let onTable = CardSet(view.table).points
        return view.played.points - onTable - view.ownPoints
    }

    static func lastTrickLine(_ app: TableApp, glyphs: Glyphs) -> String {
        guard let trick = app.view.lastTrick, app.shownTrick == nil else { return "" }
        let players = app.view.variant.players
        let cards = trick.cards.enumerated().map { "\(app.names[trick.seat(at: $0.offset, players: players)]): \($0.element.code)" }
        let taker = trick.winner == 0 ? "you" : app.names[trick.winner]
        return "Last trick: " + cards.joined(separator: ", ") + " \(glyphs.arrow) \(taker) +\(trick.points)"
    }

    static func helpLine(_ app: TableApp, glyphs: Glyphs) -> String {
        let d = glyphs.dot
        switch app.phase {
        case .yourTurn: return "1-3 play \(d) \(glyphs.leftRight) choose \(d) Enter play \(d) h help \(d) q quit"
        case .opponentThinking, .trickShown: return "Space skip the pause \(d) h help \(d) q quit"
        case .result: return "y/Enter play again \(d) n quit"
        }
    }
}

extension String {
    /// The status line in ASCII: the em dash between clauses becomes a hyphen.
    func replacingDash() -> String { split(separator: "—", omittingEmptySubsequences: false).joined(separator: "-") }
}
