/// A terminal-sized grid of styled cells. Screens draw into one; tests read it back as text; the
/// driver turns the difference between two of them into escape sequences.
public struct Canvas: Sendable, Equatable {
    /// One character cell of the screen and its style.
    public struct Cell: Sendable, Equatable {
        public var character: Character
        public var style: Style
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    let colored: Bool

    /// A blank canvas; with `colored` false every style is stripped of its colour as it is drawn.
    public init(width: Int, height: Int, colored: Bool = true) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.colored = colored
        cells = Array(repeating: Cell(character: " ", style: .plain), count: self.width * self.height)
    }

    /// Writes text from (x, y) to the right, clipped at the edges. Every character takes one column:
    /// screens only write single-width characters.
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain) {
        guard y >= 0, y < height else { return }
        var column = x
        for character in text {
            if column >= width { break }
            if column >= 0 { cells[y * width + column] = Cell(character: character, style: colored ? style : style.withoutColor) }
            column += 1
        }
    }

    /// Writes text centred on a row.
    public mutating func center(_ text: String, y: Int, style: Style = .plain) {
        put(text, x: (width - text.count) / 2, y: y, style: style)
    }

    /// The rows as plain text, trailing spaces kept, for snapshots.
    public var text: String {
        (0..<height).map { row in String(cells[(row * width)..<((row + 1) * width)].map(\.character)) }
            .joined(separator: "\n")
    }

    /// One row's cells.
    public func row(_ y: Int) -> ArraySlice<Cell> { cells[(y * width)..<((y + 1) * width)] }
}
