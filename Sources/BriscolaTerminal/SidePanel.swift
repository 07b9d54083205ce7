import BriscolaCore
import BriscolaText

/// What goes beside the table: in the 80×24 box, the corner right of the hand shows the cards out
/// (when open) or the chat strip; on a big terminal a side panel shows the series, the teams with
/// four players, the cards out and the chat, all at once.
enum SidePanel {
    static func draw(_ model: TableScreenModel, into canvas: inout Canvas, layout: TableLayout, options: RenderOptions) {
        let glyphs = Glyphs(unicode: options.unicode)
        switch layout.kind {
        case .box: drawCorner(model, into: &canvas, layout: layout, options: options, glyphs: glyphs)
        case .big: drawPanel(model, into: &canvas, layout: layout, options: options, glyphs: glyphs)
        }
    }

    private static func drawCorner(_ model: TableScreenModel, into canvas: inout Canvas, layout: TableLayout, options: RenderOptions,
                                   glyphs: Glyphs) {
        var corner = layout.corner
        // Five: the hand of eight fills the width, so the cards out cover the table's places instead.
        if model.view?.variant == .five, model.showsCardsOut, model.phase != .result {
            corner = (layout.x + 2, layout.y + layout.labelsY, layout.width - 4, layout.ruleY - layout.labelsY)
            for row in 0..<corner.height { canvas.put(String(repeating: " ", count: corner.width), x: corner.x, y: corner.y + row) }
        }
        switch model.phase {
        case .result:
            // Under the result box: the newest chat lines, for "another one?" between games (none
            // while nobody has written: "nothing said yet" under a result is noise).
            guard model.chat.offered, !model.chat.lines.isEmpty else { return }
            let lines = ChatLineView.strip(model.chat, width: layout.width - 4, rows: 2, glyphs: glyphs, text: options.text)
            for (row, line) in lines.enumerated() { canvas.put(line.0, x: layout.x + 2, y: layout.y + 19 + row, style: line.1) }
        case .notice:
            return
        case .yourTurn, .waiting, .sendingOurCard, .trickShown, .replaying:
            guard let view = model.view else { return }
            let lines = model.showsCardsOut ? CardsOutPanel.lines(model, view, options: options, glyphs: glyphs, rows: corner.height,
                                                                      width: corner.width)
                : model.chat.offered ? [(ChatLineView.title(glyphs, options.text), Style.bold)]
                    + ChatLineView.strip(model.chat, width: corner.width, rows: corner.height - 1, glyphs: glyphs, text: options.text) : []
            for (row, line) in lines.prefix(corner.height).enumerated() {
                canvas.put(line.0.clipped(to: corner.width, glyphs: glyphs), x: corner.x, y: corner.y + row, style: line.1)
            }
        }
    }

    private static func drawPanel(_ model: TableScreenModel, into canvas: inout Canvas, layout: TableLayout, options: RenderOptions,
                                  glyphs: Glyphs) {
        let side = layout.side, text = options.text
        // A replay is one stored game: no series to speak of.
        var lines: [(String, Style)] = model.phase == .replaying ? [] : [(text(.panelSeries), .bold), (seriesLine(model, text), .plain)]
        // The code people at one table compare (§12), for the whole game.
        if let code = model.tableCode { lines.append((text(.netTableCode, ["code": code]), .dim)) }
        // Five players: each one's running score (the sum of their deal scores).
        if let standings = model.standings, let view = model.view, model.phase != .replaying {
            lines += [("", .plain), (text(.fivePanelStandings), .bold)] + standings.indices.map { seat in
                let name = seat == view.seat ? text(.seatYou) : model.name(seat, text, width: side.width - 6, glyphs: glyphs)
                return (name.padded(toColumns: side.width - 5) + FiveResultPanel.signed(standings[seat]).leftPadded(4), seat == view.seat ? .bold : .plain)
            }
        }
        if let view = model.view, view.variant == .four {
            lines += [("", .plain), (text(.panelTeams), .bold)] + teamLines(model, view, text, width: side.width, glyphs: glyphs)
        }
        // Once the table is over (a notice) only leaving is left: no key shows the cards.
        if let view = model.view, !model.phase.isNotice {
            if !lines.isEmpty { lines.append(("", .plain)) }
            lines += model.showsCardsOut ? CardsOutPanel.lines(model, view, options: options, glyphs: glyphs, width: side.width)
                : [(text(.panelCardsOutHint), .dim)]
        }
        if model.chat.offered {
            lines += [("", .plain), (ChatLineView.title(glyphs, text), .bold)]
            lines += ChatLineView.strip(model.chat, width: side.width, rows: max(1, side.height - lines.count), glyphs: glyphs, text: text)
        }
        // The panel's border, joined to the table's rules where they meet it.
        for row in 0..<side.height {
            let y = side.y + row, left = side.x - 3
            let meetsRule = options.unicode && left >= 0 && canvas.row(y).dropFirst(left).first?.character == "─"
            canvas.put(meetsRule ? "┤" : options.unicode ? "│" : "|", x: side.x - 2, y: y, style: .dim)
        }
        for (row, line) in lines.prefix(side.height).enumerated() {
            canvas.put(line.0.clipped(to: side.width, glyphs: glyphs), x: side.x, y: side.y + row, style: line.1)
        }
    }

    /// The series so far, in words.
    static func seriesLine(_ model: TableScreenModel, _ text: Text) -> String {
        let s = model.series
        return model.gameNumber == 0 ? text(.panelNoGame)
            : text(.panelSeriesLine, ["won": "\(s.wins)", "drawn": "\(s.draws)", "lost": "\(s.losses)"])
    }

    /// With four players: who plays with whom (partners sit opposite) and who leads, in `width`
    /// columns: a computer partner's mark leaves no room for "(opposite)", and the other team's
    /// names are cut as the result's are (two computer players under one mark).
    static func teamLines(_ model: TableScreenModel, _ view: PlayerView, _ text: Text, width: Int,
                          glyphs: Glyphs) -> [(String, Style)] {
        let partner = view.partner ?? (view.seat + 2) % 4, partnerName = model.name(partner, text)
        let shortRoom = width - text(.teamUsShort, ["partner": ""]).columns
        let us = [text(.teamUs, ["partner": partnerName]), text(.teamUsShort, ["partner": partnerName])].first { $0.columns <= width }
            ?? text(.teamUsShort, ["partner": model.name(partner, text, width: shortRoom, glyphs: glyphs)])
        let them = ResultPanel.team((view.seat + 1) % 4, (view.seat + 3) % 4, model, text, glyphs: glyphs,
                                    room: width - text(.teamThem, ["names": ""]).columns)
        let leader = model.shownTrick?.winner ?? view.leader, name = ["name": model.name(leader, text)]
        let leads = switch (leader == view.seat, model.shownTrick == nil) {
        case (true, true): text(.leadYou)
        case (false, true): text(.leadOther, name)
        case (true, false): text(.leadNextYou)
        case (false, false): text(.leadNextOther, name)
        }
        let teams = [(us, Style.plain), (text(.teamThem, ["names": them]), .plain)]
        // Once the game is over nobody leads (a replay's last step has no result, but no cards).
        let over = model.final != nil || view.isFinished || model.phase.isNotice
        return over ? teams : teams + [(leads + ".", .plain)]
    }
}
