import BriscolaText

/// The few non-letter characters the screens use, with ASCII stand-ins for terminals that are not
/// UTF-8 (and for `--ascii`).
struct Glyphs {
    let dot, dash, arrow, ellipsis, times, back, marker, rule: String
    /// Marks the selected line of a list.
    let pointer: String
    let unicode: Bool

    init(unicode: Bool) {
        self.unicode = unicode
        if unicode {
            (dot, dash, arrow, ellipsis, times, back, marker, rule) = ("·", "–", "→", "…", "×", "▮", "▲", "─")
            pointer = "›"
        } else {
            (dot, dash, arrow, ellipsis, times, back, marker, rule) = ("-", "-", "->", "...", "x", "#", "^", "-")
            pointer = ">"
        }
    }

    /// The left and right arrow keys in a key hint: arrows, or in ASCII their names in the
    /// language of `text` ("Left/Right", "Sinistra/Destra").
    func leftRight(_ text: Text) -> String { unicode ? "←/→" : text(.asciiLeftRight) }
}
