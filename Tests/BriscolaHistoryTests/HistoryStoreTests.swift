import BriscolaAI
import BriscolaCore
@testable import BriscolaHistory
import BriscolaText
import Foundation
import GRDB
import Testing

/// Real SQLite files in a temporary directory, removed afterwards.
struct TempDirectory: ~Copyable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("briscola-history-\(UUID().uuidString)")
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A finished seeded random game as a record, with its info.
func sampleMatch(_ seed: UInt64, opponent: String = "Computer", kind: SeatKind = .emulator(.normal),
                 at time: TimeInterval = 0) throws -> (GameRecord, MatchInfo) {
    let setup = GameSetup(variant: .two, dealer: Int(seed % 2), seed: Seed(seed))
    var state = GameState(setup: setup)
    var actions: [Action] = []
    var generator = Xoshiro256(seed: Seed(seed &+ 1))
    while !state.isFinished {
        let hand = state.hands[state.turn]
        let action = Action(seat: state.turn, card: hand[generator.bounded(hand.count)])
        try state.apply(action)
        actions.append(action)
    }
    let record = try GameLog.replaying(setup, seed: Seed(seed), actions).get().record
    let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000 + time), mode: .local,
                         seats: [("Ada", .human), (opponent, kind)], mySeat: 0)
    return (record, info)
}

@Suite struct HistoryStoreTests {
    @Test func savedMatchesComeBackNewestFirstAndReplay() throws {
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("history.sqlite"))
        for k in 0..<5 {
            let (record, info) = try sampleMatch(UInt64(k), at: Double(k))
            try store.save(record, info: info)
        }
        let listed = try store.list(limit: 3)
        #expect(listed.count == 3)
        #expect(listed.map(\.info.playedAt) == listed.map(\.info.playedAt).sorted(by: >))
        let first = try store.match(listed[0].id)
        #expect(first.record == listed[0].record)
        #expect(try first.record.verify().get().state.stateHash == first.record.stateHash)
        #expect(first.info.seats.map(\.name) == ["Ada", "Computer"])
    }

    @Test func aMatchThatDoesNotReplayIsRefused() throws {
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("h.sqlite"))
        var (record, info) = try sampleMatch(9)
        record.stateHash = String(repeating: "0", count: 64)
        #expect(throws: HistoryError.self) { try store.save(record, info: info) }
        record = try sampleMatch(9).0
        record.actions.swapAt(0, 1)
        #expect(throws: HistoryError.self) { try store.save(record, info: info) }
        #expect(try store.list().isEmpty)
        _ = info
    }

    @Test func aFileThatIsNotOursIsReportedAndLeftUntouched() throws {
        let dir = TempDirectory()
        try FileManager.default.createDirectory(at: dir.url, withIntermediateDirectories: true)
        let path = dir.path("notes.sqlite")
        let content = Data("these are my notes, not a database\n".utf8)
        try content.write(to: URL(fileURLWithPath: path))
        #expect(throws: HistoryError.notADatabase(path: path)) { try HistoryStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
        #expect(HistoryError.notADatabase(path: path).description.contains(path))
    }

    @Test func anotherProgramsDatabaseIsReportedAndLeftUntouched() throws {
        let dir = TempDirectory()
        try FileManager.default.createDirectory(at: dir.url, withIntermediateDirectories: true)
        let path = dir.path("other.sqlite")
        try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: HistoryError.notADatabase(path: path)) { try HistoryStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "not a byte changed (no tables added, not turned to WAL)")
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        // A history of ours opens again, and so does a new empty file.
        let ours = dir.path("ours.sqlite")
        _ = try HistoryStore(path: ours)
        #expect(try HistoryStore(path: ours).list().isEmpty)
        #expect(FileManager.default.createFile(atPath: dir.path("empty.sqlite"), contents: Data()))
        #expect(try HistoryStore(path: dir.path("empty.sqlite")).list().isEmpty)
        // One another program is making this moment: the migrations' ledger is there, the tables not yet.
        let making = dir.path("making.sqlite")
        try DatabaseQueue(path: making).write { try $0.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)") }
        #expect(try HistoryStore(path: making).list().isEmpty, "a history being made is ours")
    }

    @Test func twoWritersAtOnceBothKeepTheirMatches() async throws {
        let dir = TempDirectory()
        let path = dir.path("shared.sqlite")
        _ = try HistoryStore(path: path)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = try HistoryStore(path: path) // a separate connection pool, as another program would have
                    for k in 0..<10 {
                        let (record, info) = try sampleMatch(UInt64(writer * 100 + k), at: Double(k))
                        try store.save(record, info: info)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try HistoryStore(path: path).list(limit: 100).count == 20)
    }

    /// Both seats of a network game played in two terminals that share one history save it at the
    /// same moment: it is kept once, whichever comes first, every time.
    @Test func twoProgramsSavingOneGameAtOnceKeepItOnce() async throws {
        for round in 0..<5 {
            let dir = TempDirectory()
            let path = dir.path("shared.sqlite")
            _ = try HistoryStore(path: path)
            let (record, info) = try sampleMatch(UInt64(round))
            let saved = try await withThrowingTaskGroup(of: Int64?.self) { group in
                for _ in 0..<2 {
                    group.addTask { try HistoryStore(path: path).save(record, info: info, once: true) }
                }
                return try await group.reduce(into: [Int64?]()) { $0.append($1) }
            }
            #expect(saved.compactMap { $0 }.count == 1, "round \(round): \(saved)")
            #expect(try HistoryStore(path: path).list(limit: 10).count == 1)
        }
    }

    @Test func deleteAndClear() throws {
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("h.sqlite"))
        let ids = try (0..<3).map { k in let (r, i) = try sampleMatch(UInt64(k)); return try #require(try store.save(r, info: i)) }
        try store.delete(ids[1])
        #expect(try store.list().map(\.id).sorted() == [ids[0], ids[2]])
        #expect(throws: HistoryError.noSuchMatch(ids[1])) { try store.delete(ids[1]) }
        try store.clear()
        #expect(try store.list().isEmpty)
    }

    @Test(arguments: [("emulator", true), ("EMULATÖR", true), ("emulater", true), ("emu", true), ("Bruno", false)])
    func opponentFilterForgivesCaseAccentsAndTypos(_ query: String, _ matches: Bool) throws {
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("h.sqlite"))
        let (record, info) = try sampleMatch(1, opponent: "Emulator")
        try store.save(record, info: info)
        #expect(try store.list(opponent: query).count == (matches ? 1 : 0))
    }

    /// A name this program gave, kept in English, is found by its name in either language.
    @Test(arguments: [("Emulator", "emulatore"), ("Opponent 1", "avversario 1"), ("Emulatore", "Emulator")])
    func aGivenNameIsFoundInEitherLanguage(_ stored: String, _ query: String) throws {
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("h.sqlite"))
        let (record, info) = try sampleMatch(1, opponent: stored)
        try store.save(record, info: info)
        #expect(try store.list(opponent: query).count == 1, "\(stored) by \(query)")
        #expect(try store.list(opponent: "Bruno").isEmpty)
    }

    /// "computer" (or a typo of it) finds every computer opponent whatever its level and name:
    /// the normal level's "Emulator", a hard "Computer", another table's "Bot 3"; not a person.
    @Test(arguments: ["computr", "Computer", "COMPUTER"])
    func theWordComputerFindsEveryComputerOpponent(_ query: String) throws {
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("h.sqlite"))
        let opponents: [(String, SeatKind)] = [("Emulator", .emulator(.normal)), ("Emulatore", .emulator(.normal)), ("Computer", .emulator(.hard)),
                                               ("Computer", .emulator(.easy)), ("Bot 3", .computer), ("Bruno", .remote)]
        for (index, (name, kind)) in opponents.enumerated() {
            let (record, info) = try sampleMatch(UInt64(index), opponent: name, kind: kind, at: Double(index))
            try store.save(record, info: info)
        }
        let found = try store.list(opponent: query).map { $0.info.seats[1].name }
        #expect(found.sorted() == ["Bot 3", "Computer", "Computer", "Emulator", "Emulatore"], "\(query): \(found)")
    }

    @Test func defaultPathFollowsXDG() {
        #expect(HistoryStore.defaultPath(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"]) == "/x/data/briscola/history.sqlite")
        #expect(HistoryStore.defaultPath(environment: ["HOME": "/home/a"]) == "/home/a/.local/share/briscola/history.sqlite")
    }
}

@Suite struct HistoryStatsTests {
    /// People are counted by name, the computer by level: the emulator saved as "Emulator" in an
    /// English game and "Emulatore" in an Italian one is one line, "normal" ("normale" in Italian).
    @Test func statsCountPeopleByNameAndTheComputerByLevelFromMySide() throws {
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("h.sqlite"))
        var expected: [String: (Int, Int, Int)] = [:]
        for k in 0..<12 {
            let person = k % 3 == 0
            let (record, info) = try sampleMatch(UInt64(k), opponent: person ? "Bruno" : k % 2 == 0 ? "Emulator" : "Emulatore",
                                                 kind: person ? .remote : .emulator(.normal), at: Double(k))
            try store.save(record, info: info)
            var tally = expected[person ? "Bruno" : "normal", default: (0, 0, 0)]
            switch GameResult(scores: record.scores) {
            case .won(0): tally.0 += 1
            case .won, .wonTogether: tally.2 += 1
            case .tied: tally.1 += 1
            }
            expected[person ? "Bruno" : "normal"] = tally
        }
        let stats = HistoryStats(try store.list(limit: 100))
        #expect(stats.byOpponent.map(\.label) == ["Bruno"] && stats.byOpponent[0].games == 4)
        #expect(stats.byLevel.map(\.label) == ["normal"] && stats.byLevel[0].games == 8)
        for line in stats.byOpponent + stats.byLevel {
            let want = try #require(expected[line.label])
            #expect(line.wins == want.0 && line.draws == want.1 && line.losses == want.2)
        }
        #expect(stats.byLevel[0].averagePoints > 0 && stats.byLevel[0].averagePoints < 120)
        let english = stats.text(Text(.english)), italian = stats.text(Text(.italian))
        #expect(!english.contains("Emulator") && english.contains("\n  normal ") && english.contains("\n  Bruno "))
        #expect(italian.contains("\n  normale ") && !italian.contains("Emulatore"))
    }

    /// A computer player another's table seated (its level not told) is counted with the computer,
    /// on a line of its own after the levels; a person at the same table by name.
    @Test func computerPlayersAtOthersTablesAreCountedWithTheComputer() throws {
        let setup = GameSetup(variant: .three, dealer: 0, seed: Seed(5))
        var log = GameLog(setup: setup, seed: Seed(5))
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        let seats = TableSeats.network(names: ["Anna", "Bruno", "Bot 3"], players: 3, mySeat: 1, myName: "", me: .human, computers: [2])
        #expect(seats.map(\.kind) == [.remote, .human, .computer])
        let hosting = TableSeats.network(names: ["Anna", "Bruno", "Bot 3"], players: 3, mySeat: 0, myName: "", me: .human, computers: [2],
                                         computerKind: .emulator(.normal))
        #expect(hosting.map(\.kind) == [.human, .remote, .emulator(.normal)], "a host's own computer players are of its level")
        let match = StoredMatch(id: 1, record: log.record, info: MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .lan,
                                                                          seats: seats, mySeat: 1))
        let (record, info) = try sampleMatch(3, kind: .emulator(.hard))
        let stats = HistoryStats([match, StoredMatch(id: 2, record: record, info: info)])
        #expect(stats.byOpponent.map(\.label) == ["Anna"] && stats.byLevel.map(\.label) == ["hard", HistoryStats.otherTables])
        let text = stats.text(Text(.italian))
        #expect(text.contains("\n  ignoto (in rete) ") && text.contains("\n  difficile "), "\(text)")
        #expect(MatchText.kindWords(.computer, Text(.english)) == "computer, level not known")
        #expect(MatchText.kindWords(.emulator(.hard), Text(.english)) == "computer, hard")
        #expect(MatchText.kindWords(.emulator(.hard), Text(.italian)) == "computer, livello difficile")
    }

    /// A host's own computer players at a network table (of its level) are not filed with the
    /// games against that level here: "normal (network)", "normale (in rete)".
    @Test func aHostsNetworkComputerPlayersHaveALineOfTheirOwn() throws {
        let setup = GameSetup(variant: .three, dealer: 0, seed: Seed(5))
        var log = GameLog(setup: setup, seed: Seed(5))
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        let hosting = TableSeats.network(names: ["Anna", "Bruno", "Bot 3"], players: 3, mySeat: 0, myName: "", me: .human, computers: [2],
                                         computerKind: .emulator(.normal))
        let network = StoredMatch(id: 1, record: log.record, info: MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .lan,
                                                                            seats: hosting, mySeat: 0))
        let (record, info) = try sampleMatch(3, kind: .emulator(.normal))
        let stats = HistoryStats([network, StoredMatch(id: 2, record: record, info: info)])
        #expect(stats.byLevel.map(\.label) == ["normal", HistoryStats.atNetworkTables(.normal)] && stats.byLevel.allSatisfy { $0.games == 1 })
        let english = stats.text(Text(.english)), italian = stats.text(Text(.italian))
        #expect(english.contains("\n  normal (network) ") && english.contains("\n  normal "), "\(english)")
        #expect(italian.contains("\n  normale (in rete) ") && italian.contains("\n  normale "), "\(italian)")
    }

    /// With only computer games the people's heading is left out, and the levels come in order.
    @Test func statsAgainstOnlyTheComputerShowOneSectionInLevelOrder() throws {
        let matches = try [Level.expert, .easy, .hard].enumerated().map { index, level in
            let (record, info) = try sampleMatch(UInt64(index), opponent: "Computer", kind: .emulator(level))
            return StoredMatch(id: Int64(index), record: record, info: info)
        }
        let stats = HistoryStats(matches)
        #expect(stats.byOpponent.isEmpty && !stats.isEmpty && stats.byLevel.map(\.label) == ["easy", "hard", "expert"])
        let text = stats.text(Text(.english))
        #expect(!text.contains("people") && text.hasPrefix("Against the computer, by level:\n  easy "))
        #expect(HistoryStats([]).isEmpty)
    }

    /// With four players both of the other team count the match (my partner does not), and so
    /// does each of their levels; the list and the filter know them both too.
    @Test func aMatchOfFourCountsBothOpponentsAndNotThePartner() throws {
        let setup = GameSetup(variant: .four, dealer: 0, seed: Seed(9))
        var log = GameLog(setup: setup, seed: Seed(9))
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .lan,
                             seats: [("Ada", .human), ("Botty2", .emulator(.normal)), ("Pia", .remote), ("Botty4", .emulator(.hard))], mySeat: 0)
        let match = StoredMatch(id: 1, record: log.record, info: info)
        #expect(match.opponentNames == ["Botty2", "Botty4"])
        let stats = HistoryStats([match])
        #expect(stats.byOpponent.isEmpty && stats.byLevel.map(\.label) == [HistoryStats.atNetworkTables(.normal), HistoryStats.atNetworkTables(.hard)])
        #expect(stats.byLevel.allSatisfy { $0.games == 1 })
        #expect(MatchText.opponents(match) == "Botty2, Botty4")
        // Two of one name are two ("vs Anna" hid one of them beside "(Anna 0, Anna 3)").
        let twins = MatchInfo(playedAt: info.playedAt, mode: .lan, seats: [("Ada", .human), ("Anna", .remote), ("Pia", .remote), ("Anna", .remote)],
                              mySeat: 0)
        #expect(StoredMatch(id: 2, record: log.record, info: twins).opponentNames == ["Anna", "Anna"])
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("h.sqlite"))
        try store.save(log.record, info: info)
        #expect(try store.list(opponent: "botty4").count == 1 && store.list(opponent: "Pia").isEmpty)
    }
}
