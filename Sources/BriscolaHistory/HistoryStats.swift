import BriscolaCore

/// Wins, draws and losses with average points: against people by name, against the computer by
/// level (a computer's name depends on the language it was played in; its level does not).
public struct HistoryStats: Sendable, Equatable {
    /// One row of the table: an opponent (or level) and how the games against it went.
    public struct Line: Sendable, Equatable {
        /// A person's name, or for a line of `byLevel` a level's file spelling (`hard`), the same at
        /// network tables (`atNetworkTables`), or `otherTables`.
        public var label: String
        public var wins = 0, draws = 0, losses = 0, abandoned = 0
        var points = 0
        public var games: Int { wins + draws + losses }
        public var averagePoints: Double { games == 0 ? 0 : Double(points) / Double(games) }
    }

    public private(set) var byOpponent: [Line] = []
    public private(set) var byLevel: [Line] = []
    /// Five-player games by the saver's part in them (caller, partner, other; `ChiamataRole`'s
    /// spelling): won or lost by the deal score, whose average the line's points hold.
    public private(set) var byRole: [Line] = []

    /// The label of the line for computer players other tables seated (their level untold).
    public static let otherTables = SeatKind.computer.rawValue

    /// The label of the line for a level's computer players at network tables (a host's own, a
    /// `bot` of known level): "lan:normal", apart from the games against that level here.
    public static func atNetworkTables(_ level: Level) -> String { "\(MatchInfo.Mode.lan.rawValue):\(level.rawValue)" }

    /// The line a computer seat counts on: its level (at a network table, the level's line for
    /// such tables), or the line for levels untold.
    static func levelLabel(_ kind: SeatKind, mode: MatchInfo.Mode) -> String {
        guard let level = kind.level else { return otherTables }
        return mode == .lan ? atNetworkTables(level) : level.rawValue
    }

    /// Nothing to show: no match against anyone.
    public var isEmpty: Bool { byOpponent.isEmpty && byLevel.isEmpty && byRole.isEmpty }

    /// Tallies matches from the point of view of the seat that saved them.
    public init(_ matches: [StoredMatch]) {
        var opponents: [String: Line] = [:], levels: [String: Line] = [:]
        var roles: [String: Line] = [:]
        for match in matches {
            // Five players: no fixed opponents; counted by the part the saver played.
            if match.record.variant == Variant.five.players {
                Self.tallyRole(match, into: &roles)
                continue
            }
            // Every opponent at the table counts the match once (both others with three players,
            // the other team with four): a person by name, a computer by its level, once a level.
            var people: [(label: String, seats: [Int])] = [], computers: [(label: String, seats: [Int])] = []
            for seat in match.opposingSeats {
                let kind = match.info.seats[seat].kind
                let label = kind.isComputer ? Self.levelLabel(kind, mode: match.info.mode) : match.info.seats[seat].name
                if kind.isComputer { Self.add(seat, as: label, to: &computers) } else { Self.add(seat, as: label, to: &people) }
            }
            for person in people { Self.tally(match, against: person.seats, into: &opponents[person.label, default: Line(label: person.label)]) }
            for level in computers { Self.tally(match, against: level.seats, into: &levels[level.label, default: Line(label: level.label)]) }
        }
        // Sorted by label so the output is stable.
        byOpponent = opponents.values.sorted { $0.label < $1.label }
        byRole = [ChiamataRole.caller, .partner, .defender].compactMap { roles[$0.rawValue] }
        byLevel = (Level.allCases.map(\.rawValue) + Level.allCases.map(Self.atNetworkTables) + [Self.otherTables]).compactMap { levels[$0] }
    }

    static func add(_ seat: Int, as label: String, to groups: inout [(label: String, seats: [Int])]) {
        if let index = groups.firstIndex(where: { $0.label == label }) { groups[index].seats.append(seat) } else { groups.append((label, [seat])) }
    }

    /// Counts a match against the opponent who sat at `seats` (one person, a level's computers or
    /// a team): a win if the saver's side took more points than each of them, a draw if as many as
    /// the best, else a loss — so with three players, beating the other loser counts as a win
    /// against that player even though neither of you won the game.
    static func tally(_ match: StoredMatch, against seats: [Int], into line: inout Line) {
        let record = match.record, scores = record.scores
        guard record.result.result != nil, let variant = Variant(rawValue: record.variant),
              case let sides = ([match.info.mySeat] + seats).map(variant.side(of:)),
              sides.allSatisfy(scores.indices.contains) else {
            line.abandoned += 1
            return
        }
        let mine = scores[sides[0]], best = sides.dropFirst().map { scores[$0] }.max() ?? 0
        line.points += mine
        switch GameResult(scores: [mine, best]).outcome(for: 0) {
        case .won: line.wins += 1
        case .draw: line.draws += 1
        case .lost: line.losses += 1
        }
    }
}
