import BriscolaCore

/// The help overlay and one-line confirmations, drawn over the table.
enum HelpPanel {
    static let lines = [
        "How to play",
        "",
        "Each player holds three cards. The card under the stock shows the trump",
        "suit. Play any card: there is no need to follow suit. The highest trump",
        "takes the trick; without trumps, the highest card of the suit led.",
        "The taker draws first and leads the next trick. The last card drawn",
        "is the face-up trump.",
        "",
        "Taking order: Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2.",
        "Points: Asso 11, 3 10, Re 4, Cavallo 3, Fante 2; 120 in all.",
        "WINNING",
        "",
        "Keys: 1 2 3 play a card, or choose with LEFTRIGHT and press Enter.",
        "      Space skips a pause. o shows the cards out. h or ? shows this",
        "      help; q quits. At a network table c or t writes a line (Enter",
        "      sends, Esc cancels); ! then 1 2 3 says Bella!, Brava/o, Ancora una?",
        "",
        "Press any key to go back to the game.",
    ]

    static func draw(_ variant: Variant, into canvas: inout Canvas, options: RenderOptions, glyphs: Glyphs) {
        let text = text(variant, glyphs)
        let width = 76, height = text.count + 2
        let x = (canvas.width - width) / 2, y = (canvas.height - height) / 2
        box(into: &canvas, x: x, y: y, width: width, height: height, unicode: options.unicode)
        for (row, line) in text.enumerated() {
            canvas.put(line, x: x + 2, y: y + 1 + row, style: row == 0 ? .bold : .plain)
        }
    }

    /// The help text for this many players, with this terminal's arrows.
    static func text(_ variant: Variant, _ glyphs: Glyphs) -> [String] {
        lines.flatMap { line -> [String] in
            guard line == "WINNING" else { return [line.replacingOccurrences("LEFTRIGHT", with: glyphs.leftRight)] }
            switch variant {
            case .two: return ["More than 60 wins; 60-60 is a draw."]
            case .three: return ["Three players: the 2 of Bastoni is left out (39 cards, 13 tricks).",
                                 "The highest score wins; equal top scores share the game."]
            case .four: return ["Four players in two teams; partners sit opposite and pool their",
                                "tricks. The team with more than 60 wins; 60-60 is a draw."]
            }
        }
    }

    static func drawConfirm(_ question: String, into canvas: inout Canvas, options: RenderOptions) {
        let width = question.count + 4
        let x = (canvas.width - width) / 2, y = canvas.height / 2 - 1
        box(into: &canvas, x: x, y: y, width: width, height: 3, unicode: options.unicode)
        canvas.put(question, x: x + 2, y: y + 1, style: .bold)
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
        let variant = view.variant, mySide = variant.side(of: view.seat)
        let headline: String
        switch final.result {
        case let .won(side) where side == mySide: headline = variant == .four ? "You and your partner win!" : "You win!"
        case let .won(side): headline = variant == .four ? "Your opponents win." : "\(model.names[side]) wins."
        case let .tied(sides):
            headline = sides.count == variant.sides ? "A draw: \(final.scores.map(String.init).joined(separator: "–"))." : "A tie at the top."
        }
        HelpPanel.box(into: &canvas, x: x + 10, y: y + 3, width: 60, height: 16, unicode: options.unicode)
        canvas.put("Game \(model.gameNumber) is over", x: x + 13, y: y + 4, style: .dim)
        canvas.put(headline, x: x + 13, y: y + 6, style: Style(foreground: .cyan, bold: true))
        for side in 0..<variant.sides {
            let tricks = final.tricks.indices.contains(side) ? final.tricks[side] : 0
            let line = "\(sideName(side, model, mySide: mySide).rightPadded(16)) \(String(final.scores[side]).leftPadded(3)) points   \(tricks) tricks"
            canvas.put(line, x: x + 13, y: y + 8 + side, style: side == mySide ? .bold : .plain)
        }
        let series = model.series
        canvas.put("Series: \(series.wins) won, \(series.draws) drawn, \(series.losses) lost", x: x + 13, y: y + 14)
        let question = model.status.isEmpty ? "Play again?  y / Enter = yes, n = quit" : model.status
        for (row, line) in question.wrapped(width: 56, lines: 2).enumerated() {
            canvas.put(line, x: x + 13, y: y + 16 + row, style: .bold)
        }
    }

    static func sideName(_ side: Int, _ model: TableScreenModel, mySide: Int) -> String {
        guard let variant = model.view?.variant else { return "" }
        if side == mySide { return variant == .four ? "You + partner" : "You" }
        return variant == .four ? "Opponents" : model.names[side]
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
    func rightPadded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }

    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
