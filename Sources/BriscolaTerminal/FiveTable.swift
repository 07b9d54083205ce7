import BriscolaCore
import BriscolaText

/// The table for five (briscola chiamata), 80×24 or 120×40: the four others with their cards
/// left, the call (the called card, trump, the caller's target, the partner — unknown until the
/// called card falls) on every screen, then the auction (`AuctionPanel`) before the first card
/// or the five places of the table after it, and the hand of eight.
enum FiveTable {
    static func draw(_ model: TableScreenModel, _ view: PlayerView, into canvas: inout Canvas, layout l: TableLayout, options: RenderOptions) {
        let glyphs = Glyphs(unicode: options.unicode), text = options.text, x = l.x, y = l.y
        TableScreen.drawHeader(model, into: &canvas, x: x, y: y, glyphs: glyphs, text: text, width: l.fullWidth)
        canvas.put(othersLine(model, view, text: text, glyphs: glyphs).clipped(to: l.width - 4, glyphs: glyphs), x: x + 2, y: y + l.opponentsY)
        let calls = [callLine(model, view, text: text, glyphs: glyphs), callLine(model, view, text: text, glyphs: glyphs, short: true)].map(options.shown)
        canvas.put((calls.first { $0.columns <= l.width - 4 } ?? calls[1]).clipped(to: l.width - 4, glyphs: glyphs),
                   x: x + 2, y: y + l.opponentsY + 1, style: .bold)
        let auction = view.auction.stage == .bidding || view.auction.stage == .calling
        if auction {
            AuctionPanel.draw(model, view, into: &canvas, x: x + 2, y: y + l.labelsY, width: l.width - 4, options: options)
        } else {
            drawPlaces(model, view, into: &canvas, layout: l, options: options, glyphs: glyphs)
        }
        canvas.put(String(repeating: glyphs.rule, count: l.width), x: x, y: y + l.ruleY, style: .dim)
        var handModel = model
        if auction { handModel.selection = -1 }
        TableScreen.drawHand(handModel, view, into: &canvas, layout: handLayout(l), options: options, glyphs: glyphs,
                             turnWords: auction ? auctionTurn(model, view, text: text, glyphs: glyphs) : nil)
        let status = options.shown(model.status).clipped(to: max(1, l.width - 2), glyphs: glyphs)
        canvas.put(" " + status, x: x, y: y + l.statusY, style: .bold)
        let keys = auction && model.phase == .yourTurn && model.overlay == nil
            ? text(view.auction.stage == .calling ? .fiveKeysCall : .fiveKeysBid, ["arrows": glyphs.leftRight(text), "dot": glyphs.dot])
                .clipped(to: l.width - 2, glyphs: glyphs)
            : TableScreen.helpLine(model, glyphs: glyphs, text: text, width: l.width - 2)
        canvas.put(" " + keys, x: x, y: y + l.helpY, style: .dim)
        if !auction { TrickHistoryPanel.draw(model, view, into: &canvas, layout: l, options: options, glyphs: glyphs) }
    }

    /// The hand of eight in small cards, a column apart, at either size.
    static func handLayout(_ l: TableLayout) -> TableLayout {
        TableLayout(kind: l.kind, x: l.x, y: l.y, width: l.width, card: .small, tableX: l.tableX, slot: l.slot, stockX: l.stockX,
                    handStep: l.kind == .box ? 9 : 10, opponentsY: l.opponentsY, labelsY: l.labelsY, cardsY: l.cardsY,
                    handY: l.handY, statusY: l.statusY, helpY: l.helpY)
    }

    /// The others in play order from the person, each with the cards they hold ("Computer A (8)").
    static func othersLine(_ model: TableScreenModel, _ view: PlayerView, text: Text, glyphs: Glyphs) -> String {
        let players = view.variant.players
        return (1..<players).map { (view.seat + $0) % players }.map { seat in
            "\(model.name(seat, text, width: 14, glyphs: glyphs)) (\(view.handCounts[seat]))"
        }.joined(separator: "   ")
    }

    /// The call as every screen shows it once made: the called card, trump, what the caller
    /// needs, and the partner (unknown until the called card falls; the person knows it if they
    /// hold it). Before it, the auction's highest bid. `short`: without the word trump, where a
    /// narrow table has no room for it (the called card says it on its face).
    static func callLine(_ model: TableScreenModel, _ view: PlayerView, text: Text, glyphs: Glyphs, short: Bool = false) -> String {
        let auction = view.auction
        guard let called = auction.called, let caller = auction.caller else {
            guard let standing = auction.standing, let bidder = auction.bidder else { return text(.fiveAuction) + " \(glyphs.dot) " + text(.fiveNoBid) }
            return text(.fiveAuction) + " \(glyphs.dot) " + text(.fiveStanding, ["bid": text.bid(standing), "name": model.who(bidder, text)])
        }
        let partner = switch auction.partner {
        case caller?: text(.fiveAlone)
        // The person holds the called card: secret until they play it.
        case view.seat? where !view.played.contains(called): text(.fivePartnerYouSecret)
        case let seat?: text(.fivePartnerKnown, ["name": model.who(seat, text)])
        case nil: text(.fivePartnerUnknown)
        }
        return text(short ? .fiveCalledLineShort : .fiveCalledLine, ["card": text.card(called), "suit": text.suit(called.suit), "dot": glyphs.dot,
                                      "caller": caller == view.seat ? text(.seatYou) : model.name(caller, text),
                                      "target": text(caller == view.seat ? .fiveNeedsYou : .fiveNeeds, ["target": "\(auction.target)"]), "partner": partner])
    }

    /// Whose word the auction waits for, where the hand says whose turn it is.
    static func auctionTurn(_ model: TableScreenModel, _ view: PlayerView, text: Text, glyphs: Glyphs) -> String {
        let calling = view.auction.stage == .calling
        if model.phase == .yourTurn { return text(calling ? .fiveTurnYourCall : .fiveTurnYourBid) }
        guard case .waiting = model.phase else { return "" }
        return text(calling ? .fiveTurnCalling : .fiveTurnBidding, ["name": model.name(view.turn, text, width: 16, glyphs: glyphs), "ellipsis": glyphs.ellipsis])
    }

    /// The called card (trump) at the left, the five places of the trick beside it with who
    /// played each, and the last trick's line under them.
    static func drawPlaces(_ model: TableScreenModel, _ view: PlayerView, into canvas: inout Canvas, layout l: TableLayout,
                           options: RenderOptions, glyphs: Glyphs) {
        let x = l.x, y = l.y, size = l.card, text = options.text, unicode = options.unicode, players = view.variant.players
        let calledLabel = text(.fiveLabelCalled)
        canvas.put(calledLabel, x: x + 2 + max(0, size.width - calledLabel.count) / 2, y: y + l.labelsY, style: .dim)
        let tableX = l.kind == .box ? 14 : 17, slot = l.kind == .box ? 12 : 13
        canvas.put(text(.labelTable), x: x + tableX + 2, y: y + l.labelsY, style: .dim)
        if let called = view.auction.called {
            CardArt.draw(called, into: &canvas, x: x + 2, y: y + l.cardsY, unicode: unicode, size: size, trump: CardArt.trumpLabel(size, text))
        }
        let under = y + l.seatLabelY
        let (cards, leader) = model.shownTrick.map { (Array($0.cards), $0.leader) } ?? (Array(view.table), view.leader)
        for place in 0..<players {
            let left = x + tableX + place * slot
            guard place < cards.count else {
                CardArt.drawEmpty(into: &canvas, x: left, y: y + l.cardsY, unicode: unicode, size: size)
                continue
            }
            let seat = (leader + place) % players, winning = model.shownTrick?.winner == seat
            CardArt.draw(cards[place], into: &canvas, x: left, y: y + l.cardsY, unicode: unicode, highlighted: winning, size: size,
                         trump: cards[place].suit == view.trump ? CardArt.trumpLabel(size, text) : nil)
            canvas.put(TableScreen.seatLabel(model, view, seat, glyphs: glyphs, text: text, width: slot - 1), x: left, y: under,
                       style: winning ? .bold : .dim)
            if winning, let trick = model.shownTrick {
                canvas.put(text(seat == view.seat ? .takesPointsYou : .takesPoints, ["points": "\(trick.points)"]), x: left, y: under + 1, style: .bold)
            }
        }
        for (row, line) in TableScreen.lastTrickLines(model, view, glyphs: glyphs, text: text, width: l.width - 4).enumerated() {
            canvas.put(line, x: x + 2, y: under + 1 + row, style: .dim)
        }
    }
}
