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
    /// Every item shows its number, for screens that take typed numbers past 9; otherwise only
    /// 1–9 are shown, the numbers a single key chooses.
    public var numbersEveryItem = false

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

/// Draws a `MenuModel` on an 80×24 area centred in the terminal; a pure function, like the table.
public enum MenuScreen {
    /// Rows of the list shown at once; longer lists scroll with the selection.
    static let visibleRows = 12

    /// The frame for a list screen; the same model always gives the same cells.
    public static func render(_ model: MenuModel, width: Int, height: Int, options: RenderOptions) -> Canvas {
        var canvas = Canvas(width: width, height: height, colored: options.color)
        let glyphs = Glyphs(unicode: options.unicode)
        guard width >= TableScreen.minimumWidth, height >= TableScreen.minimumHeight else {
            TableScreen.drawTooSmall(into: &canvas, glyphs: glyphs, text: options.text)
            return canvas
        }
        let model = options.unicode ? model : ascii(model, options.text)
        let x = (width - TableScreen.minimumWidth) / 2, y = (height - TableScreen.minimumHeight) / 2
        canvas.put(" Briscola", x: x, y: y, style: .bold)
        canvas.put("\(glyphs.dot) \(model.title)", x: x + 10, y: y)
        canvas.put(String(repeating: glyphs.rule, count: TableScreen.minimumWidth), x: x, y: y + 1, style: .dim)
        canvas.put(model.heading, x: x + 2, y: y + 3, style: .bold)
        if model.items.isEmpty {
            canvas.put(model.empty, x: x + 4, y: y + 5, style: .dim)
        }
        let first = max(0, min(model.selection - visibleRows / 2, model.items.count - visibleRows))
        let end = min(model.items.count, first + visibleRows)
        for (row, index) in (first..<end).enumerated() {
            drawItem(model, index, into: &canvas, x: x, y: y + 5 + row, glyphs: glyphs)
        }
        if model.items.count > visibleRows {
            // Which part of a long list is on screen, so nobody takes it for the whole list.
            let shown = options.text(.listRange, ["first": "\(first + 1)", "dash": glyphs.dash, "last": "\(end)", "count": "\(model.items.count)"])
            canvas.put(shown, x: x + TableScreen.minimumWidth - 2 - shown.count, y: y + 3, style: .dim)
        }
        if let input = model.input {
            canvas.put("\(input.prompt) \(input.text)_", x: x + 2, y: y + 18, style: .bold)
        }
        for (row, line) in wrap(model.message, width: 76, lines: 3).enumerated() {
            canvas.put(line, x: x + 2, y: y + 19 + row, style: Style(foreground: .yellow))
        }
        canvas.put(String(repeating: glyphs.rule, count: TableScreen.minimumWidth), x: x, y: y + 22, style: .dim)
        canvas.put(" " + model.keys, x: x, y: y + 23, style: .dim)
        return canvas
    }

    /// Text broken at spaces into at most `lines` lines of `width` columns.
    static func wrap(_ text: String, width: Int, lines: Int) -> [String] { text.wrapped(width: width, lines: lines) }

    /// The model's own punctuation in ASCII, for terminals that are not UTF-8 (the arrow keys
    /// named in the language of `words`).
    static func ascii(_ model: MenuModel, _ words: Text) -> MenuModel {
        func plain(_ text: String) -> String {
            text.replacingOccurrences("↑/↓", with: words(.asciiUpDown)).replacingOccurrences("←/→", with: words(.asciiLeftRight)).asciiPunctuation()
        }
        var copy = model
        (copy.title, copy.heading, copy.empty, copy.message, copy.keys) =
            (plain(model.title), plain(model.heading), plain(model.empty), plain(model.message), plain(model.keys))
        copy.items = model.items.map { MenuModel.Item(plain($0.label), detail: plain($0.detail), enabled: $0.enabled) }
        return copy
    }

    private static func drawItem(_ model: MenuModel, _ index: Int, into canvas: inout Canvas, x: Int, y: Int, glyphs: Glyphs) {
        let item = model.items[index]
        let selected = index == model.selection && model.input == nil
        let digits = model.numbersEveryItem ? String(model.items.count).count : 1
        let number = model.numbersEveryItem || index < 9 ? "\(index + 1)" : ""
        // The labels' column as wide as the longest (at most 40), the details get the rest; either
        // too long for its column is cut with an ellipsis, so it shows it was cut.
        let labels = min(40, max(24, model.items.map(\.label.columns).max() ?? 0))
        let label = item.label.clipped(to: labels, glyphs: glyphs).padded(toColumns: labels + 2)
        let details = 76 - 5 - digits - labels - 3
        let line = "\(selected ? glyphs.pointer : " ") \(number.leftPadded(digits))  \(label) \(item.detail.clipped(to: details, glyphs: glyphs))"
        let style = selected ? Style(bold: true, reverse: true) : item.enabled ? .plain : .dim
        canvas.put(line.prefix(columns: 76).padded(toColumns: 76), x: x + 2, y: y, style: style)
    }
}
