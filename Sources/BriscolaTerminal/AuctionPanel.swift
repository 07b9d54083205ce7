import BriscolaCore
import BriscolaText

/// The auction of a table of five where the trick's places go: each seat in speaking order with
/// its last word (a bid, "passes", or nothing yet), a mark at the seat to speak; under them, on
/// the person's turn, the bids to choose from (the ranks in order, then 61 … 120, then pass) or,
/// the auction won, the four suits to call — the one whose card the person holds says that
/// calling it means playing alone.
enum AuctionPanel {
    static func draw(_ model: TableScreenModel, _ view: PlayerView, into canvas: inout Canvas, x: Int, y: Int, width: Int,
                     options: RenderOptions) {
        let text = options.text, glyphs = Glyphs(unicode: options.unicode), players = view.variant.players
        let auction = view.auction
        for row in 0..<players {
            let seat = (view.leader + row) % players, speaking = seat == view.turn
            let name = seat == view.seat ? text(.seatYou) : model.name(seat, text, width: 18, glyphs: glyphs)
            let word: String = switch auction.said[seat] {
            case .silent: text(.fiveWordWaiting, ["ellipsis": glyphs.ellipsis])
            case .passed: text(.fiveWordPass)
            case let .bid(bid): text.bid(bid)
            }
            let line = "\(speaking ? glyphs.pointer : " ") \(name.rightPadded(20)) \(word)"
            canvas.put(options.shown(line), x: x, y: y + row, style: speaking ? .bold : .plain)
        }
        guard model.phase == .yourTurn else { return }
        let below = y + players + 1
        if auction.stage == .calling, let standing = auction.standing {
            let prompt = text(.fiveCallPrompt, ["bid": text.bid(standing), "rank": text.rank(standing.rank)])
            canvas.put(options.shown(prompt).clipped(to: width, glyphs: glyphs), x: x, y: below, style: .bold)
            let suits = Suit.allCases.enumerated().map { index, suit in
                let own = view.hand.contains(Card(standing.rank, suit)) ? " (" + text(.fiveCallYours) + ")" : ""
                return (index == model.selection ? "[\(index + 1) \(text.suit(suit))\(own)]" : " \(index + 1) \(text.suit(suit))\(own) ")
            }
            canvas.put(options.shown(suits.joined(separator: " ")).clipped(to: width, glyphs: glyphs), x: x, y: below + 1, style: .plain)
            return
        }
        let label = text(.fiveYourBid) + ": "
        canvas.put(label, x: x, y: below, style: .bold)
        let choices = Bid.choices(after: auction.standing).map { text.bid($0, short: true) } + [text(.fiveChoicePass)]
        canvas.put(strip(choices, selected: model.selection, width: width - label.columns, glyphs: glyphs), x: x + label.columns, y: below)
        // The choice in full under the strip ("2 with 64"), as it will be said.
        let bids = Bid.choices(after: auction.standing)
        let chosen = bids.indices.contains(model.selection) ? text.bid(bids[model.selection]) : text(.fiveChoicePass)
        canvas.put(options.shown(glyphs.arrow + " " + chosen), x: x + label.columns, y: below + 1, style: Style(foreground: .cyan, bold: true))
    }

    /// The choices in one line of `width` columns around the selected one ("[Re]"), "…" where
    /// more lie beyond the edges.
    static func strip(_ choices: [String], selected: Int, width: Int, glyphs: Glyphs) -> String {
        let items = choices.enumerated().map { $0.offset == selected ? "[\($0.element)]" : " \($0.element) " }
        let more = glyphs.ellipsis, less = glyphs.ellipsis
        var start = max(0, min(selected - 3, items.count - 1)), end = start
        var used = 2 * (less.columns + 1)
        while end < items.count, used + items[end].columns <= width {
            used += items[end].columns
            end += 1
        }
        // Room left at the end: show more of the ones before.
        while start > 0, used + items[start - 1].columns <= width {
            start -= 1
            used += items[start].columns
        }
        return (start > 0 ? less + " " : "") + items[start..<end].joined() + (end < items.count ? " " + more : "")
    }
}
