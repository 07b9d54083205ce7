import BriscolaText

/// Text made to fit a width on screen: broken at spaces into lines, or cut with an ellipsis where
/// only a label fits. A word is never cut in the middle unless it alone is wider than a line.
extension String {
    /// The columns the text takes on a terminal (a Chinese or Japanese character takes two).
    var columns: Int { TerminalColumns.of(self) }

    /// The longest start of the text that fits in `width` columns.
    func prefix(columns width: Int) -> String { TerminalColumns.prefix(self, width: width) }

    /// The longest end of the text that fits in `width` columns.
    func suffix(columns width: Int) -> String {
        String(String(reversed()).prefix(columns: width).reversed())
    }

    /// The text with spaces after it up to `width` columns (unchanged if it is as wide already).
    func padded(toColumns width: Int) -> String { self + String(repeating: " ", count: max(0, width - columns)) }

    /// The text in lines of at most `width` columns, broken at spaces (never at a no-break space,
    /// which comes out as a space); at most `lines` of them, the last ending in "…" when the text goes on.
    func wrapped(width: Int, lines: Int) -> [String] {
        wrappedKeepingNoBreaks(width: width, lines: lines).map { $0.replacingOccurrences(of: "\u{A0}", with: " ") }
    }

    /// A phrase that must stay on one line when wrapped ("(Join a table by address)").
    var unbroken: String { replacingOccurrences(of: " ", with: "\u{A0}") }

    private func wrappedKeepingNoBreaks(width: Int, lines: Int) -> [String] {
        guard width > 0, lines > 0 else { return [] }
        if columns <= width, !isEmpty { return [self] }
        var out: [String] = [], current = ""
        for word in split(separator: " ") {
            var word = String(word)
            if !current.isEmpty, current.columns + 1 + word.columns > width {
                out.append(current)
                current = ""
            }
            while word.columns > width {
                let head = word.prefix(columns: width)
                out.append(head)
                word = String(word.dropFirst(max(1, head.count)))
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { out.append(current) }
        guard out.count > lines else { return out }
        var kept = Array(out.prefix(lines))
        kept[lines - 1] = kept[lines - 1].prefix(columns: width - 1) + "…"
        return kept
    }

    /// A name in at most `width` columns, cut in the middle so its end still tells "Emulatore A"
    /// from "Emulatore B": a short last word stays whole ("Emulat… A"; a seat tag, "Gianmar… (2)"),
    /// else the last letter ("Giovann…a").
    func shortened(to width: Int, glyphs: Glyphs) -> String {
        guard columns > width, width >= 3, let last = last else { return clipped(to: width, glyphs: glyphs) }
        let mark = glyphs.ellipsis.count == 1 ? glyphs.ellipsis : "."
        if let space = lastIndex(of: " ") {
            let head = String(self[..<space]), tail = String(self[index(after: space)...])
            let room = width - 2 - tail.columns
            if (1...3).contains(tail.columns), room >= 3 { return head.prefix(columns: room) + mark + " " + tail }
        }
        return prefix(columns: width - 1 - String(last).columns) + mark + String(last)
    }

    /// The text cut to `width` columns, the last one an ellipsis when cut (never after a space or
    /// a comma: "vs Emulatore…", not "vs Emulatore …").
    func clipped(to width: Int, glyphs: Glyphs) -> String {
        guard columns > width else { return self }
        // In ASCII "..." where there is room for it: a lone "." read as an abbreviation ("Car.").
        let mark = glyphs.ellipsis.count == 1 || width < 6 ? String(glyphs.ellipsis.prefix(1)) : glyphs.ellipsis
        var kept = prefix(columns: width - mark.count)
        while let last = kept.last, last == " " || last == "," { kept.removeLast() }
        return (kept.isEmpty ? prefix(columns: width - mark.count) : kept) + mark
    }
}
