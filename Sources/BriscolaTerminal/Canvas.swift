import BriscolaText
import Foundation

/// A terminal-sized grid of styled cells. Screens draw into one; tests read it back as text; the
/// driver turns the difference between two of them into escape sequences.
public struct Canvas: Sendable, Equatable {
    /// One character cell of the screen and its style.
    public struct Cell: Sendable, Equatable {
        public var character: Character
        public var style: Style
        /// The right half of a wide character in the cell before: the terminal fills it, so it is
        /// never written (nor read back as text).
        public var continuation = false
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

    /// Writes text from (x, y) to the right, clipped at the edges. A wide character (a name in
    /// Chinese or Japanese, say) takes two columns, as the terminal draws it; one that would
    /// straddle an edge becomes a space, so no frame ever holds more columns than the screen.
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain) {
        guard y >= 0, y < height else { return }
        let style = colored ? style : style.withoutColor
        var column = x
        for character in text {
            if column >= width { break }
            let span = Self.columns(character)
            if column >= 0, column + span <= width {
                set(column, y, Cell(character: character, style: style))
                if span == 2 { set(column + 1, y, Cell(character: " ", style: style, continuation: true)) }
            } else if column + span > 0 {
                set(max(column, 0), y, Cell(character: " ", style: style)) // half a wide character at an edge
            }
            column += span
        }
    }

    /// Puts one cell, mending the wide character it cuts in half, if any, into a space.
    private mutating func set(_ column: Int, _ y: Int, _ cell: Cell) {
        let index = y * width + column
        if cells[index].continuation, !cell.continuation, column > 0 { cells[index - 1].character = " " }
        if column + 1 < width, cells[index + 1].continuation { cells[index + 1] = Cell(character: " ", style: cells[index + 1].style) }
        cells[index] = cell
    }

    /// The canvas with every letter in ASCII, for a terminal whose locale is not UTF-8: an accent
    /// is dropped ("è" as "e"), anything else beyond ASCII — a wide character too — is "?", one
    /// column each, so the frame keeps its width.
    public func asciiLetters() -> Canvas {
        var ascii = self
        for index in ascii.cells.indices where !ascii.cells[index].character.isASCII || ascii.cells[index].continuation {
            let cell = ascii.cells[index]
            let folded = String(cell.character).folding(options: .diacriticInsensitive, locale: nil)
            let character: Character = cell.continuation ? "?" : folded.count == 1 && folded.allSatisfy(\.isASCII) ? Character(folded) : "?"
            ascii.cells[index] = Cell(character: character, style: cell.style)
        }
        return ascii
    }

    /// The canvas with its symbols in ASCII and its letters as they are, for ASCII frames on a
    /// terminal that is UTF-8 (the `ascii` setting, `--ascii`): dashes, arrows, the middle dot and
    /// the angle quotes become one ASCII character each, so every row keeps its width.
    public func asciiSymbols() -> Canvas {
        var ascii = self
        for index in ascii.cells.indices {
            if let plain = Self.symbols[ascii.cells[index].character] { ascii.cells[index].character = plain }
        }
        return ascii
    }

    /// Each symbol a screen may draw beyond ASCII, as one ASCII character.
    private static let symbols: [Character: Character] = [
        "—": "-", "–": "-", "→": ">", "←": "<", "↑": "^", "↓": "v", "…": ".", "·": "-", "‹": "<", "›": ">",
        "×": "x", "≤": "<", "≥": ">", "±": "+", "•": "*", "▸": ">", "▲": "^", "▼": "v",
    ]

    /// What reaches the terminal: every letter in ASCII where the locale is not UTF-8, the symbols
    /// in ASCII where ASCII frames were asked for, else the canvas as drawn.
    public func forTerminal(_ options: RenderOptions) -> Canvas {
        options.asciiLetters ? asciiLetters() : options.unicode ? self : asciiSymbols()
    }

    /// The columns a character takes in a terminal (`TerminalColumns`: two for wide characters
    /// and picture emoji).
    static func columns(_ character: Character) -> Int { TerminalColumns.of(character) }

    /// Writes text centred on a row.
    public mutating func center(_ text: String, y: Int, style: Style = .plain) {
        put(text, x: (width - text.columns) / 2, y: y, style: style)
    }

    /// The rows as plain text, trailing spaces kept, for snapshots.
    public var text: String {
        (0..<height).map { row in String(cells[(row * width)..<((row + 1) * width)].filter { !$0.continuation }.map(\.character)) }
            .joined(separator: "\n")
    }

    /// One row's cells.
    public func row(_ y: Int) -> ArraySlice<Cell> { cells[(y * width)..<((y + 1) * width)] }
}
