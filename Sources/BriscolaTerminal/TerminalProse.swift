/// Prose for a terminal window narrower than its lines: each line broken at spaces to the
/// window's width, as a screen would, so the terminal does not break a word ("hist" / "ory") or a
/// prompt's choices ("[S" / "/n]") where the edge falls.
public enum TerminalProse {
    /// `text` with every line longer than `width` columns broken at spaces; a prompt's trailing
    /// space is kept. Widths under 20 columns leave the text as it is (the terminal does better).
    public static func fitted(_ text: String, width: Int) -> String {
        guard width >= 20 else { return text }
        let trailing = String(text.reversed().prefix { $0 == " " })
        let body = text.dropLast(trailing.count)
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line)
            return line.columns <= width ? line : line.wrapped(width: width, lines: .max).joined(separator: "\n")
        }
        return lines.joined(separator: "\n") + trailing
    }
}
