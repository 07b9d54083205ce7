/// Turns canvases into terminal output: the first frame whole, later frames only the rows that
/// changed, with colour and emphasis as SGR sequences.
public struct ANSIWriter: Sendable {
    private var previous: Canvas?

    /// A writer that has drawn nothing yet (its first frame is whole).
    public init() {}

    /// Forgets what is on screen (after a resize or when the screen was cleared).
    public mutating func invalidate() { previous = nil }

    /// The bytes that bring the screen from the last frame to this one.
    public mutating func frame(_ canvas: Canvas) -> String {
        var out = ""
        let full = previous.map { $0.width != canvas.width || $0.height != canvas.height } ?? true
        if full { out += "\u{1B}[0m\u{1B}[2J" }
        for y in 0..<canvas.height {
            let row = canvas.row(y)
            if !full, let previous, previous.row(y).elementsEqual(row) { continue }
            out += "\u{1B}[\(y + 1);1H"
            var current: Style?
            for cell in row where !cell.continuation { // the wide character before filled it
                if cell.style != current {
                    out += Self.sgr(cell.style)
                    current = cell.style
                }
                out.append(cell.character)
            }
            out += "\u{1B}[0m"
        }
        previous = canvas
        return out
    }

    /// The SGR sequence that sets exactly this style.
    static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.reverse { codes.append("7") }
        if let color = style.foreground { codes.append("3\(color.rawValue)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
