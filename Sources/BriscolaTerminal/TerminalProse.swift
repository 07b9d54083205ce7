/// Prose for a terminal window narrower than its lines: each line broken at spaces to the
/// window's width, as a screen would, so the terminal does not break a word ("hist" / "ory") or a
/// prompt's choices ("[S" / "/n]") where the edge falls.
public enum TerminalProse {
    /// `text` with every line longer than `width` columns broken at spaces, the parts after the
    /// first indented as the line was (columns of a listing keep their spacing); a prompt's
    /// trailing space is kept. Widths under 20 columns leave the text as it is.
    public static func fitted(_ text: String, width: Int) -> String {
        guard width >= 20 else { return text }
        let trailing = String(text.reversed().prefix { $0 == " " })
        let body = text.dropLast(trailing.count)
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { broken(String($0), width: width) }
        return lines.joined(separator: "\n") + trailing
    }

    /// One line broken at the last space that fits, again and again; a word wider than the
    /// window is left whole (the terminal breaks it).
    static func broken(_ line: String, width: Int) -> String {
        guard line.columns > width else { return line }
        let indent = String(line.prefix { $0 == " " })
        guard indent.count < width / 2 else { return line }
        var parts: [String] = [], rest = line
        for _ in 0..<1000 where rest.columns > width {
            let head = rest.prefix(columns: width + 1)
            // The last space after the indent (a break inside the indent would make an empty line).
            guard let found = head.dropFirst(indent.count).lastIndex(of: " ") else { break }
            let space = rest.index(rest.startIndex, offsetBy: head.distance(from: head.startIndex, to: found))
            parts.append(String(rest[..<space]).trailingSpacesDropped)
            rest = indent + String(rest[rest.index(after: space)...].drop { $0 == " " })
        }
        return (parts + [rest]).joined(separator: "\n")
    }
}

extension String {
    /// The text without the spaces at its end.
    var trailingSpacesDropped: String { String(reversed().drop { $0 == " " }.reversed()) }
}
