import BriscolaCore
import BriscolaText

/// The result of a deal of five in the 80-column box: whether the person won it, who called
/// what and whether their side made its target, then every player — role, card points, this
/// deal's score and the series' running score — and the question of another game. A deal thrown
/// in (everyone passed) says so, and that the next dealer deals again.
enum FiveResultPanel {
    static func draw(_ model: TableScreenModel, into canvas: inout Canvas, x: Int, y: Int, options: RenderOptions) {
        guard let view = model.view, let final = model.final else { return }
        let text = options.text, glyphs = Glyphs(unicode: options.unicode), players = view.variant.players
        func put(_ words: String, x: Int, y: Int, style: Style = .plain) {
            canvas.put(options.shown(words).clipped(to: 55, glyphs: glyphs), x: x, y: y, style: style)
        }
        let auction = view.auction, deal = model.dealScores ?? Array(repeating: 0, count: players)
        let standings = model.standings ?? Array(repeating: 0, count: players)
        let tableTop = y + 10, questionTop = tableTop + players + 1
        let question = auction.stage == .thrownIn ? text(.fiveThrownInAgain) : model.status.isEmpty ? text(.resultAgain) : model.status
        HelpPanel.box(into: &canvas, x: x + 10, y: y + 3, width: 60, height: questionTop - (y + 3) + 2, unicode: options.unicode)
        put(text(.resultGameOver, ["game": "\(model.gameNumber)"]), x: x + 13, y: y + 4, style: .dim)
        let headline: String
        if auction.stage == .thrownIn {
            headline = text(.fiveThrownIn)
        } else {
            let mine = deal.indices.contains(view.seat) ? deal[view.seat] : 0
            headline = text(final.result.outcome(for: view.seat) == .won ? .fiveResultWon : .fiveResultLost, ["score": signed(mine)])
        }
        put(headline, x: x + 13, y: y + 6, style: Style(foreground: .cyan, bold: true))
        if let caller = auction.caller, let called = auction.called, let standing = auction.standing {
            let callerName = model.who(caller, text).capitalizedFirst, words = ["caller": callerName, "card": text.card(called), "target": "\(standing.target)"]
            put(text(caller == view.seat ? .fiveResultCalledYou : .fiveResultCalled, words), x: x + 13, y: y + 7)
            let partner = auction.partner ?? caller
            let side = partner == caller ? text(.fiveSideAlone, ["caller": callerName])
                : text(.fiveSidePair, ["caller": callerName, "partner": model.who(partner, text)])
            let points = final.scores[caller] + (partner == caller ? 0 : final.scores[partner])
            let made = points >= auction.target
            put(text(made ? .fiveResultMade : .fiveResultShort, ["side": side, "points": "\(points)", "dash": glyphs.dash]),
                x: x + 13, y: y + 8)
        }
        let heads = "".rightPadded(27) + text(.fiveColPoints).leftPadded(7) + text(.fiveColDeal).leftPadded(7) + text(.fiveColSeries).leftPadded(8)
        put(heads, x: x + 13, y: tableTop - 1, style: .dim)
        for row in 0..<players {
            let seat = (view.seat + row) % players
            let role = roleWord(seat, auction, text)
            let name = (seat == view.seat ? text(.seatYou) : model.name(seat, text, width: 16, glyphs: glyphs)).rightPadded(17)
            let line = name + role.rightPadded(10) + String(final.scores[seat]).leftPadded(7) + signed(deal[seat]).leftPadded(7)
                + signed(standings[seat]).leftPadded(8)
            put(line, x: x + 13, y: tableTop + row, style: seat == view.seat ? .bold : .plain)
        }
        put(question, x: x + 13, y: questionTop, style: .bold)
    }

    /// A seat's part in the deal: caller (alone), partner, or one of the others; nothing when
    /// the deal was thrown in.
    static func roleWord(_ seat: Int, _ auction: AuctionState, _ text: Text) -> String {
        guard auction.stage != .thrownIn, let caller = auction.caller else { return "" }
        if seat == caller { return text(auction.partner == caller ? .fiveRoleAlone : .fiveRoleCaller) }
        return text(seat == auction.partner ? .fiveRolePartner : .fiveRoleOther)
    }

    /// A score with its sign: "+2", "-1", "0".
    static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }
}

extension String {
    /// The first letter upper case ("you" → "You"), for a name that opens a sentence.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
