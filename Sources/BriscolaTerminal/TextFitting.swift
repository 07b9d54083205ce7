/// Text made to fit a width on screen: broken at spaces into lines, or cut with an ellipsis where
/// only a label fits. A word is never cut in the middle unless it alone is wider than a line.
extension String {
    /// The text in lines of at most `width` characters, broken at spaces; at most `lines` of them,
    /// the last ending in "…" when the text goes on.
    func wrapped(width: Int, lines: Int) -> [String] {
        guard width > 0, lines > 0 else { return [] }
        if count <= width, !isEmpty { return [self] }
        var out: [String] = [], current = ""
        for word in split(separator: " ") {
            var word = Substring(word)
            if !current.isEmpty, current.count + 1 + word.count > width {
                out.append(current)
                current = ""
            }
            while word.count > width {
                out.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { out.append(current) }
        guard out.count > lines else { return out }
        var kept = Array(out.prefix(lines))
        kept[lines - 1] = String(kept[lines - 1].prefix(width - 1)) + "…"
        return kept
    }

    /// The text cut to `width` characters, the last one an ellipsis when cut.
    func clipped(to width: Int, glyphs: Glyphs) -> String {
        guard count > width else { return self }
        let mark = glyphs.ellipsis.count == 1 ? glyphs.ellipsis : "."
        return String(prefix(width - 1)) + mark
    }
}
