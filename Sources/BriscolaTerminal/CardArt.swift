import BriscolaCore

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

    /// Draws a face-up card with its top-left corner at (x, y).
    public static func draw(_ card: Card, into canvas: inout Canvas, x: Int, y: Int, unicode: Bool, highlighted: Bool = false) {
        let style = Style(foreground: color(card.suit), bold: highlighted, reverse: highlighted)
        frame(into: &canvas, x: x, y: y, unicode: unicode, style: style)
        let rank = card.rank.name(.italian)
        let points = card.points > 0 ? "\(card.points) pt" : ""
        canvas.put(padded(rank), x: x + 1, y: y + 1, style: style)
        canvas.put(padded(points), x: x + 1, y: y + 2, style: Style(foreground: color(card.suit), dim: !highlighted, reverse: highlighted))
        canvas.put(padded(card.suit.name(.italian)), x: x + 1, y: y + 3, style: style)
    }

    /// Draws the back of a card (the stock, an opponent's hand); `label` goes in the middle.
    public static func drawBack(into canvas: inout Canvas, x: Int, y: Int, unicode: Bool, label: String = "") {
        frame(into: &canvas, x: x, y: y, unicode: unicode, style: .dim)
        let fill = unicode ? "░░░░░░░" : "#######"
        for row in 1...3 { canvas.put(fill, x: x + 1, y: y + row, style: .dim) }
        if !label.isEmpty { canvas.put(padded(label), x: x + 1, y: y + 2, style: .bold) }
    }

    /// Draws an empty place on the table.
    public static func drawEmpty(into canvas: inout Canvas, x: Int, y: Int, unicode: Bool) {
        frame(into: &canvas, x: x, y: y, unicode: unicode, style: .dim)
    }

    private static func frame(into canvas: inout Canvas, x: Int, y: Int, unicode: Bool, style: Style) {
        let (h, v, tl, tr, bl, br) = unicode ? ("─", "│", "┌", "┐", "└", "┘") : ("-", "|", "+", "+", "+", "+")
        let line = String(repeating: h, count: width - 2)
        canvas.put(tl + line + tr, x: x, y: y, style: style)
        for row in 1..<(height - 1) {
            canvas.put(v, x: x, y: y + row, style: style)
            canvas.put(String(repeating: " ", count: width - 2), x: x + 1, y: y + row, style: style)
            canvas.put(v, x: x + width - 1, y: y + row, style: style)
        }
        canvas.put(bl + line + br, x: x, y: y + height - 1, style: style)
    }

    /// Centres text in the card's 7 inner columns.
    static func padded(_ text: String) -> String {
        let inner = width - 2
        let clipped = String(text.prefix(inner))
        let left = (inner - clipped.count) / 2
        return String(repeating: " ", count: left) + clipped + String(repeating: " ", count: inner - left - clipped.count)
    }
}
