/// The few non-letter characters the screens use, with ASCII stand-ins for terminals that are not
/// UTF-8 (and for `--ascii`).
struct Glyphs {
    let dot, dash, arrow, ellipsis, times, back, marker, leftRight, rule: String
    /// Marks the selected line of a list.
    let pointer: String

    init(unicode: Bool) {
        if unicode {
            (dot, dash, arrow, ellipsis, times, back, marker, leftRight, rule) = ("·", "–", "→", "…", "×", "▮", "▲", "←/→", "─")
            pointer = "›"
        } else {
            (dot, dash, arrow, ellipsis, times, back, marker, leftRight, rule) = ("-", "-", "->", "...", "x", "#", "^", "Left/Right", "-")
            pointer = ">"
        }
    }
}
