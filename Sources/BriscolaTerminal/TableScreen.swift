import BriscolaCore
import BriscolaText

/// Draws a table as a pure function of a `TableScreenModel`, the terminal size and the options.
public enum TableScreen {
    public static let minimumWidth = 80
    public static let minimumHeight = 24

    /// The table as a grid of styled cells: a pure function of the model and the size.
    public static func render(_ model: TableScreenModel, width: Int, height: Int, options: RenderOptions) -> Canvas {
        var canvas = Canvas(width: width, height: height, colored: options.color)
        let glyphs = Glyphs(unicode: options.unicode), text = options.text
        guard width >= minimumWidth, height >= minimumHeight else {
            drawTooSmall(into: &canvas, glyphs: glyphs, text: text)
            if model.overlay == .confirmQuit { canvas.center(text(.tooSmallQuit), y: height / 2 + 3, style: .bold) }
            return canvas
        }
        // A notice before any game (no table yet) keeps the centred box at any size; one that ends
        // a table a game was played at ("Bruno left the table") stays in the table's own frame, as
        // its result would: on a big terminal the header across the top and the side panel beside.
        let layout = model.view == nil ? TableLayout.box(x: (width - minimumWidth) / 2, y: (height - minimumHeight) / 2)
            : TableLayout.forTerminal(width: width, height: height)
        let box = layout.boxOrigin
        switch (model.phase, model.view) {
        case let (.notice(notice), _):
            if layout.kind == .big { drawHeader(model, into: &canvas, x: layout.x, y: layout.y, glyphs: glyphs, text: text, width: layout.fullWidth) }
            drawNotice(model, notice, into: &canvas, x: box.x, y: box.y, glyphs: glyphs, text: text, header: layout.kind == .box)
        case (.result, _?):
            // The header stays: who played whom, and the series.
            drawHeader(model, into: &canvas, x: layout.x, y: layout.y, glyphs: glyphs, text: text, width: layout.fullWidth)
            if model.view?.variant == .five {
                FiveResultPanel.draw(model, into: &canvas, x: box.x, y: box.y, options: options)
            } else {
                ResultPanel.draw(model, into: &canvas, x: box.x, y: box.y, options: options)
            }
        case let (_, view?) where view.variant == .five:
            FiveTable.draw(model, view, into: &canvas, layout: layout, options: options)
        case let (_, view?):
            drawTable(model, view, into: &canvas, layout: layout, options: options)
        case (_, nil):
            drawNotice(model, model.status, into: &canvas, x: box.x, y: box.y, glyphs: glyphs, text: text)
        }
        SidePanel.draw(model, into: &canvas, layout: layout, options: options)
        ChatLineView.drawInput(model, into: &canvas, layout: layout, glyphs: glyphs, text: text)
        // Over the big table, boxes stay in its columns (they crossed the side panel's border).
        let area = layout.kind == .big ? (x: layout.x, width: layout.width) : nil
        switch model.overlay {
        case .help?: HelpPanel.draw(model.view?.variant ?? .two, into: &canvas, options: options, glyphs: glyphs, area: area, chat: model.chat.offered)
        // Before any game (a table waiting for players) there is only the table to leave.
        // At a network table (the one with chat) quitting ends the game for everyone: it says so.
        case .confirmQuit?: HelpPanel.drawConfirm(text(model.view == nil ? .confirmLeaveTable : model.chat.offered ? .confirmQuitNetGame : .confirmQuitGame),
                                                  into: &canvas, options: options, area: area)
        case nil: break
        }
        return canvas
    }

    static func drawTooSmall(into canvas: inout Canvas, glyphs: Glyphs, text: Text) {
        let middle = canvas.height / 2
        canvas.center(text(.tooSmallNeeds, ["size": "\(minimumWidth)\(glyphs.times)\(minimumHeight)"]), y: middle - 1, style: .bold)
        canvas.center(text(.tooSmallIs, ["size": "\(canvas.width)\(glyphs.times)\(canvas.height)"]), y: middle)
        canvas.center(text(.tooSmallEnlarge), y: middle + 1)
    }

    /// The top line: the title, and on the right the game number and the series in words (a bare
    /// "1–0–0" left people guessing). Where all does not fit the players' names are cut first
    /// (`shorterTitles`), then the program's name gives way (the screen is plainly Briscola's),
    /// then the game number (the series counts it); a title still too long is cut, never overwritten.
    static func drawHeader(_ model: TableScreenModel, into canvas: inout Canvas, x: Int, y: Int, glyphs: Glyphs, text: Text,
                           width: Int = minimumWidth) {
        let rule = String(repeating: glyphs.rule, count: width)
        let s = model.series, brand = " Briscola"
        let counts = ["game": "\(model.gameNumber)", "dot": glyphs.dot, "won": "\(s.wins)", "drawn": "\(s.draws)", "lost": "\(s.losses)"]
        let full = model.gameNumber == 0 ? "" : text(.headerSeries, counts)
        let short = model.gameNumber == 0 ? "" : text(.headerSeriesShort, counts)
        // In ASCII a name is cut with "." as the table's seats cut it.
        let titles = [model.title] + model.shorterTitles.map { glyphs.unicode ? $0 : $0.replacingOccurrences("…", with: ".") }
        // Two spaces at least between the title and the score.
        canvas.put(rule, x: x, y: y + 1, style: .dim)
        if let fits = titles.first(where: { brand.count + 1 + "\(glyphs.dot) \($0)".columns + 2 + full.count <= width }) {
            canvas.put(brand, x: x, y: y, style: .bold)
            canvas.put("\(glyphs.dot) \(fits)", x: x + brand.count + 1, y: y)
            canvas.put(full, x: x + width - full.count, y: y, style: .dim)
            return
        }
        // Without the program's name: the names as long as fit beside the game number, else beside
        // the series alone.
        let shortest = titles.last ?? model.title
        let score = titles.contains { 1 + $0.columns + 2 + full.count <= width } ? full : short
        let room = width - 1 - score.count - 2
        let fitting = titles.first { $0.columns <= room } ?? shortest
        let title = fitting.columns <= room ? fitting : fitting.prefix(columns: max(0, room - glyphs.ellipsis.count)) + glyphs.ellipsis
        canvas.put(title, x: x + 1, y: y, style: .bold)
        canvas.put(score, x: x + width - score.count, y: y, style: .dim)
    }

    /// A notice in the 80×24 box at (x, y), with its header (`header`) or under one drawn already.
    static func drawNotice(_ model: TableScreenModel, _ notice: String, into canvas: inout Canvas, x: Int, y: Int, glyphs: Glyphs,
                           text: Text, header: Bool = true) {
        if header { drawHeader(model, into: &canvas, x: x, y: y, glyphs: glyphs, text: text) }
        if let room = model.waitingRoom {
            WaitingRoom.draw(room, into: &canvas, x: x, y: y, glyphs: glyphs, text: text, news: model.status)
            // What the people at the table say while they wait, under the room (the last two lines).
            guard !model.chat.lines.isEmpty else { return }
            for (row, (line, style)) in ChatLineView.strip(model.chat, width: minimumWidth - 8, rows: 2, glyphs: glyphs, text: text).enumerated() {
                canvas.put(line, x: x + 4, y: y + 20 + row, style: style)
            }
            return
        }
        // A paragraph: its lines start in one column, the block centred (a full first line and a
        // centred short last one read as two texts).
        // Centred in the 80 columns of the box at x (beside the big table's side panel, not across it).
        let lines = notice.wrapped(width: minimumWidth - 4, lines: 6)
        let left = x + (minimumWidth - (lines.map(\.columns).max() ?? 0)) / 2
        for (row, line) in lines.enumerated() { canvas.put(line, x: left, y: y + 10 - lines.count / 2 + row, style: .bold) }
        let quits = text(.noticeQuits)
        if !model.noticeSaysHowToLeave { canvas.put(quits, x: x + (minimumWidth - quits.columns) / 2, y: y + 12 + (lines.count + 1) / 2, style: .dim) }
    }

    static func drawTable(_ model: TableScreenModel, _ view: PlayerView, into canvas: inout Canvas, layout l: TableLayout,
                          options: RenderOptions) {
        let unicode = options.unicode, glyphs = Glyphs(unicode: unicode), players = view.variant.players, text = options.text
        let x = l.x, y = l.y, size = l.card
        drawHeader(model, into: &canvas, x: x, y: y, glyphs: glyphs, text: text, width: l.fullWidth)
        canvas.put(opponentsLine(model, view, options: options, glyphs: glyphs), x: x + 2, y: y + l.opponentsY)
        let (trumpLabel, stockLabel) = (text(.labelTrump), text(.labelStock))
        canvas.put(trumpLabel, x: x + 2 + max(0, size.width - trumpLabel.count) / 2, y: y + l.labelsY, style: .dim)
        canvas.put(text(.labelTable), x: x + l.tableX + 2, y: y + l.labelsY, style: .dim)
        canvas.put(stockLabel, x: x + l.stockX + max(0, size.width - stockLabel.count) / 2, y: y + l.labelsY, style: .dim)
        CardArt.draw(view.trumpCard, into: &canvas, x: x + 2, y: y + l.cardsY, unicode: unicode, size: size)
        let under = y + l.seatLabelY
        if view.stockCount > 0 {
            // The count is said once, in words under the card ("34 cards"), not on its back too.
            CardArt.drawBack(into: &canvas, x: x + l.stockX, y: y + l.cardsY, unicode: unicode, size: size)
            canvas.put(cardCount(view.stockCount, text), x: x + l.stockX + 1, y: under, style: .dim)
        } else {
            canvas.put(text(.stockDrawn), x: x + 3, y: under, style: .dim)
            CardArt.drawEmpty(into: &canvas, x: x + l.stockX, y: y + l.cardsY, unicode: unicode, size: size)
            canvas.put(text(.stockEmpty), x: x + l.stockX + 2, y: under, style: .dim)
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
                         trump: cards[slot].suit == view.trump ? CardArt.trumpLabel(size, text) : nil)
            canvas.put(seatLabel(model, view, seat, glyphs: glyphs, text: text, width: l.slot - 1), x: left, y: under,
                       style: winning ? .bold : .dim)
            // The card that takes the trick says so in words too (no colour or emphasis needed).
            if winning, let trick = model.shownTrick {
                canvas.put(text(seat == view.seat ? .takesPointsYou : .takesPoints, ["points": "\(trick.points)"]), x: left, y: under + 1,
                           style: .bold)
            }
        }
        for (row, line) in lastTrickLines(model, view, glyphs: glyphs, text: text, width: l.width - 4).enumerated() {
            canvas.put(line, x: x + 2, y: under + 1 + row, style: .dim)
        }
        canvas.put(String(repeating: glyphs.rule, count: l.width), x: x, y: y + l.ruleY, style: .dim)
        drawHand(model, view, into: &canvas, layout: l, options: options, glyphs: glyphs)
        // Within the table (a long line must not run into the side panel), in ASCII where the
        // terminal is; the table code through the first trick, whole (the status is what is cut).
        let code = model.tableCode.flatMap { code in
            view.tricksPlayed > 0 ? nil : (model.status.isEmpty ? "" : " \(glyphs.dot) ") + text(.netTableCode, ["code": code])
        } ?? ""
        let status = options.shown(model.status).clipped(to: max(1, l.width - 2 - code.columns), glyphs: glyphs) + code
        canvas.put(" " + status, x: x, y: y + l.statusY, style: .bold)
        if model.chat.input == nil {
            canvas.put(" " + helpLine(model, glyphs: glyphs, text: text, width: l.width - 2), x: x, y: y + l.helpY, style: .dim)
        }
        TrickHistoryPanel.draw(model, view, into: &canvas, layout: l, options: options, glyphs: glyphs)
    }

    /// The hand under the table with its numbers, the person's points and whose turn it is
    /// (`turnWords` instead, when the caller says it: the auction's turns).
    static func drawHand(_ model: TableScreenModel, _ view: PlayerView, into canvas: inout Canvas, layout l: TableLayout,
                         options: RenderOptions, glyphs: Glyphs, turnWords: String? = nil) {
        let x = l.x, y = l.y + l.handY, text = options.text
        let hand = text(.yourHand)
        canvas.put(hand, x: x + 2, y: y, style: .bold)
        // Three spaces at least between the label and the points ("La tua mano" is longer than "Your hand").
        let points = ownPointsLabel(view, text), pointsX = x + 2 + max(12, hand.count + 3)
        canvas.put(points, x: pointsX, y: y)
        var turn: String
        switch model.phase {
        case .yourTurn: turn = model.secondsLeft.map { text(.turnYoursTimed, ["seconds": "\($0)"]) } ?? text(.turnYours)
        // Our own card on its way (the session has not confirmed it yet) is not "You is playing";
        // while someone is away, it waits for them (say so, not "Playing your card…").
        case .sendingOurCard:
            turn = model.awayName.map { text(.turnYouWaitFor, ["name": $0.shortened(to: 16, glyphs: glyphs), "ellipsis": glyphs.ellipsis]) }
                ?? text(.turnYouPlaying, ["ellipsis": glyphs.ellipsis])
        case let .waiting(name):
            // A player whose link dropped is not playing: the table waits for them to come back.
            // A computer player's name is cut before its mark.
            let cut = model.computers.contains(view.turn) ? model.name(view.turn, text, width: 16, glyphs: glyphs) : name.shortened(to: 16, glyphs: glyphs)
            turn = text(model.awaySeats.contains(view.turn) ? .turnWaitingFor : .turnPlaying, ["name": cut, "ellipsis": glyphs.ellipsis])
        case .trickShown where !view.isFinished:
            // Who leads the next trick: the one who took this one (after the last trick, nobody).
            turn = model.shownTrick.map {
                $0.winner == view.seat ? text(.leadNextYou) : text(.leadNextOther, ["name": model.name($0.winner, text, width: 16, glyphs: glyphs)])
            } ?? ""
        default: turn = ""
        }
        if let turnWords { turn = turnWords }
        // Right-aligned, and never over the points: two spaces between them at least.
        let room = x + l.width - 2 - (pointsX + points.columns + 2)
        let shown = turn.columns > room ? turn.clipped(to: max(1, room), glyphs: glyphs) : turn
        canvas.put(shown, x: x + l.width - shown.columns - 2, y: y, style: Style(foreground: .cyan, bold: true))
        for (position, card) in view.hand.enumerated() {
            let left = x + 2 + position * l.handStep
            let selected = model.phase == .yourTurn && position == model.selection
            if model.unknownCards.contains(card) {
                CardArt.drawBack(into: &canvas, x: left, y: y + 1, unicode: options.unicode, label: "?", size: l.card)
            } else {
                // Five players: no suit is trump until the call.
                let trump = card.suit == view.trump && (view.calledCard != nil || !view.variant.hasAuction)
                CardArt.draw(card, into: &canvas, x: left, y: y + 1, unicode: options.unicode, highlighted: selected, size: l.card,
                             trump: trump ? CardArt.trumpLabel(l.card, text) : nil)
            }
            canvas.put(selected ? "\(glyphs.marker) \(position + 1)" : "  \(position + 1)", x: left + (l.card.width - 3) / 2, y: l.y + l.numbersY,
                       style: selected ? .bold : .plain)
        }
    }

    /// The keys that work now, the least needed dropped first when the line is too narrow (the
    /// help panel lists them all).
    static func helpLine(_ model: TableScreenModel, glyphs: Glyphs, text: Text, width: Int) -> String {
        // Under the rules the game's keys only close them: the footer says so, as the menu's does.
        if model.overlay == .help { return text(.helpBack) }
        // The question says its own keys; the game's would not act while it is asked.
        if model.overlay == .confirmQuit { return "" }
        let d = glyphs.dot
        let table: [Phrase] = model.view == nil ? [] : [.keyCardsOut]
        let chat: [Phrase] = model.chat.offered ? [.keyChat, .keyPhrases] : []
        var items: [Phrase]
        switch model.phase {
        case .yourTurn: items = [.keyPlayNumbers, .keyChoose, .keyEnterPlay] + table + chat + [.keyHelp, .keyQuit]
        case .waiting, .sendingOurCard: items = (model.pauseSkippable ? [.keySkip] : []) + table + chat + [.keyHelp, .keyQuit]
        case .trickShown: items = [.keySkip] + table + chat + [.keyHelp, .keyQuit]
        case .result: items = [.keyAgain, .keyNoMore] + chat
        case .notice: items = [.keyQuit]
        case .replaying: items = [.keyReplaySteps, .keyCardsOut, .keyQuit]
        }
        // The numbers the hand holds: "1-3 play", "1-2 play" in the last tricks, "1 play" for the last card.
        let cards = max(1, model.view?.hand.count ?? 3)
        func line() -> String {
            items.map { text($0 == .keyPlayNumbers && cards == 1 ? .keyPlayOne : $0, ["arrows": glyphs.leftRight(text), "last": "\(cards)"]) }
                .joined(separator: " \(d) ")
        }
        // Choosing with the arrows goes with Enter, which plays the choice (said alone, it left people
        // pressing arrows): the two go together, before the cards out, which are not found untold.
        for optional in [[Phrase.keyPhrases], [.keyEnterPlay, .keyChoose], [.keyCardsOut]] where line().count > width {
            items.removeAll { optional.contains($0) }
        }
        return line()
    }
}
