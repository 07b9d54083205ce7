import BriscolaCore
import BriscolaText

/// How cards look on screen: a 9×5 box with the rank's name, its points and the suit's name,
/// each suit in its own colour. ASCII mode uses + - | instead of box-drawing characters.
public enum CardArt {
    public static let width = 9
    public static let height = 5

    /// The suit's colour: Coppe red, Denari yellow, Spade blue, Bastoni green.
    public static func color(_ suit: Suit) -> Color {
        switch suit {
        case .coppe: .red
        case .denari: .yellow
        case .spade: .blue
        case .bastoni: .green
        }
    }

    /// The two card sizes: 9×5 in the 80×24 box, 11×7 on a big terminal.
    public enum Size: Sendable, Equatable {
        case small, large

        /// Columns a card takes, frame included.
        public var width: Int { self == .small ? 9 : 11 }
        /// Rows a card takes, frame included.
        public var height: Int { self == .small ? 5 : 7 }
        /// The inner rows of the rank, the points and the suit.
        var rows: (rank: Int, points: Int, suit: Int) { self == .small ? (1, 2, 3) : (1, 3, 5) }
    }

    /// Draws a face-up card with its top-left corner at (x, y). A trump card says so (`trump`, the
    /// word for it: "trump", "briscola") in its top edge, so it stands out with or without colour.
    public static func draw(_ card: Card, into canvas: inout Canvas, x: Int, y: Int, unicode: Bool, highlighted: Bool = false,
                            size: Size = .small, trump: String? = nil) {
        let style = Style(foreground: color(card.suit), bold: highlighted, reverse: highlighted)
        frame(into: &canvas, x: x, y: y, unicode: unicode, style: style, size: size, label: String((trump ?? "").prefix(size.width - 2)))
        let rank = card.rank.name(.italian)
        let points = card.points > 0 ? "\(card.points) pt" : ""
        let rows = size.rows
        canvas.put(padded(rank, size), x: x + 1, y: y + rows.rank, style: style)
        canvas.put(padded(points, size), x: x + 1, y: y + rows.points, style: Style(foreground: color(card.suit), dim: !highlighted, reverse: highlighted))
        canvas.put(padded(card.suit.name(.italian), size), x: x + 1, y: y + rows.suit, style: style)
    }

    /// The word a trump card of this size carries in its top edge ("trump"; in Italian "brisc" on
    /// a small card — five letters, centred as "trump" is — and "briscola" on a large one).
    public static func trumpLabel(_ size: Size, _ text: Text) -> String {
        text(size == .small ? .cardTrumpSmall : .cardTrumpLarge)
    }

    /// Draws the back of a card (the stock, an opponent's hand); `label` goes in the middle.
    public static func drawBack(into canvas: inout Canvas, x: Int, y: Int, unicode: Bool, label: String = "", size: Size = .small) {
        frame(into: &canvas, x: x, y: y, unicode: unicode, style: .dim, size: size)
        let fill = String(repeating: unicode ? "░" : "#", count: size.width - 2)
        for row in 1...(size.height - 2) { canvas.put(fill, x: x + 1, y: y + row, style: .dim) }
        if !label.isEmpty { canvas.put(padded(label, size), x: x + 1, y: y + size.height / 2, style: .bold) }
    }

    /// Draws an empty place on the table.
    public static func drawEmpty(into canvas: inout Canvas, x: Int, y: Int, unicode: Bool, size: Size = .small) {
        frame(into: &canvas, x: x, y: y, unicode: unicode, style: .dim, size: size)
    }

    private static func frame(into canvas: inout Canvas, x: Int, y: Int, unicode: Bool, style: Style, size: Size, label: String = "") {
        let (h, v, tl, tr, bl, br) = unicode ? ("─", "│", "┌", "┐", "└", "┘") : ("-", "|", "+", "+", "+", "+")
        let inner = size.width - 2
        let line = String(repeating: h, count: inner)
        let left = (inner - label.count) / 2
        let top = label.isEmpty ? line : String(repeating: h, count: left) + label + String(repeating: h, count: inner - left - label.count)
        canvas.put(tl + top + tr, x: x, y: y, style: style)
        for row in 1..<(size.height - 1) {
            canvas.put(v, x: x, y: y + row, style: style)
            canvas.put(String(repeating: " ", count: inner), x: x + 1, y: y + row, style: style)
            canvas.put(v, x: x + size.width - 1, y: y + row, style: style)
        }
        canvas.put(bl + line + br, x: x, y: y + size.height - 1, style: style)
    }

    /// Centres text in the card's inner columns.
    static func padded(_ text: String, _ size: Size = .small) -> String {
        let inner = size.width - 2
        let clipped = String(text.prefix(inner))
        let left = (inner - clipped.count) / 2
        return String(repeating: " ", count: left) + clipped + String(repeating: " ", count: inner - left - clipped.count)
    }
}
