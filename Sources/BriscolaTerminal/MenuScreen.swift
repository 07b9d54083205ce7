import BriscolaText
/// What a list screen shows: the start menu, the lobby and the history all use it.
public struct MenuModel: Sendable, Equatable {
    /// One line of the list; a disabled item is shown dimmed and cannot be chosen.
    public struct Item: Sendable, Equatable {
        public var label: String
        public var detail: String
        public var enabled: Bool

        /// A line of a menu; a disabled one is shown dim and cannot be chosen.
        public init(_ label: String, detail: String = "", enabled: Bool = true) {
            self.label = label
            self.detail = detail
            self.enabled = enabled
        }
    }

    public var title: String
    public var heading: String
    public var items: [Item]
    public var selection: Int
    /// Shown in place of the list when it is empty.
    public var empty: String
    /// A line being typed.
    public struct Input: Sendable, Equatable {
        public var prompt: String
        public var text: String
    }

    /// A line being typed, if any.
    public var input: Input?
    /// A line of news or an error, under the list.
    public var message: String
    public var keys: String
    /// Items 1–9 show the number a single key chooses; false for a list whose items carry numbers
    /// of their own (the history's matches, "#12").
    public var numbered = true
    /// The widest the labels' column may be (nil: as wide as the longest label allows): a longer
    /// label is cut rather than the other items' details.
    public var labelWidth: Int?
    /// The first item shown, for a list that scrolls by pages (nil: the selection in the middle).
    /// Kept so that the selection stays in view.
    public var firstShown: Int?

    /// A menu screen's content.
    public init(title: String, heading: String, items: [Item], selection: Int = 0, empty: String = "",
                message: String = "", keys: String) {
        self.title = title
        self.heading = heading
        self.items = items
        self.selection = selection
        self.empty = empty
        self.message = message
        self.keys = keys
    }
}

/// Draws a `MenuModel` on an area centred in the terminal: 80×24 at least, and as the window grows
/// up to 120×40 (the table's large layout), longer lines and more rows of the list; a pure
/// function, like the table.
public enum MenuScreen {
    /// Rows of the list shown at once in an 80×24 window (a page of Page Up/Down); longer lists
    /// scroll with the selection, and a taller window shows more.
    static let visibleRows = 12
    /// The largest area the list screens use; a larger window centres it.
    static let maximumWidth = 120, maximumHeight = 40

    /// The rows of the list an area of `height` lines shows (the rest is the title, heading,
    /// input, message and keys); without an input line or a message the list takes their lines
    /// too, all but the blank line above the keys.
    static func rows(height: Int, spare: Bool) -> Int {
        visibleRows + min(height, maximumHeight) - TableScreen.minimumHeight + (spare ? 4 : 0)
    }

    /// The frame for a list screen; the same model always gives the same cells.
    public static func render(_ model: MenuModel, width: Int, height: Int, options: RenderOptions) -> Canvas {
        var canvas = Canvas(width: width, height: height, colored: options.color)
        let glyphs = Glyphs(unicode: options.unicode)
        guard width >= TableScreen.minimumWidth, height >= TableScreen.minimumHeight else {
            TableScreen.drawTooSmall(into: &canvas, glyphs: glyphs, text: options.text)
            return canvas
        }
        let model = options.unicode && !options.asciiLetters ? model : ascii(model, options.text, letters: options.asciiLetters)
        let frame = (width: min(width, maximumWidth), height: min(height, maximumHeight))
        let x = (width - frame.width) / 2, y = (height - frame.height) / 2, bottom = y + frame.height
        let spare = model.input == nil && model.message.isEmpty
        let visibleRows = rows(height: frame.height, spare: spare), inner = frame.width - 4
        canvas.put(" Briscola", x: x, y: y, style: .bold)
        canvas.put("\(glyphs.dot) \(model.title)", x: x + 10, y: y)
        canvas.put(String(repeating: glyphs.rule, count: frame.width), x: x, y: y + 1, style: .dim)
        canvas.put(model.heading, x: x + 2, y: y + 3, style: .bold)
        if model.items.isEmpty {
            canvas.put(model.empty, x: x + 4, y: y + 5, style: .dim)
        }
        var first = max(0, min(model.selection - visibleRows / 2, model.items.count - visibleRows))
        if let top = model.firstShown {
            first = max(0, min(top, model.selection, model.items.count - visibleRows))
            if model.selection >= first + visibleRows { first = model.selection - visibleRows + 1 }
        }
        let end = min(model.items.count, first + visibleRows)
        for (row, index) in (first..<end).enumerated() {
            drawItem(model, index, into: &canvas, x: x, y: y + 5 + row, width: inner, glyphs: glyphs)
        }
        if model.items.count > visibleRows {
            // Which part of a long list is on screen, so nobody takes it for the whole list.
            let shown = options.text(.listRange, ["first": "\(first + 1)", "dash": glyphs.dash, "last": "\(end)", "count": "\(model.items.count)"])
            canvas.put(shown, x: x + frame.width - 2 - shown.count, y: y + 3, style: .dim)
        }
        if let input = model.input {
            canvas.put("\(input.prompt) \(input.text)_", x: x + 2, y: bottom - 6, style: .bold)
        }
        for (row, line) in wrap(model.message, width: inner, lines: 3).enumerated() {
            canvas.put(line, x: x + 2, y: bottom - 5 + row, style: Style(foreground: .yellow))
        }
        canvas.put(String(repeating: glyphs.rule, count: frame.width), x: x, y: bottom - 2, style: .dim)
        canvas.put(" " + model.keys, x: x, y: bottom - 1, style: .dim)
        return canvas
    }

    /// Text broken at spaces into at most `lines` lines of `width` columns.
    static func wrap(_ text: String, width: Int, lines: Int) -> [String] { text.wrapped(width: width, lines: lines) }

    /// The arrow keys named in words of `words`' language and the punctuation in ASCII, for ASCII
    /// frames; with `letters` (a terminal that is not UTF-8) the accents in ASCII too ("e'").
    static func ascii(_ model: MenuModel, _ words: Text, letters: Bool = true) -> MenuModel {
        func plain(_ text: String) -> String {
            let named = text.replacingOccurrences("↑/↓", with: words(.asciiUpDown)).replacingOccurrences("←/→", with: words(.asciiLeftRight))
            return letters ? named.asciiPunctuation() : named.asciiSymbols()
        }
        var copy = model
        (copy.title, copy.heading, copy.empty, copy.message, copy.keys) =
            (plain(model.title), plain(model.heading), plain(model.empty), plain(model.message), plain(model.keys))
        copy.items = model.items.map { MenuModel.Item(plain($0.label), detail: plain($0.detail), enabled: $0.enabled) }
        return copy
    }

    private static func drawItem(_ model: MenuModel, _ index: Int, into canvas: inout Canvas, x: Int, y: Int, width: Int, glyphs: Glyphs) {
        let item = model.items[index]
        let selected = index == model.selection && model.input == nil
        let number = model.numbered && index < 9 ? "\(index + 1)" : ""
        let numberColumn = model.numbered ? "\(number.leftPadded(1))  " : ""
        // Besides the label and the detail a line holds the pointer and its space, the number
        // column (an unnumbered list has none), and three spaces after the label.
        let room = width - 5 - numberColumn.count
        // The labels' column as wide as the longest (at least 40 in 80 columns, and in a wider one
        // half the extra width; more when the longest detail leaves it), the details get the rest;
        // either too long for its column is cut with an ellipsis, so it shows it was cut.
        let longestDetail = model.items.map(\.detail.columns).max() ?? 0
        let most = max(40 + (width - 76) / 2, room - longestDetail)
        let labels = min(most, max(24, model.labelWidth ?? .max), max(24, model.items.map(\.label.columns).max() ?? 0))
        let label = item.label.clipped(to: labels, glyphs: glyphs).padded(toColumns: labels + 2)
        let details = room - labels
        let line = "\(selected ? glyphs.pointer : " ") \(numberColumn)\(label) \(item.detail.clipped(to: details, glyphs: glyphs))"
        let style = selected ? Style(bold: true, reverse: true) : item.enabled ? .plain : .dim
        canvas.put(line.prefix(columns: width).padded(toColumns: width), x: x + 2, y: y, style: style)
    }
}
