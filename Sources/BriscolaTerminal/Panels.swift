import BriscolaCore
import BriscolaText

/// The help overlay and one-line confirmations, drawn over the table.
enum HelpPanel {
    /// With no variant (the start menu, before a game) the help tells how two, three and four
    /// win. Where any key goes back to is the footer's to say, under the box (once, not twice).
    /// `area` is the columns to centre it in (the big table's, beside its side panel); the whole
    /// width when nil. The chat's keys are told at a table that has one (`chat`), and from the
    /// menu as what a network table offers; a game on this machine has none.
    static func draw(_ variant: Variant?, into canvas: inout Canvas, options: RenderOptions, glyphs: Glyphs,
                     area: (x: Int, width: Int)? = nil, chat: Bool = false) {
        let text = text(variant, glyphs, options.text, chat: chat)
        let area = area ?? (0, canvas.width)
        // As wide as the 80-column box, so nothing of the table shows at its sides.
        let width = min(area.width, TableScreen.minimumWidth), height = text.count + 2
        // Centred, but below the header's rule wherever the box leaves room for it.
        let x = area.x + (area.width - width) / 2, y = max((canvas.height - height) / 2, min(2, canvas.height - height - 1))
        box(into: &canvas, x: x, y: y, width: width, height: height, unicode: options.unicode)
        for (row, line) in text.enumerated() {
            canvas.put(line, x: x + 2, y: y + 1 + row, style: row == 0 ? .bold : .plain)
        }
    }

    /// The help text for this many players, with this terminal's arrows.
    static func text(_ variant: Variant?, _ glyphs: Glyphs, _ text: Text, chat: Bool = false) -> [String] {
        let chatKeys: [Phrase] = variant == nil ? [.helpKeysNetwork] : chat ? [.helpKeysChat] : []
        return rules(variant, text) + lines(text(.helpKeys, ["arrows": glyphs.leftRight(text)])) + chatKeys.flatMap { lines(text($0)) }
    }

    /// The rules part of the help (line mode shows it too), ending with a blank line.
    static func rules(_ variant: Variant?, _ text: Text) -> [String] {
        let winning: Phrase = switch variant {
        case .two?: .helpWinTwo
        case .three?: .helpWinThree
        case .four?: .helpWinFour
        case nil: .helpWinAll
        // Five: no stock, no card turned up: the auction and the call instead of the first paragraph.
        case .five?: .helpWinFive
        }
        if variant == .five { return [text(.helpTitle), ""] + lines(text(.helpCards)) + [""] + lines(text(winning)) + [""] }
        return [text(.helpTitle), ""] + lines(text(.helpRules)) + [""] + lines(text(.helpCards)) + lines(text(winning)) + [""]
    }

    private static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// A question in a box as wide as the help's (the 80-column table), so no word of the table
    /// peeks out at its sides; one too long for a line puts its keys (after two spaces: "  y =
    /// quit, …") on a line of their own rather than cut them anywhere. Within `area` (the big
    /// table's columns, not across its side panel) when given.
    static func drawConfirm(_ asked: String, into canvas: inout Canvas, options: RenderOptions, area: (x: Int, width: Int)? = nil) {
        // On a terminal that is not UTF-8 the question speaks as the table does ("e'" for "è").
        let question = options.shown(asked)
        let area = area ?? (0, canvas.width)
        let width = min(area.width, max(TableScreen.minimumWidth, question.columns + 4))
        let parts = question.columns <= width - 4 ? [question] : question.components(separatedBy: "  ").filter { !$0.isEmpty }
        let lines = Array(parts.flatMap { $0.wrapped(width: width - 4, lines: 2) }.prefix(3))
        let x = area.x + (area.width - width) / 2, y = canvas.height / 2 - 1
        box(into: &canvas, x: x, y: y, width: width, height: 2 + lines.count, unicode: options.unicode)
        for (row, line) in lines.enumerated() {
            canvas.put(line, x: x + max(2, (width - line.columns) / 2), y: y + 1 + row, style: .bold)
        }
    }

    static func box(into canvas: inout Canvas, x: Int, y: Int, width: Int, height: Int, unicode: Bool) {
        let (h, v, tl, tr, bl, br) = unicode ? ("─", "│", "┌", "┐", "└", "┘") : ("-", "|", "+", "+", "+", "+")
        canvas.put(tl + String(repeating: h, count: width - 2) + tr, x: x, y: y)
        for row in 1..<(height - 1) {
            canvas.put(v + String(repeating: " ", count: width - 2) + v, x: x, y: y + row)
        }
        canvas.put(bl + String(repeating: h, count: width - 2) + br, x: x, y: y + height - 1)
    }
}

/// The end-of-game screen: scores, the winner, tricks taken, the series, and "play again?".
enum ResultPanel {
    static func draw(_ model: TableScreenModel, into canvas: inout Canvas, x: Int, y: Int, options: RenderOptions) {
        guard let view = model.view, let final = model.final else { return }
        let variant = view.variant, mySide = variant.side(of: view.seat), text = options.text
        // On a terminal that is not UTF-8 the box speaks as the table does ("e'" for "è").
        func put(_ words: String, x: Int, y: Int, style: Style = .plain) {
            canvas.put(options.shown(words), x: x, y: y, style: style)
        }
        let headline: String
        switch final.result {
        case let .won(side) where side == mySide: headline = text(variant == .four ? .resultYouAndPartner : .resultYou)
        case let .won(side): headline = variant == .four ? text(.resultOpponents) : text(.resultOther, ["name": model.name(side, text)])
        case .wonTogether: // the table for five has no screen yet: only 2–4 reach this box
            headline = text(.resultTie)
        case let .tied(sides):
            headline = sides.count == variant.sides ? text(.resultDraw, ["scores": final.scores.map(String.init).joined(separator: "–")])
                : text(.resultTie)
        }
        // The person's side first, then the others in the order they play after it (as the header
        // and the opponents' row name them); names cut to fit the box, the points in one column.
        let glyphs = Glyphs(unicode: options.unicode)
        let order = (0..<variant.sides).map { (mySide + $0) % variant.sides }
        // In ASCII the names as they will be put ("Niccolo'"), so the points line up after them.
        let names = order.map { sideName($0, model, mySide: mySide, text, glyphs: glyphs) }.map(options.shown)
        let column = max(16, names.map(\.columns).max() ?? 0)
        let series = model.series, seriesLine = text(.resultSeries, ["won": "\(series.wins)", "drawn": "\(series.draws)", "lost": "\(series.losses)"])
        // In ASCII, made ASCII before measuring: "…" is "..." and "sì" is "si'", a column or two wider.
        let question = options.shown(model.status.isEmpty ? text(.resultAgain) : model.status)
        // Under the series, the news and the question in up to three lines, and a host with seats
        // to fill hears the keys to fill them under those. 55 columns: the box's inside, a space
        // left before its border. The question keeps a line of its own under the news, never
        // split ("…yes," / "n = no").
        let again = options.shown(text(.resultAgain)), keys = options.shown(text(.resultKeys))
        // The keys are never split either ("…yes, n =" / "no"), wherever they stand.
        let kept = question.replacingOccurrences(of: keys, with: keys.unbroken)
        var lines = kept.wrapped(width: 55, lines: 3)
        if !model.offersBots, question.hasSuffix(again), question != again {
            lines = String(question.dropLast(again.count)).trimmingCharacters(in: .whitespaces).wrapped(width: 55, lines: 2) + [again]
        }
        lines = lines.map { $0.replacingOccurrences(of: "\u{A0}", with: " ") }
        // The box is as tall as what it says, no empty rows but the ones between its parts: the
        // title, the headline, the sides, the series, the question (and the keys to fill seats).
        let sidesTop = y + 8, seriesRow = sidesTop + order.count + 1, questionTop = seriesRow + 2
        let bottom = questionTop + lines.count + (model.offersBots ? 1 : 0)
        HelpPanel.box(into: &canvas, x: x + 10, y: y + 3, width: 60, height: bottom - (y + 3) + 1, unicode: options.unicode)
        put(text(.resultGameOver, ["game": "\(model.gameNumber)"]), x: x + 13, y: y + 4, style: .dim)
        put(headline, x: x + 13, y: y + 6, style: Style(foreground: .cyan, bold: true))
        for (row, side) in order.enumerated() {
            let tricks = final.tricks.indices.contains(side) ? final.tricks[side] : 0
            let line = text(tricks == 1 ? .resultLineOneTrick : .resultLine, ["side": names[row].rightPadded(column),
                                          "points": String(final.scores[side]).leftPadded(3), "tricks": "\(tricks)"])
            put(line, x: x + 13, y: sidesTop + row, style: side == mySide ? .bold : .plain)
        }
        put(seriesLine, x: x + 13, y: seriesRow)
        for (row, line) in lines.enumerated() {
            put(line, x: x + 13, y: questionTop + row, style: .bold)
        }
        if model.offersBots { put(text(model.agreedToNext ? .resultBotsOnly : .resultAgainBots), x: x + 13, y: questionTop + lines.count) }
    }

    /// A side by name: "You", another player's name, or a team's two ("You + Carla", "Bruno + Dario"),
    /// each name cut on its own so both stay (at most 32 columns in all). A computer player keeps
    /// its mark as everywhere else ("You + Bot 3 (computer)"); two share one ("Pia + Bot 4 (computers)").
    static func sideName(_ side: Int, _ model: TableScreenModel, mySide: Int, _ text: Text, glyphs: Glyphs) -> String {
        guard let view = model.view, model.names.count == view.variant.players else { return "" }
        let room = 32
        guard view.variant == .four else { return side == mySide ? text(.seatYou) : model.name(side, text, width: room, glyphs: glyphs) }
        let name = { (seat: Int, width: Int) in model.name(seat, text, width: width, glyphs: glyphs) }
        if side == mySide {
            let partner = (view.seat + 2) % 4
            let width = model.computers.contains(partner) ? room - text(.sideYouAnd, ["partner": ""]).columns : personWidth
            return text(.sideYouAnd, ["partner": name(partner, width)])
        }
        // The other team as the header names it: first who plays after us, then their partner.
        return team((view.seat + 1) % 4, (view.seat + 3) % 4, model, text, glyphs: glyphs, room: room)
    }

    /// A team of two by name in `room` columns ("Bruno + Dario"), each name cut on its own so both
    /// stay; a computer player keeps its mark ("Bruno + Bot 4 (computer)"), two share one
    /// ("Pia + Bot 4 (computers)").
    static func team(_ first: Int, _ second: Int, _ model: TableScreenModel, _ text: Text, glyphs: Glyphs, room: Int) -> String {
        let left = room - text(.sideTeam, ["first": "", "second": ""]).columns
        if model.computers.contains(first), model.computers.contains(second) {
            let each = (left - text(.netComputersTag, ["names": ""]).columns) / 2
            let plain = { (seat: Int) in model.names[seat].shortened(to: each, glyphs: glyphs) }
            return text(.netComputersTag, ["names": text(.sideTeam, ["first": plain(first), "second": plain(second)])])
        }
        let widths = Self.widths(left, [first, second].map { (model.computers.contains($0), model.name($0, text).columns) })
        return text(.sideTeam, ["first": model.name(first, text, width: widths[0], glyphs: glyphs),
                                "second": model.name(second, text, width: widths[1], glyphs: glyphs)])
    }

    /// How wide a person's name may be in a team of four.
    static let personWidth = 14

    /// `room` columns for two names of a team, each (a computer player's?, its columns marked): a
    /// computer's mark needs room (`TableScreenModel.name` keeps it from 16 columns), so the person
    /// beside one gives up a column if it must (the computer then has 16 of 29) and takes what is
    /// left, up to `personWidth`; two people have half each, up to `personWidth`.
    static func widths(_ room: Int, _ names: [(computer: Bool, columns: Int)]) -> [Int] {
        let most = min(personWidth, room / 2)
        guard names.count == 2, names[0].computer != names[1].computer else { return [most, most] }
        let computer = names[0].computer ? 0 : 1, person = 1 - computer
        var widths = [0, 0]
        widths[computer] = room - min(names[person].columns, most - 1)
        widths[person] = min(most, room - min(names[computer].columns, widths[computer]))
        return widths
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - columns)) + self }
    func rightPadded(_ width: Int) -> String { padded(toColumns: width) }

    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
