import BriscolaTestSupport
import BriscolaCore
import BriscolaSession
import BriscolaWire
import Foundation
import Testing

/// A dropped link taken up again (Protocol.md §15): the host holds the seat, the guest proves it
/// is the seat's player by signing a fresh challenge, and each side resends what the other missed,
/// counted exactly — so the game goes on and every seat agrees on it.
@Suite(.cpuBound) struct ResumeTests {
    func plays(_ table: SessionTable) -> [[GameRecord]] { table.ends.indices.map { table.ended($0) } }

    func has(_ actions: [SessionAction], _ test: (SessionAction) -> Bool) -> Bool { actions.contains(where: test) }

    @Test(arguments: [2, 3, 4], [20, 47, 75])
    func aLinkCutMidGameIsTakenUpAgainAndTheGameAgreed(_ players: Int, _ after: Int) throws {
        var table = SessionTable(players: players)
        table.games = 2
        table.cut = (end: players - 1, after: after)
        try table.start()
        let records = plays(table)
        #expect(records[0].count == 2, "both games finished at the host: \(table.actions[0].suffix(6))")
        for end in 1..<players { #expect(records[end] == records[0]) }
        for end in table.ends.indices { #expect(table.failures(end).isEmpty, "\(table.failures(end))") }
        let guest = table.actions[players - 1]
        #expect(has(guest) { if case .connectionLost = $0 { true } else { false } })
        #expect(guest.contains(.reconnected), "the guest came back")
        #expect(has(table.actions[0]) { if case .seatAway(players - 1, _, 120) = $0 { true } else { false } })
        #expect(has(table.actions[0]) { if case .seatBack(players - 1, _) = $0 { true } else { false } })
        if players > 2 {
            #expect(has(table.actions[1]) { if case .seatAway(players - 1, _, 120) = $0 { true } else { false } }, "the others are told")
            #expect(has(table.actions[1]) { if case .seatBack(players - 1, _) = $0 { true } else { false } })
        }
    }

    @Test func aGuestThatDoesNotComeBackInTimeLosesItsSeatAndTheGameIsAbandoned() throws {
        var table = SessionTable(players: 3)
        table.reconnects = false
        table.cut = (end: 2, after: 40)
        try table.start()
        let token = try #require(table.actions[0].compactMap { if case let .startTimer(.hold(2, token), .seconds(120)) = $0 { token } else { nil } }.first)
        #expect(table.ended(0).isEmpty && table.host.roster.isFull, "the seat is held meanwhile")
        try table.send(to: 0, .timerFired(.hold(seat: 2, token: token + 1)))
        #expect(table.host.roster.isFull, "another absence's timer changes nothing")
        try table.send(to: 0, .timerFired(.hold(seat: 2, token: token)))
        #expect(table.host.roster.freeCount == 1)
        for end in [0, 1] { #expect(has(table.actions[end]) { if case .gameAbandoned = $0 { true } else { false } }) }
        // The hidden game cut off is the same record at both seats that stayed (each one's own hand,
        // which the other never saw, is not in it), so their histories agree on it.
        let abandoned = [0, 1].map { end in table.actions[end].compactMap { if case let .gameAbandoned(_, record) = $0 { record } else { nil } }.first }
        #expect(abandoned[0] != nil && abandoned[0] == abandoned[1], "\(String(describing: abandoned[0]?.stateHash)) \(String(describing: abandoned[1]?.stateHash))")
        #expect(abandoned[0].map { if case .success = $0.verify() { true } else { false } } == true, "it replays to its hash")
    }

    /// A table of two whose guest's link is cut and held: the host, and what a stranger can try.
    func heldTable() throws -> SessionTable {
        var table = SessionTable(players: 2)
        table.reconnects = false
        table.cut = (end: 1, after: 30)
        try table.start()
        #expect(table.host.roster.isFull && table.ended(0).isEmpty)
        return table
    }

    func challenge(_ actions: [SessionAction], link: LinkID) -> String? {
        actions.compactMap { if case let .send(.challenge(challenge), to) = $0, to == link { challenge.nonce } else { nil } }.last
    }

    func error(_ actions: [SessionAction], link: LinkID) -> ErrorCode? {
        actions.compactMap { if case let .send(.error(error), to) = $0, to == link { error.code } else { nil } }.last
    }

    @Test func aStrangerWithoutTheSeatsKeyIsRefusedAndTheSeatStaysHeld() throws {
        var table = try heldTable()
        try table.send(to: 0, .connected(7))
        try table.send(to: 0, .received(.resume(Resume(program: "x", session: table.session, seat: 1)), from: 7))
        let nonce = try #require(challenge(table.actions[0], link: 7))
        var stranger = Entropy.seeded(99)
        let forged = SeatKey(&stranger).sign(.proof(Proof(seat: 1, nonce: nonce, received: 0)), session: table.session)
        try table.send(to: 0, .received(forged, from: 7))
        #expect(error(table.actions[0], link: 7) == .badSignature)
        #expect(table.actions[0].contains(.drop(7)))
        #expect(table.host.roster.isFull, "the real player's seat is still held")
        // The real player comes back and the game goes on.
        try table.reconnect(1)
        #expect(table.ended(0).count == 1 && table.ended(1) == table.ended(0))
    }

    @Test func aProofSeenOnTheNetworkCannotBePlayedBackLater() throws {
        var table = try heldTable()
        try table.reconnect(1)
        let seen = try #require(table.transcript.compactMap { if case .proof = $0.message { $0.message } else { nil } }.last)
        try table.send(to: 0, .connected(8))
        try table.send(to: 0, .received(.resume(Resume(program: "x", session: table.session, seat: 1)), from: 8))
        try table.send(to: 0, .received(seen, from: 8))
        #expect(error(table.actions[0], link: 8) == .resumeRefused)
        #expect(table.ended(0).count == 1 && table.ended(1) == table.ended(0) && table.failures(1).isEmpty)
    }

    @Test func aResumeForAnotherSessionOrASeatNotHeldIsRefused() throws {
        var table = try heldTable()
        try table.send(to: 0, .connected(7))
        try table.send(to: 0, .received(.resume(Resume(program: "x", session: String(repeating: "ab", count: 16), seat: 1)), from: 7))
        #expect(error(table.actions[0], link: 7) == .unknownSession)
        for seat in [0, 2, 5] {
            try table.send(to: 0, .connected(10 + seat))
            try table.send(to: 0, .received(.resume(Resume(program: "x", session: table.session, seat: seat)), from: 10 + seat))
            #expect(error(table.actions[0], link: 10 + seat) == .resumeRefused)
        }
        try table.send(to: 0, .connected(20))
        try table.send(to: 0, .received(.resume(Resume(protocol: 1, program: "old", session: table.session, seat: 1)), from: 20))
        #expect(error(table.actions[0], link: 20) == .versionMismatch)
        #expect(table.host.roster.isFull)
    }

    @Test func aGuestThatGivesUpReconnectingAbandonsTheGame() throws {
        var table = try heldTable()
        #expect(table.actions[1].contains(.reconnect))
        try table.send(to: 1, .reconnectFailed("connection refused"))
        #expect(table.ends[1].isClosed)
        #expect(has(table.actions[1]) { if case .gameAbandoned = $0 { true } else { false } })
    }

    @Test func withoutAGracePeriodADroppedLinkEndsTheSeatAtOnce() throws {
        var table = SessionTable(players: 3)
        table.ends[0] = Session(config: SessionConfig(role: .host, name: "Hana", program: "test", players: 3, grace: 0), entropy: .seeded(1))
        table.cut = (end: 2, after: 40)
        try table.start()
        #expect(table.host.roster.freeCount == 1)
        #expect(has(table.actions[1]) { if case .gameAbandoned = $0 { true } else { false } })
    }
}

/// A program killed mid-game and started again: its session rebuilt from the journal of its
/// events is the one it had — keys, secrets, counts — so it takes its seat (or table) up again.
@Suite(.cpuBound) struct JournalRestoreTests {
    static let seed = Array(repeating: UInt8(7), count: 32)

    func table(players: Int, journaled end: Int) -> (SessionTable, JournalHeader) {
        var table = SessionTable(players: players)
        table.games = 2
        let config = end == 0 ? SessionConfig(role: .host, name: "Hana", program: "test", players: players)
            : SessionConfig(role: .guest, name: "Gino", program: "test")
        table.ends[end] = Session(config: config, entropy: .stream(seed: Self.seed))
        return (table, JournalHeader(config: config, entropy: Self.seed, table: "test", created: 0))
    }

    @Test(arguments: [2, 4], [1, 0])
    func aRestartedPeerTakesItsGameUpAgainAndEverySeatAgrees(_ players: Int, _ end: Int) throws {
        var (table, header) = table(players: players, journaled: end)
        table.autoplay = false
        try table.start()
        try playUntilFiveAreDown(&table, thenKill: end)
        table.autoplay = true
        try table.restart(end, header: header)
        let records = table.ends.indices.map { table.ended($0) }
        #expect(records[0].count == 2, "both games finished: \(table.failures(0)) \(table.failures(1))")
        for k in 1..<players { #expect(Set(records[k].map(\.stateHash)) == Set(records[0].map(\.stateHash))) }
        for k in table.ends.indices { #expect(table.failures(k).isEmpty, "\(k): \(table.failures(k))") }
    }

    /// Plays cards by hand until at least five are down in the game on and end `end` is to play
    /// (a restarted end asks for its own turn again; the others' turns were asked).
    func playUntilFiveAreDown(_ table: inout SessionTable, thenKill end: Int) throws {
        let before = table.actions[0].count { if case .played = $0 { true } else { false } }
        for _ in 0..<40 {
            let waiting = table.ends.indices.compactMap { k -> (Int, PlayerView)? in
                guard let ask = table.actions[k].lastIndex(where: { if case .yourTurn = $0 { true } else { false } }),
                      !table.actions[k][ask...].contains(where: { if case .send(.play, _) = $0 { true } else { false } }),
                      case let .yourTurn(view) = table.actions[k][ask] else { return nil }
                return (k, view)
            }
            let (turn, view) = try #require(waiting.first)
            let played = table.actions[0].count { if case .played = $0 { true } else { false } } - before
            if played >= 5, turn == end { return }
            try table.send(to: turn, .localPlay(view.hand[0]))
        }
    }

    /// A long table's journal keeps the session whole after each game and only the events since:
    /// an end killed in game 3 comes back from the snapshot taken when game 2 ended, the three games
    /// agree on every seat, and the snapshot rebuilds the very session it was taken from.
    @Test(arguments: [2, 3, 4], [1, 0])
    func anEndRestartedFromASnapshotTakesItsGameUp(_ players: Int, _ end: Int) throws {
        var (table, header) = table(players: players, journaled: end)
        table.snapshotting = [end]
        try table.start() // games 1 and 2, played by the emulator
        let line = try #require(table.snapshots[end])
        let snapshot = try #require(JournalCoding.snapshot(line))
        #expect(snapshot.game == 2)
        let rebuilt = try #require(Session.restore(header: header, snapshot: snapshot, events: []))
        #expect(SessionSnapshot(rebuilt).flatMap { JournalCoding.encode($0) } == line, "the snapshot is the whole session")
        let events = table.journals[end].compactMap { JournalCoding.decode($0) }
        let replayed = try #require(Session.restore(header: header, snapshot: snapshot, events: events))
        #expect(SessionSnapshot(replayed).flatMap { JournalCoding.encode($0) } == SessionSnapshot(table.ends[end]).flatMap { JournalCoding.encode($0) },
                "the snapshot and the events after it make the session as it is")
        table.games = 3
        table.autoplay = false
        for k in table.ends.indices { try table.send(to: k, .localRematch) }
        try playUntilFiveAreDown(&table, thenKill: end)
        #expect(!table.journals[end].isEmpty && table.journals[end].count < 400, "only game 3's events: \(table.journals[end].count)")
        let score = table.ends[end].scoreBeforeRestart, side = table.ends[end].series.variant.side(of: table.ends[end].mySeat)
        #expect(score.wins + score.draws + score.losses == 2 && score == table.ends[end].series.score(for: side), "games 1 and 2, mid-game 3")
        table.autoplay = true
        try table.restart(end, header: header)
        let records = table.ends.indices.map { table.ended($0) }
        #expect(records[0].count == 3, "three games finished: \(table.failures(0))")
        for k in 1..<players { #expect(Set(records[k].map(\.stateHash)) == Set(records[0].map(\.stateHash))) }
        for k in table.ends.indices { #expect(table.failures(k).isEmpty, "\(k): \(table.failures(k))") }
    }

    /// Only a session between games, whose secrets come from a journal's stream, is snapshot.
    @Test func aSessionInAGameOrWithoutAStreamHasNoSnapshot() throws {
        var (table, _) = table(players: 2, journaled: 0)
        #expect(SessionSnapshot(table.ends[0]) == nil, "before the first game")
        table.autoplay = false
        try table.start()
        #expect(table.ends[0].gameBetween == nil && SessionSnapshot(table.ends[0]) == nil, "in game 1")
        var seeded = SessionTable(players: 2)
        try seeded.start()
        #expect(seeded.ends[0].gameBetween == 1 && SessionSnapshot(seeded.ends[0]) == nil, "seeded secrets cannot be taken up")
        #expect(JournalCoding.snapshot("{\"snapshot\":{\"version\":2}}") == nil && JournalCoding.snapshot("{\"e\":\"play\"}") == nil)
    }

    /// A damaged snapshot (a seat beyond the table, lists of the wrong length, a series of another
    /// size, a message that does not decode) makes no session, rather than one that traps later;
    /// one of another version is refused as such, before anything else in it is read.
    @Test(arguments: [0, 1])
    func aDamagedSnapshotMakesNoSession(_ end: Int) throws {
        var (table, header) = table(players: 2, journaled: end)
        table.snapshotting = [end]
        try table.start()
        let line = try #require(table.snapshots[end])
        #expect(JournalCoding.snapshot(line).flatMap { Session.restore(header: header, snapshot: $0, events: []) } != nil)
        var damages = [("\"mySeat\":\(end)", "\"mySeat\":5"), ("\"overs\":[", "\"overs\":[true,"), ("\"firstDealer\":0", "\"firstDealer\":2"),
                       ("\"roster\":{\"players\":2", "\"roster\":{\"players\":3"), ("\"variant\":2", "\"variant\":3"),
                       ("\"standings\":[", "\"standings\":[0,"), ("\"counter\":", "\"counter\":-"), ("\"keys\":[", "\"keys\":[\"00\","),
                       ("\"results\":[\"", "\"results\":[\"win:7\",\""), ("\"role\":\"", "\"role\":\"x"),
                       // A session id or a game number no proof's context takes (§17.2) would trap at the next pass.
                       ("\"sessionID\":[", "\"sessionID\":[7,"), ("\"lastGame\":", "\"lastGame\":9999999999")]
        damages += end == 0 ? [("\"away\":[", "\"away\":[null,"), ("\"streams\":[", "\"streams\":[null,"), ("\"host\":{", "\"guest\":{")]
            : [("\"kept\":[\"{", "\"kept\":[\"{{"), ("\"guest\":{", "\"host\":{")]
        for (from, to) in damages {
            #expect(line.contains(from), "\(from) is in the snapshot")
            let damaged = line.replacingOccurrences(of: from, with: to)
            #expect(JournalCoding.snapshot(damaged).flatMap { Session.restore(header: header, snapshot: $0, events: []) } == nil, "\(to)")
        }
        let other = try #require(JournalCoding.readSnapshot(line.replacingOccurrences(of: "\"version\":2", with: "\"version\":1")))
        #expect(throws: SnapshotRefusal.version(1)) { try other.get() }
        let name = end == 0 ? "Hana" : "Gino"
        let renamed = try #require(JournalCoding.readSnapshot(line.replacingOccurrences(of: "\"name\":\"\(name)\"", with: "\"name\":\"Lia\"")))
        #expect(try Session.restore(header: header, snapshot: renamed.get(), events: []) == nil, "another end's configuration")
    }

    /// The journal fuzz target's seeds are snapshots a session is rebuilt from (else the fuzzer
    /// would only ever meet refusals).
    @Test func theJournalFuzzSeedsAreRealSnapshots() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/journal")
        for (name, role, players) in [("host-2", SessionConfig.Role.host, 2), ("guest-2", .guest, 2), ("host-3-bot", .host, 3)] {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            let snapshot = try #require(JournalCoding.snapshot(String(decoding: bytes.dropFirst(), as: UTF8.self)), "\(name)")
            let config = SessionConfig(role: role, name: "Fuzz", program: "fuzz", players: players)
            let header = JournalHeader(config: config, entropy: Self.seed, table: "fuzz", created: 0)
            let session = try #require(Session.restore(header: header, snapshot: snapshot, events: []), "\(name)")
            #expect(session.gameBetween == 10 && session.roster.players == players && session.isSeated, "\(name)")
        }
    }

    /// Killed on the result screen (between games, before anyone asked for the next): the restarted
    /// end shows the result again, and when every seat asks, the next game is dealt and agrees.
    @Test(arguments: [2, 4], [1, 0])
    func anEndKilledBetweenGamesTakesTheNextGameUp(_ players: Int, _ end: Int) throws {
        var (table, header) = table(players: players, journaled: end)
        table.games = 1
        try table.start()
        #expect(table.ended(0).count == 1)
        #expect(table.ends[end].scoreBeforeRestart == SeriesScore(), "game 1's end is reported again: counted then")
        try table.restart(end, header: header)
        table.games = 2
        for k in table.ends.indices { try table.send(to: k, .localRematch) }
        let records = table.ends.indices.map { table.ended($0) }
        #expect(Set(records[0].map(\.stateHash)).count == 2, "game 2 was played: \(table.failures(0)) \(table.failures(end))")
        for k in 1..<players { #expect(Set(records[k].map(\.stateHash)) == Set(records[0].map(\.stateHash)), "\(k)") }
        for k in table.ends.indices { #expect(table.failures(k).isEmpty, "\(k): \(table.failures(k))") }
    }

    /// Restarted on the result screen after others asked for the next game: their wishes come back
    /// with the result, so the screen says who is keen (it asked only "Play again?").
    @Test(arguments: [1, 0])
    func anEndRestartedBetweenGamesHearsWhoAlreadyAsked(_ end: Int) throws {
        var (table, header) = table(players: 3, journaled: end)
        table.games = 1
        try table.start()
        try table.send(to: 2, .localRematch)
        let before = table.actions[end].count
        try table.restart(end, header: header)
        let after = table.actions[end].dropFirst(before)
        #expect(after.contains { if case .gameEnded = $0 { true } else { false } }, "the result again")
        #expect(after.contains { if case .wantsRematch(2) = $0 { true } else { false } }, "\(Array(after))")
        #expect(!after.contains { if case let .wantsRematch(seat) = $0 { seat != 2 } else { false } }, "only who asked: \(Array(after))")
    }

    /// What was said at the table comes back with a restarted end: the lines kept in the snapshot
    /// and those in the events after it, in order, each with its speaker (nil for the end's own).
    @Test(arguments: [0, 1])
    func whatWasSaidComesBackAfterARestart(_ end: Int) throws {
        var (table, header) = table(players: 3, journaled: end)
        table.snapshotting = [end]
        table.games = 1
        try table.start()
        try table.send(to: 1, .localChat("ciao a tutti"))
        try table.send(to: 0, .localChat("buona fortuna \u{1B}[2J"))
        table.games = 2
        for k in table.ends.indices { try table.send(to: k, .localRematch) }
        let line = try #require(table.snapshots[end])
        #expect(JournalCoding.snapshot(line)?.game == 2)
        try table.send(to: 2, .localChat("un'altra?"))
        try table.restart(end, header: header)
        let names = ["Hana", "Gino", "Pia"], said = table.ends[end].chatSoFar
        let want: [(Int, String)] = [(1, "ciao a tutti"), (0, "buona fortuna"), (2, "un'altra?")]
        #expect(said.map(\.text) == want.map(\.1), "\(said)")
        #expect(said.map(\.speaker) == want.map { $0.0 == table.ends[end].mySeat ? nil : names[$0.0] }, "\(said)")
        let fresh = Session(config: SessionConfig(role: .guest, name: "Gino", program: "test"))
        #expect(fresh.chatSoFar.isEmpty)
    }

    @Test func aJournalLineReadsBackAsTheSameEvent() throws {
        let events: [SessionEvent] = [.connected(3), .localPlay(Card(.asso, .coppe)), .botPlay(seat: 2, card: Card(.re, .spade)),
                                      .localRematch, .localQuit(reason: .other("bed")), .localQuit(reason: .played(games: 3)), .localQuit(reason: .left), .localChat("ciao \u{1B}[2J"), .fillWithBots,
                                      .readIdle(2), .disconnected(1), .connectionFailed("reset", 4), .timerFired(.seatWait(5)), .timerFired(.leave),
                                      .timerFired(.hold(seat: 1, token: 9)), .reconnectFailed("refused"), .restarted, .localTimeUp,
                                      .received(.start(Start(game: 4)), from: 2)]
        for event in events {
            let line = try #require(JournalCoding.encode(event))
            let back = try #require(JournalCoding.decode(line))
            #expect(JournalCoding.encode(back) == line)
        }
        #expect(JournalCoding.encode(.writeIdle(1)) == nil && JournalCoding.encode(.received(.heartbeat, from: 1)) == nil)
        #expect(JournalCoding.decode("{\"e\":\"play\",\"card\":\"11Z\"}") == nil && JournalCoding.decode("{\"e\":") == nil)
        // A quit journaled before reasons had codes keeps its words: they are said as a peer's own.
        guard case let .localQuit(reason)? = JournalCoding.decode(#"{"e":"quit","text":"no more games"}"#) else { Issue.record("no quit"); return }
        #expect(reason == .other("no more games"))
    }
}
