import BriscolaTestSupport
import BriscolaAI
import BriscolaCore
import BriscolaHistory
import BriscolaText
import Foundation
import Testing

/// What `history show`, `history export` and the list print for a stored match.
@Suite struct MatchTextTests {
    /// A card code as the wire writes it (`9C`, `10D`), standing alone.
    func codes(in text: String) throws -> [String] {
        try text.matches(of: Regex(#"\b(10|[1-9])[CDSB]\b"#)).map { String(text[$0.range]) }
    }

    func stored(_ record: GameRecord, _ info: MatchInfo) -> StoredMatch { StoredMatch(id: 7, record: record, info: info) }

    /// In a list, numbers of fewer digits are padded so the dates line up ("#7 " above "#10").
    @Test func aListsNumbersLineUp() throws {
        let (record, info) = try sampleMatch(4)
        let seven = MatchText.line(stored(record, info), idWidth: 2)
        let ten = MatchText.line(StoredMatch(id: 10, record: record, info: info), idWidth: 2)
        #expect(seven.hasPrefix("#7   2") && ten.hasPrefix("#10  2"), "\(seven)\n\(ten)")
        #expect(seven.firstIndex(of: "v").map { seven.distance(from: seven.startIndex, to: $0) }
                == ten.firstIndex(of: "v").map { ten.distance(from: ten.startIndex, to: $0) })
    }

    @Test func showNamesEveryCardAsTheTableDoes() throws {
        let (record, info) = try sampleMatch(4)
        let lines = MatchText.full(stored(record, info)).split(separator: "\n").map(String.init)
        let trickLines = lines.filter { $0.contains("→") }
        #expect(trickLines.count == record.tricks.count)
        // Seats are numbered from 1, as the waiting room numbers them.
        #expect(lines.contains("  seat 1: Ada (you)") && lines.contains { $0.hasPrefix("  seat 2: Computer (") }, "\(lines)")
        for (line, trick) in zip(trickLines, record.tricks) {
            for (offset, card) in trick.cards.enumerated() {
                let seat = trick.seat(at: offset, players: record.variant)
                #expect(line.contains("\(info.seats[seat].name): \(card.name())"), "\(line)")
            }
            #expect(try codes(in: line).isEmpty, "a card code in: \(line)")
        }
    }

    @Test func exportsToShareNameNoCardByCode() throws {
        let (record, info) = try sampleMatch(5)
        let match = stored(record, info)
        #expect(try codes(in: MatchText.share(match)).isEmpty)
        #expect(try codes(in: MatchText.markdown(match)).isEmpty)
    }

    /// The list names every opponent, and with four the partner apart from them; the shared
    /// sentence names the opponents; with three the score says whose points are whose.
    @Test(arguments: [
        (3, 1, "vs Ada and Carla", "Ada and Carla", "0 (Ada 0, Carla 0)"), (4, 0, "vs Bea and Dan (with Carla)", "Bea and Dan", "0–0"),
        (4, 3, "vs Ada and Carla (with Bea)", "Ada and Carla", "0–0"), (2, 1, "vs Ada", "Ada", "0–0"),
    ])
    func theListNamesEveryOpponentAndThePartnerApart(_ players: Int, _ mySeat: Int, _ expected: String, _ against: String, _ score: String) throws {
        let variant = try #require(Variant(rawValue: players))
        let setup = GameSetup(variant: variant, dealer: 0, seed: Seed(3))
        let record = try GameLog.replaying(setup, seed: Seed(3), []).get().record
        let names = ["Ada", "Bea", "Carla", "Dan"].prefix(players)
        let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .lan,
                             seats: names.map { ($0, SeatKind.remote) }, mySeat: mySeat)
        let line = MatchText.line(stored(record, info))
        #expect(line.contains("  \(expected)  "), "\(line)")
        // (Nothing was played: the line says it was abandoned at 0–0.)
        let share = MatchText.share(stored(record, info))
        #expect(share.contains("against \(against), abandoned at \(score)."), "\(share)")
    }

    /// With four, the sentence names the partner too and the markdown adds up each team.
    @Test func aTeamGameIsSharedAsATeams() throws {
        let setup = GameSetup(variant: .four, dealer: 0, seed: Seed(9))
        var state = GameState(setup: setup), actions: [Action] = []
        while !state.isFinished {
            let action = Action(seat: state.turn, card: state.hands[state.turn][0])
            try state.apply(action)
            actions.append(action)
        }
        let record = try GameLog.replaying(setup, seed: Seed(9), actions).get().record
        let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .local,
                             seats: [("Ada", .human), ("Bea", .emulator(.normal)), ("Carla", .emulator(.normal)), ("Dan", .emulator(.normal))],
                             mySeat: 0)
        let match = stored(record, info)
        let share = MatchText.share(match)
        #expect(share.contains(": Ada and Carla \(MatchText.outcomeWords(match, Text(.english))) \(MatchText.score(match)) against Bea and Dan."), "\(share)")
        #expect(MatchText.line(match).contains("  vs Bea and Dan (with Carla)  "), "\(MatchText.line(match))")
        let ours = record.pointsWon(by: 0) + record.pointsWon(by: 2)
        #expect(MatchText.markdown(match).hasSuffix("Teams: Ada + Carla \(ours), Bea + Dan \(120 - ours)"), "\(MatchText.markdown(match))")
        #expect(MatchText.share(match, Text(.italian)).contains(": Ada e Carla contro Bea e Dan"), "\(MatchText.share(match, Text(.italian)))")
    }

    /// Names this program gave are read in the reader's language, whatever language saved them;
    /// a person's own name never changes.
    @Test func givenNamesAreReadInTheReadersLanguage() throws {
        let (record, _) = try sampleMatch(4)
        let italian = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .local,
                                seats: [("Tu", .human), ("Emulatore", .emulator(.normal))], mySeat: 0)
        let line = MatchText.line(stored(record, italian), Text(.english))
        // An older version's "Emulatore" is the computer's name now.
        #expect(line.contains("vs Computer ") && !line.contains("Emulatore"), "\(line)")
        #expect(MatchText.full(stored(record, italian), Text(.english)).contains("seat 1: You (you)"))
        let people = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .lan,
                               seats: [("Ada", .human), ("Emulatore", .remote)], mySeat: 0)
        #expect(MatchText.line(stored(record, people), Text(.english)).contains("vs Emulatore "), "a person called Emulatore keeps the name")
    }

    /// A game against the computer says its level, the emulator's too.
    @Test func theListSaysTheComputersLevel() throws {
        let (record, _) = try sampleMatch(4)
        func line(_ level: Level, _ language: Language) -> String {
            let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .local,
                                 seats: [("You", .human), ("Computer", .emulator(level))], mySeat: 0)
            return MatchText.line(stored(record, info), Text(language))
        }
        #expect(line(.expert, .english).contains("(local, expert, 2 players)"), "\(line(.expert, .english))")
        #expect(line(.easy, .italian).contains("(locale, facile, 2 giocatori)"), "\(line(.easy, .italian))")
        #expect(line(.normal, .english).contains("(local, normal, 2 players)"), "\(line(.normal, .english))")
        // At a table of four the opponents are "Opponent 1" and "Opponent 2": the emulator is said.
        let four = try GameLog.replaying(GameSetup(variant: .four, dealer: 0, seed: Seed(3)), seed: Seed(3), []).get().record
        let opponents = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .local,
                                  seats: [("You", .human), ("Opponent 1", .emulator(.normal)), ("Partner", .emulator(.normal)),
                                          ("Opponent 2", .emulator(.normal))], mySeat: 0)
        #expect(MatchText.line(stored(four, opponents)).contains("(local, normal, 4 players)"), "\(MatchText.line(stored(four, opponents)))")
    }

    /// At a network table a program's seat (`bot host`, named like a person) is said to be one.
    @Test func aNetworkGameAgainstAProgramSaysComputer() throws {
        let (record, _) = try sampleMatch(4)
        func line(_ kind: SeatKind) -> String {
            let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .lan,
                                 seats: [("Dario", kind), ("Elena", .human)], mySeat: 1)
            return MatchText.line(stored(record, info), Text(.english))
        }
        #expect(line(.computer).contains("vs Dario") && line(.computer).contains("(network, computer, 2 players)"), "\(line(.computer))")
        #expect(line(.remote).contains("(network, 2 players)"), "\(line(.remote))")
        // At a table of four a computer partner is said too: every seat's history says it alike.
        let four = try GameLog.replaying(GameSetup(variant: .four, dealer: 0, seed: Seed(3)), seed: Seed(3), []).get().record
        let partnered = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .lan,
                                  seats: [("Anna", .human), ("Bruno", .remote), ("Bot 3", .computer), ("Carla", .remote)], mySeat: 0)
        let line = MatchText.line(stored(four, partnered), Text(.english))
        #expect(line.contains("(network, computer, 4 players)"), "\(line)")
    }

    @Test func anUnplayedMatchSaysNoCardWasPlayed() throws {
        let setup = GameSetup(variant: .two, dealer: 0, seed: Seed(12))
        let record = try GameLog.replaying(setup, seed: Seed(12), []).get().record
        let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .local,
                             seats: [("Ada", .human), ("Emulator", .emulator(.normal))], mySeat: 0)
        let text = MatchText.full(stored(record, info))
        #expect(text.contains("No cards were played in this game."))
        #expect(MatchText.outcome(stored(record, info)) == "abandoned")
    }

    /// `history show` of a game left inside a trick lists that trick's cards after those taken.
    @Test func theCardsOfATrickLeftUnfinishedAreShown() throws {
        let record = try FirstCardGames.record(.two, seed: 12, plays: 3), actions = record.actions
        let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .local,
                             seats: [("Ada", .human), ("Computer", .emulator(.normal))], mySeat: 0)
        let lines = MatchText.full(stored(record, info)).split(separator: "\n").map(String.init)
        let name = ["Ada", "Computer"][actions[2].seat]
        #expect(lines.contains("  Left unfinished: \(name): \(actions[2].card.name())"), "\(lines)")
    }
}

/// With three players the list, `show` and the shared sentence say whose points are whose.
@Suite struct ThreePlayerMatchTextTests {
    @Test func eachOtherPlayersPointsStandBesideTheirName() throws {
        let record = try HistoryStatsHeadToHeadTests.spreadGame()
        let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .lan,
                             seats: [("Ada", .human), ("Bruno", .remote), ("Carla", .remote)], mySeat: 0)
        let match = StoredMatch(id: 4, record: record, info: info), s = record.scores
        let named = "\(s[0]) (Bruno \(s[1]), Carla \(s[2]))"
        #expect(MatchText.namedScore(match) == named)
        #expect(MatchText.line(match).contains("vs Bruno and Carla  \(MatchText.outcomeWords(match, Text(.english))) \(named)"), "\(MatchText.line(match))")
        #expect(MatchText.full(match).contains(named) && MatchText.share(match).contains(named))
        #expect(MatchText.score(match) == "\(s[0])–\(s[1])–\(s[2])", "the menu's narrow column keeps the numbers")
    }
}

/// `history show` names whose points are whose: by seat, which the list's mine-first numbers do not say.
@Suite struct ShowScoresTests {
    @Test func theScoresLineNamesEachSide() throws {
        let (record, info) = try sampleMatch(6, opponent: "Anna")
        let match = StoredMatch(id: 1, record: record, info: info), s = record.scores, names = info.seats.map(\.name)
        #expect(MatchText.full(match).contains("Scores: \(names[0]) \(s[0]), \(names[1]) \(s[1])\nTo check it: deck seed"), "\(MatchText.full(match))")
    }

    /// A hidden deal has no deck seed: the figures to check it by say only the hash (it said "deck seed -").
    @Test func aDealWithoutASeedShowsOnlyItsHash() throws {
        var (record, info) = try sampleMatch(6, opponent: "Anna")
        record.seed = nil
        let shown = MatchText.full(StoredMatch(id: 1, record: record, info: info))
        #expect(shown.hasSuffix("To check it: final state hash \(record.stateHash.prefix(16))…") && !shown.contains("seed"), "\(shown)")
    }
}
