/// Where each part of the table goes: the 80×24 box (small cards, a chat or cards-out corner
/// beside the hand), or on a terminal of 120×40 and more a larger table with bigger cards and a
/// side panel. The drawing code reads positions from here and never from numbers of its own.
struct TableLayout {
    /// The two arrangements.
    enum Kind: Equatable { case box, big }

    let kind: Kind
    /// Top-left corner of the table area.
    let x: Int, y: Int
    /// Columns of the table area (the side panel, when there is one, is to its right).
    let width: Int
    let card: CardArt.Size
    /// Left edge of the first place on the table, and the distance from one place to the next.
    let tableX: Int, slot: Int
    let stockX: Int
    /// Distance between cards in the hand.
    let handStep: Int
    let opponentsY: Int, labelsY: Int, cardsY: Int, handY: Int, statusY: Int, helpY: Int

    /// The smallest terminal that gets the big table.
    static let bigWidth = 120, bigHeight = 40

    /// The layout for a terminal of this size (at least 80×24).
    static func forTerminal(width: Int, height: Int) -> TableLayout {
        if width >= bigWidth, height >= bigHeight { return big(x: (width - bigWidth) / 2, y: (height - bigHeight) / 2) }
        return box(x: (width - TableScreen.minimumWidth) / 2, y: (height - TableScreen.minimumHeight) / 2)
    }

    static func box(x: Int, y: Int) -> TableLayout {
        TableLayout(kind: .box, x: x, y: y, width: 80, card: .small, tableX: 20, slot: 11, stockX: 66, handStep: 12,
                    opponentsY: 2, labelsY: 4, cardsY: 5, handY: 14, statusY: 21, helpY: 22)
    }

    static func big(x: Int, y: Int) -> TableLayout {
        TableLayout(kind: .big, x: x, y: y, width: 84, card: .large, tableX: 17, slot: 13, stockX: 71, handStep: 14,
                    opponentsY: 3, labelsY: 5, cardsY: 6, handY: 19, statusY: 30, helpY: 32)
    }

    /// The row under the table's cards: the names of who played them.
    var seatLabelY: Int { cardsY + card.height }
    /// The rule between the table and the hand.
    var ruleY: Int { handY - (kind == .box ? 1 : 2) }
    /// The row under the hand's cards: their numbers.
    var numbersY: Int { handY + 1 + card.height }
    /// The whole screen's width: the table area and the side panel.
    var fullWidth: Int { kind == .box ? width : Self.bigWidth }

    /// The corner beside the hand (80×24 only): chat, or the cards out.
    var corner: (x: Int, y: Int, width: Int, height: Int) { (x + 40, y + handY + 1, 39, 6) }

    /// The tricks taken so far, under the key line (big terminal only: rows 33–39).
    var trickHistory: (y: Int, rows: Int)? { kind == .big ? (helpY + 1, Self.bigHeight - helpY - 1) : nil }

    /// The side panel (big terminal only).
    var side: (x: Int, y: Int, width: Int, height: Int) { (x + width + 2, y + 2, Self.bigWidth - width - 3, Self.bigHeight - 2) }

    /// Where a result or a notice, drawn for 80×24, goes: centred in the table area.
    var boxOrigin: (x: Int, y: Int) { kind == .box ? (x, y) : (x + (width - 80) / 2, y + 6) }
}
