import BriscolaText

/// How chat looks: the strip of recent lines, and the one-line input at the bottom of the table.
enum ChatLineView {
    /// The strip's heading, with the keys that talk.
    static func title(_ glyphs: Glyphs, _ text: Text) -> String { text(.chatTitle, ["dot": glyphs.dot]) }

    /// The newest lines that fit in `rows` rows of `width` columns, oldest first; the person's own
    /// lines bold. Before anyone has said anything, a line saying how to.
    static func strip(_ chat: ChatState, width: Int, rows: Int, glyphs: Glyphs, text: Text) -> [(String, Style)] {
        guard !chat.lines.isEmpty else { return [(text(.chatEmpty), .dim)] }
        var out: [(String, Style)] = []
        for line in chat.lines.reversed() where out.count < rows {
            let said = "\(line.speaker ?? text(.seatYou)): \(line.text)"
            let wrapped = said.wrapped(width: width, lines: max(1, rows)).map { ($0, line.speaker == nil ? Style.bold : Style.plain) }
            // A line longer than the room left keeps its start, so whose it is stays in view.
            var kept = Array(wrapped.prefix(rows - out.count))
            if kept.count < wrapped.count, let last = kept.last {
                kept[kept.count - 1].0 = (last.0.prefix(columns: width - glyphs.ellipsis.count) + glyphs.ellipsis)
            }
            out.insert(contentsOf: kept, at: 0)
        }
        return out
    }

    /// The input line and its hint under it, while the person is writing or picking a phrase.
    static func drawInput(_ model: TableScreenModel, into canvas: inout Canvas, layout: TableLayout, glyphs: Glyphs, text: Text) {
        guard let input = model.chat.input else { return }
        let x = layout.x, y = layout.y + layout.helpY, width = layout.width, d = glyphs.dot
        let (line, hint): (String, String)
        switch input {
        case let .typing(typed):
            // The end of a long line stays in view, with the place the next letter goes.
            let say = " \(text(.chatSay)) ", room = width - 2 - say.count
            let shown = typed.columns < room ? typed : glyphs.ellipsis + typed.suffix(columns: room - glyphs.ellipsis.count - 1)
            line = say + shown + "_"
            hint = " " + text(.chatTypingHint, ["dot": d])
        case .quickPhrases:
            line = " \(text(.chatSay)) " + QuickPhrase.allCases.map { "\($0.rawValue) \($0.text)" }.joined(separator: "   ")
            hint = " " + text(.chatPhrasesHint, ["dot": d])
        }
        canvas.put(String(repeating: " ", count: width), x: x, y: y)
        canvas.put(line, x: x, y: y, style: .bold)
        canvas.put(String(repeating: " ", count: width), x: x, y: y + 1)
        canvas.put(hint, x: x, y: y + 1, style: .dim)
    }
}
