/// The few non-letter characters the screens use, with ASCII stand-ins for terminals that are not
/// UTF-8 (and for `--ascii`).
struct Glyphs {
    let dot, dash, arrow, ellipsis, times, back, marker, leftRight, rule: String

    init(unicode: Bool) {
        if unicode {
            (dot, dash, arrow, ellipsis, times, back, marker, leftRight, rule) = ("·", "–", "→", "…", "×", "▮", "▲", "←/→", "─")
        } else {
            (dot, dash, arrow, ellipsis, times, back, marker, leftRight, rule) = ("-", "-", "->", "...", "x", "#", "^", "Left/Right", "-")
        }
    }
}
