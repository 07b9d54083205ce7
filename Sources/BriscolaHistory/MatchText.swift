import BriscolaCore
import BriscolaText
import Foundation

/// How stored matches read as text: one place, so the list, `show`, `export` and the menu agree.
/// Each takes the words of the language to print in (English unless told); `outcome` is the
/// language-free spelling JSON uses.
public enum MatchText {
    /// When a match was played, to the minute, in local time.
    public static func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    /// "won", "drawn", "lost" from the saver's side, or "abandoned".
    public static func outcome(_ match: StoredMatch) -> String {
        let record = match.record, info = match.info
        guard let result = record.result.result, let variant = Variant(rawValue: record.variant) else { return "abandoned" }
        return result.outcome(for: variant.side(of: info.mySeat)).rawValue
    }

    /// The scores with the saver's side first, e.g. "74–46".
    public static func score(_ match: StoredMatch) -> String {
        let mine = Variant(rawValue: match.record.variant).map { $0.side(of: match.info.mySeat) } ?? 0
        return ScoreOrder.mineFirst(match.record.scores, side: mine).map(String.init).joined(separator: "–")
    }

    /// The scores for a line that has room for names: with three players each other's beside
    /// their name, "12 (Bruno 46, Carla 62)" (three bare numbers do not say whose is whose);
    /// otherwise as `score`.
    public static func namedScore(_ match: StoredMatch) -> String {
        let scores = match.record.scores
        guard match.record.variant == 3, scores.count == 3 else { return score(match) }
        let others = match.opposingSeats.map { "\(match.info.seats[safe: $0]?.name ?? "?") \(scores[safe: $0] ?? 0)" }
        return "\(scores[safe: match.info.mySeat] ?? 0) (\(others.joined(separator: ", ")))"
    }

    /// Whom the saver played against, in a sentence: "Bruno", "Bruno and Carla"; with four the
    /// other team, and the partner named too when `partner` ("Bea and Dan (with Carla)").
    static func against(_ match: StoredMatch, _ text: Text, partner: Bool) -> String {
        let opponents = text.list(match.opponentNames)
        guard partner, let name = partnerName(match) else { return opponents }
        return text(.matchWithPartner, ["opponents": opponents, "partner": name])
    }

    /// Every side's points by name, in seat order ("Anna 97, Bruno 23"; with four "Anna + Carla 64,
    /// Bruno + Dario 56"): bare numbers read mine-first in the list but by seat here.
    static func sideScores(_ match: StoredMatch) -> String {
        let seats = match.info.seats.map(\.name), scores = match.record.scores
        return scores.indices.map { side in
            let name = match.record.variant == 4 ? "\(seats[safe: side] ?? "?") + \(seats[safe: side + 2] ?? "?")" : seats[safe: side] ?? "?"
            return "\(name) \(scores[side])"
        }.joined(separator: ", ")
    }

    /// The saver's partner with four players (across the table), else nil.
    static func partnerName(_ match: StoredMatch) -> String? {
        match.record.variant == 4 ? match.info.seats[safe: (match.info.mySeat + 2) % 4]?.name : nil
    }

    /// The outcome in words: "won", "drawn", "lost", "abandoned" ("vinta", "pari", …).
    public static func outcomeWords(_ match: StoredMatch, _ text: Text) -> String {
        switch outcome(match) {
        case Outcome.won.rawValue: text(.matchWon)
        case Outcome.draw.rawValue: text(.matchDrawn)
        case Outcome.lost.rawValue: text(.matchLost)
        default: text(.matchAbandoned)
        }
    }

    /// Where the match was played ("local", "LAN"; "locale", "in rete"); against the computer, its
    /// level too ("local, expert"), so an expert's win does not read like an easy one's.
    /// At a network table, "computer" too when a program sat at it, opponent or partner (a `bot
    /// host`'s seat bears a name like a person's): every seat's history says it alike.
    public static func mode(_ match: StoredMatch, _ text: Text) -> String {
        guard match.info.mode == .local else {
            let computer = match.info.seats.indices.contains { $0 != match.info.mySeat && match.info.seats[$0].kind.isComputer }
            return computer ? text(.modeLAN) + ", " + text(.modeComputer) : text(.modeLAN)
        }
        // Every level is said, the emulator's too: a list that said it for all but one read as if
        // those games had none.
        guard let level = localLevel(match) else { return text(.modeLocal) }
        return text(.modeLocal) + ", " + text.levelName(level)
    }

    /// The level of the computer opponents of a game played on this machine (nil: a network
    /// table, or no seat with a level).
    public static func localLevel(_ match: StoredMatch) -> Level? {
        guard match.info.mode == .local else { return nil }
        return match.opposingSeats.lazy.compactMap { match.info.seats[$0].kind.level }.first
    }

    /// Everyone who played against me, by seat: one name with two players, both others with
    /// three, the other team with four (my partner is not an opponent).
    public static func opponents(_ match: StoredMatch) -> String {
        match.opponentNames.joined(separator: ", ")
    }

    /// One line per match, for `history list` and the head of `replay --plain`; `idWidth` pads
    /// the number so a list's columns line up ("#9 " above "#10").
    public static func line(_ match: StoredMatch, _ text: Text = Text(.english), idWidth: Int = 0) -> String {
        let match = match.named(in: text)
        let id = "\(match.id)"
        return text(.matchLine, ["id": id + String(repeating: " ", count: max(0, idWidth - id.count)), "date": date(match.info.playedAt), "opponent": against(match, text, partner: true),
                                 "outcome": outcomeWords(match, text), "score": namedScore(match), "mode": mode(match, text),
                                 "players": "\(match.record.variant)"])
    }

    /// One sentence to share (`export --format text`).
    /// With four, the saver's partner is named beside them; a game cut off says so.
    public static func share(_ match: StoredMatch, _ text: Text = Text(.english)) -> String {
        let match = match.named(in: text)
        let info = match.info
        var name = info.seats[safe: info.mySeat]?.name ?? text(.matchShareMe)
        if let partner = partnerName(match) {
            name = text(.matchShareWithPartner, ["name": name, "partner": partner])
        }
        let words = ["date": date(info.playedAt), "name": name, "outcome": outcomeWords(match, text), "score": namedScore(match),
                     "opponent": against(match, text, partner: false)]
        return text(match.record.result.result == nil ? .matchShareAbandoned : .matchShare, words)
    }

    /// The whole match: players, trump, every trick (`history show`).
    public static func full(_ match: StoredMatch, _ text: Text = Text(.english)) -> String {
        let match = match.named(in: text)
        let record = match.record, info = match.info
        let names = info.seats.map(\.name)
        var lines = [text(.matchHead, ["id": "\(match.id)", "date": date(info.playedAt), "mode": mode(match, text),
                                       "players": "\(record.variant)", "outcome": outcomeWords(match, text), "score": namedScore(match)])]
        for (seat, player) in info.seats.enumerated() {
            let kind = seat == info.mySeat ? text(.matchSeatYou) : kindWords(player.kind, text)
            // Seats numbered as the waiting room and `bot join --seat` number them (the first is 1).
            lines.append(text(.matchSeat, ["seat": "\(seat + 1)", "name": player.name, "kind": kind]))
        }
        lines.append(text(.matchTrump, ["card": record.trump.map(text.card) ?? "-", "dealer": names[safe: record.dealer] ?? "?"]))
        lines += fiveLines(record, names: names, text).map { "  " + $0 }
        if let note = unfinishedNote(record, text) { lines.append("  " + note) }
        for (number, trick) in record.tricks.enumerated() {
            let cards = trick.cards.enumerated().map { "\(names[safe: trick.seat(at: $0.offset, players: record.variant)] ?? "?"): \(text.card($0.element))" }
            lines.append("  \(String(number + 1).leftPad(2)). \(cards.joined(separator: ", ")) → \(names[safe: trick.winner] ?? "?") +\(trick.points)")
        }
        // A trick an abandoned game left unfinished: its cards, after those taken.
        let left = record.actions.dropFirst(record.tricks.reduce(0) { $0 + $1.cards.count })
        if !left.isEmpty {
            let cards = left.map { "\(names[safe: $0.seat] ?? "?"): \(text.card($0.card))" }
            lines.append("  " + text(.replayUnfinishedTrick, ["cards": cards.joined(separator: ", ")]))
        }
        lines.append(text(.matchScores, ["scores": sideScores(match)]))
        // The figures another program checks the game by, last and said to be for that; a hidden
        // deal has no deck seed to show.
        let hash = String(record.stateHash.prefix(16))
        lines.append(record.seed.map { text(.matchCheck, ["seed": $0, "hash": hash]) } ?? text(.matchCheckHash, ["hash": hash]))
        return lines.joined(separator: "\n")
    }

    /// Who sat at a seat, in words (a computer's level in the reader's language).
    static func kindWords(_ kind: SeatKind, _ text: Text) -> String {
        switch kind {
        case .human: text(.kindHuman)
        case .remote: text(.kindRemote)
        case .computer: text(.kindComputer)
        case let .emulator(level): text(.kindEmulator, ["level": text.levelName(level)])
        }
    }

    /// Said of a match left before its first trick was taken (it has no trick lines to show).
    static func unfinishedNote(_ record: GameRecord, _ text: Text = Text(.english)) -> String? {
        guard record.tricks.isEmpty else { return nil }
        switch record.actions.count {
        case 0: return text(.replayNoCards)
        case 1: return text(.replayOneCard)
        default: return text(.replayCards, ["count": "\(record.actions.count)"])
        }
    }

    /// A small table of points and tricks (`export --format markdown`).
    public static func markdown(_ match: StoredMatch, _ text: Text = Text(.english)) -> String {
        let match = match.named(in: text)
        let record = match.record, info = match.info
        var lines = [text(.matchMarkdownHead, ["date": date(info.playedAt), "outcome": outcomeWords(match, text), "score": score(match)]),
                     "", text(.matchMarkdownColumns), "|---|---|---|"]
        for (seat, player) in info.seats.enumerated() {
            lines.append("| \(player.name) | \(record.pointsWon(by: seat)) | \(record.tricksWon(by: seat)) |")
        }
        // With four the points are the teams': who played with whom, and each team's total.
        if record.variant == 4, info.seats.count == 4, (0..<4).contains(info.mySeat) {
            let team = { (first: Int) in (info.seats[first].name + " + " + info.seats[(first + 2) % 4].name,
                                          record.pointsWon(by: first) + record.pointsWon(by: (first + 2) % 4)) }
            let (us, ours) = team(info.mySeat), (them, theirs) = team((info.mySeat + 1) % 4)
            lines += ["", text(.matchMarkdownTeams, ["us": us, "ours": "\(ours)", "them": them, "theirs": "\(theirs)"])]
        }
        return lines.joined(separator: "\n")
    }
}

extension Array {
    /// The element at `index`, or nil: names come from stored data that may be short.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension String {
    /// Right-aligns in `width` columns.
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
