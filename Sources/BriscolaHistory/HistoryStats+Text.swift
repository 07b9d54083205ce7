import Foundation

extension HistoryStats {
    /// The tally as `history stats` prints it: by opponent, then by emulator level.
    public var text: String {
        var lines = ["By opponent:"] + byOpponent.map(Self.text)
        if !byLevel.isEmpty { lines += ["By emulator level:"] + byLevel.map(Self.text) }
        return lines.joined(separator: "\n")
    }

    /// One line: the label in 20 columns (cut with "…"), the counts and the average points.
    static func text(_ line: Line) -> String {
        let label = line.label.count > 20 ? String(line.label.prefix(19)) + "…" : line.label
        let padded = label + String(repeating: " ", count: max(0, 20 - label.count))
        let extra = line.abandoned > 0 ? ", \(line.abandoned) abandoned" : ""
        return "  \(padded) \(line.wins) won, \(line.draws) drawn, \(line.losses) lost · average \(String(format: "%.1f", line.averagePoints)) points\(extra)"
    }
}
