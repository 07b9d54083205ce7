import BriscolaAI
import BriscolaCore

/// Wins, draws and losses with average points: against people by name, against the computer by
/// level (a computer's name depends on the language it was played in; its level does not).
public struct HistoryStats: Sendable, Equatable {
    /// One row of the table: an opponent (or level) and how the games against it went.
    public struct Line: Sendable, Equatable {
        /// A person's name, or a level's file spelling (`hard`) for a line of `byLevel`.
        public var label: String
        public var wins = 0, draws = 0, losses = 0, abandoned = 0
        var points = 0
        public var games: Int { wins + draws + losses }
        public var averagePoints: Double { games == 0 ? 0 : Double(points) / Double(games) }
    }

    public private(set) var byOpponent: [Line] = []
    public private(set) var byLevel: [Line] = []

    /// The label of the line for computer players other tables seated (their level untold).
    public static let otherTables = SeatKind.computer.rawValue

    /// Nothing to show: no match against anyone.
    public var isEmpty: Bool { byOpponent.isEmpty && byLevel.isEmpty }

    /// Tallies matches from the point of view of the seat that saved them.
    public init(_ matches: [StoredMatch]) {
        var opponents: [String: Line] = [:], levels: [String: Line] = [:]
        for match in matches {
            // Every opponent at the table counts the match once (both others with three players,
            // the other team with four): a person by name, a computer by its level, once a level.
            var named: [String] = []
            for seat in match.opposingSeats where !match.info.seats[seat].kind.isComputer {
                let name = match.info.seats[seat].name
                guard !named.contains(name) else { continue }
                named.append(name)
                Self.tally(match, into: &opponents[name, default: Line(label: name)])
            }
            var counted: [String] = []
            for seat in match.opposingSeats {
                let kind = match.info.seats[seat].kind
                guard kind.isComputer else { continue }
                let level = kind.level?.rawValue ?? Self.otherTables
                guard !counted.contains(level) else { continue }
                counted.append(level)
                Self.tally(match, into: &levels[level, default: Line(label: level)])
            }
        }
        // Sorted by label so the output is stable.
        byOpponent = opponents.values.sorted { $0.label < $1.label }
        byLevel = (Level.allCases.map(\.rawValue) + [Self.otherTables]).compactMap { levels[$0] }
    }

    static func tally(_ match: StoredMatch, into line: inout Line) {
        let record = match.record
        guard let result = record.result.result, let variant = Variant(rawValue: record.variant) else {
            line.abandoned += 1
            return
        }
        let mine = variant.side(of: match.info.mySeat)
        line.points += record.scores.indices.contains(mine) ? record.scores[mine] : 0
        switch result.outcome(for: mine) {
        case .won: line.wins += 1
        case .draw: line.draws += 1
        case .lost: line.losses += 1
        }
    }
}
