import BriscolaCore
import BriscolaText
import Foundation

extension HistoryStats {
    /// The tally as `history stats` prints it: people by name, then the computer by level, in
    /// the words of `text`'s language (English unless told); a section with no line is left out.
    /// With `plain` (a terminal whose locale is not UTF-8) every line is ASCII, its labels made
    /// ASCII before they are measured, so the columns still line up.
    public func text(_ text: Text = Text(.english), plain: Bool = false) -> String {
        var lines: [String] = []
        if !byOpponent.isEmpty { lines += [text(.statsByOpponent)] + byOpponent.map { Self.line($0, text, plain: plain) } }
        if !byLevel.isEmpty { lines += [text(.statsByLevel)] + byLevel.map { Self.line(Self.named($0, text), text, plain: plain) } }
        if !byRole.isEmpty { lines += [text(.statsByRole)] + byRole.map { Self.roleLine($0, text) } }
        let joined = lines.joined(separator: "\n")
        return plain ? joined.asciiPunctuation() : joined
    }

    /// A level's line labelled in the language of `text` ("difficile"; "normal (network)" for a
    /// level's computer players at network tables).
    static func named(_ line: Line, _ text: Text) -> Line {
        let network = Level.allCases.first { atNetworkTables($0) == line.label }
        let words = network.map { text(.statsNetworkLevel, ["level": text.levelName($0)]) }
            ?? Level(rawValue: line.label).map(text.levelName) ?? (line.label == otherTables ? text(.statsNetwork) : nil)
        guard let words else { return line }
        var named = line
        named.label = words
        return named
    }

    /// One line: the label in 20 columns (cut with "…"; a wide name measured as the terminal draws
    /// it), the counts and the average points.
    static func line(_ line: Line, _ text: Text, plain: Bool = false) -> String {
        let name = plain ? line.label.asciiPunctuation() : line.label, ellipsis = plain ? "..." : "…"
        let label = TerminalColumns.of(name) > 20 ? TerminalColumns.prefix(name, width: 20 - ellipsis.count) + ellipsis : name
        let padded = label + String(repeating: " ", count: max(0, 20 - TerminalColumns.of(label)))
        let abandoned = line.abandoned > 0 ? text(.statsAbandoned, ["count": "\(line.abandoned)"]) : ""
        guard line.games > 0 else { return text(.statsLineNoGames, ["label": padded, "abandoned": abandoned]) }
        return text(.statsLine, ["label": padded, "wins": "\(line.wins)", "draws": "\(line.draws)", "losses": "\(line.losses)",
                                 "average": text.decimal(line.averagePoints), "abandoned": abandoned])
    }

    /// A role's line: its name in `text`'s words, games won and lost, the average deal score.
    static func roleLine(_ line: Line, _ text: Text) -> String {
        let phrase: Phrase = switch ChiamataRole(rawValue: line.label) {
        case .caller?: .fiveRoleCaller
        case .partner?: .fiveRolePartner
        case .defender?, nil: .fiveRoleOther
        }
        let label = text(phrase), padded = label + String(repeating: " ", count: max(0, 20 - TerminalColumns.of(label)))
        let abandoned = line.abandoned > 0 ? text(.statsAbandoned, ["count": "\(line.abandoned)"]) : ""
        guard line.games > 0 else { return text(.statsLineNoGames, ["label": padded, "abandoned": abandoned]) }
        return text(.statsRoleLine, ["label": padded, "wins": "\(line.wins)", "losses": "\(line.losses)",
                                     "average": text.decimal(line.averagePoints), "abandoned": abandoned])
    }
}
