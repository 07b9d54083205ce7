import BriscolaTestSupport
import BriscolaApp
import BriscolaSession
import Foundation
import Testing

/// Of several games cut off, the menu offers the one played last.
@Suite struct JournalStoreTests {
    /// A guest's journal of a game at `table` hosted by `host`, left as a killed program leaves it.
    func cutOffGame(_ store: JournalStore, table: String, host: String, seed: UInt8, players: Int = 2, bots: Int = 0) throws -> String {
        let entropy = [UInt8](repeating: seed, count: 32)
        let config = SessionConfig(role: .guest, name: "Ada", program: "t")
        let journal = try #require(store.begin(config: config, table: table, seed: entropy))
        var guest = Session(config: config, entropy: .stream(seed: entropy))
        var hosting = Session(config: SessionConfig(role: .host, name: host, program: "t", players: players, bots: bots),
                              entropy: .seeded(UInt64(seed)))
        var toGuest: [SessionEvent] = [.connected()], toHost: [SessionEvent] = [.connected(1)]
        for _ in 0..<50 where !guest.isSeated {
            while let event = toGuest.first {
                toGuest.removeFirst()
                try journal.record(event)
                for case let .send(message, _) in guest.handle(event) { toHost.append(.received(message, from: 1)) }
            }
            while let event = toHost.first {
                toHost.removeFirst()
                for case let .send(message, _) in hosting.handle(event) { toGuest.append(.received(message)) }
            }
        }
        #expect(guest.isSeated, "the guest sat down at \(host)'s table")
        journal.finish(closed: false)
        return journal.path
    }

    @Test func theGameCutOffLastIsOfferedFirst() throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-journals-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = JournalStore(directory: directory)
        let older = try cutOffGame(store, table: "10.0.0.1:4860", host: "Anna", seed: 1)
        let newer = try cutOffGame(store, table: "10.0.0.2:4860", host: "Bruno", seed: 2)
        for (path, age) in [(older, 600.0), (newer, 60.0)] {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
        }
        #expect(settled(["Bruno"]) { store.pendingGuestGame()?.names } == ["Bruno"])
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: older)
        #expect(settled(["Anna"]) { store.pendingGuestGame()?.names } == ["Anna"], "whichever was written last")
    }

    /// At a bigger table the menu names everyone else, host first, not the person themself.
    @Test func aGameAtATableOfThreeNamesEveryoneElse() throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-journals-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = JournalStore(directory: directory)
        _ = try cutOffGame(store, table: "10.0.0.3:4860", host: "Anna", seed: 3, players: 3, bots: 1)
        _ = settled(true) { store.pendingGuestGame() != nil }
        let names = try #require(store.pendingGuestGame()?.names)
        #expect(names.count == 2 && names.first == "Anna" && !names.contains("Ada"), "\(names)")
    }

    /// A journal whose snapshot another version wrote (format 1, before the snapshot was the
    /// session's own encoding) cannot be taken up: it is said on one line and removed, and the
    /// search goes on to the next journal. (Read as no snapshot, its events would be replayed on a
    /// fresh session and offered.)
    @Test func aJournalWithASnapshotOfAnotherVersionIsRemovedAndTheNextOffered() throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-journals-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = JournalStore(directory: directory)
        let kept = try cutOffGame(store, table: "10.0.0.4:4860", host: "Bruno", seed: 4)
        let old = try cutOffGame(store, table: "10.0.0.5:4860", host: "Carla", seed: 5)
        var lines = try String(contentsOfFile: old, encoding: .utf8).split(separator: "\n").map(String.init)
        lines.insert("{\"snapshot\":{\"version\":1,\"game\":1,\"counter\":3}}", at: 1)
        try (lines.joined(separator: "\n") + "\n").write(toFile: old, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-600)], ofItemAtPath: kept)
        #expect(settled(["Bruno"]) { store.pendingGuestGame()?.names } == ["Bruno"])
        #expect(!FileManager.default.fileExists(atPath: old), "the journal of another version is removed")
    }

    /// A host's journal of a table on `port`, left as a killed program leaves it: with a guest
    /// seated, or nobody yet.
    func cutOffTable(_ store: JournalStore, port: Int, seed: UInt8, guest seated: Bool, announced: Bool? = nil,
                     bind: [String]? = nil) throws {
        let entropy = [UInt8](repeating: seed, count: 32)
        let config = SessionConfig(role: .host, name: "Ada", program: "t")
        let journal = try #require(store.begin(config: config, table: "\(port)", seed: entropy, announced: announced, bind: bind))
        var hosting = Session(config: config, entropy: .stream(seed: entropy))
        var guest = Session(config: SessionConfig(role: .guest, name: "Bruno", program: "t"), entropy: .seeded(UInt64(seed)))
        var toGuest: [SessionEvent] = [.connected()], toHost: [SessionEvent] = [.connected(1)]
        for _ in 0..<50 where seated && !guest.isSeated {
            while let event = toHost.first {
                toHost.removeFirst()
                try journal.record(event)
                for case let .send(message, _) in hosting.handle(event) { toGuest.append(.received(message)) }
            }
            while let event = toGuest.first {
                toGuest.removeFirst()
                for case let .send(message, _) in guest.handle(event) { toHost.append(.received(message, from: 1)) }
            }
        }
        #expect(guest.isSeated == seated)
        journal.finish(closed: false)
    }

    @Test func aTableLeftWithAGuestSeatedIsOfferedByItsPort() throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-tables-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = JournalStore(directory: directory)
        try cutOffTable(store, port: 4870, seed: 3, guest: false)
        #expect(store.pendingHostTable() == nil, "nobody had sat down: nothing to take up")
        try cutOffTable(store, port: 4871, seed: 4, guest: true)
        // The empty table's journal is the newer: it is passed over, not offered, and hides nothing.
        let paths = try FileManager.default.contentsOfDirectory(atPath: directory).map { (directory as NSString).appendingPathComponent($0) }
        for path in paths {
            let empty = try String(contentsOfFile: path, encoding: .utf8).contains("\"table\":\"4870\"")
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(empty ? -60 : -600)], ofItemAtPath: path)
        }
        var announced: Bool?
        #expect(settled(4871) { store.pendingHostTable().map { announced = $0.announced; return $0.port } } == 4871 && announced == true,
                "not recorded: announced, as before")
        #expect(settled(4871) { store.pendingHostTable()?.port } == 4871, "offering it leaves the journal for the host that takes it up")
        #expect(settled(["Bruno"]) { store.pendingHostTable()?.with } == ["Bruno"], "who sat there")
    }

    /// A table hosted with `--no-advertise` is offered as such: taking it up keeps it unannounced.
    @Test func aTableNotAnnouncedIsOfferedAsNotAnnounced() throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-tables-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = JournalStore(directory: directory)
        try cutOffTable(store, port: 4872, seed: 5, guest: true, announced: false)
        // Read once it is offered (not again after: another suite's child may hold the lock then).
        var announced: Bool?
        #expect(settled(4872) { store.pendingHostTable().map { announced = $0.announced; return $0.port } } == 4872)
        #expect(announced == false)
    }

    /// A table that listened on one address (`--bind`) is offered with it, to listen there again;
    /// one that listened everywhere, with none.
    @Test func aTableBoundToOneAddressIsOfferedWithIt() throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-tables-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = JournalStore(directory: directory)
        try cutOffTable(store, port: 4873, seed: 6, guest: true, bind: ["127.0.0.1"])
        var bind: [String]?
        #expect(settled(4873) { store.pendingHostTable().map { bind = $0.bind; return $0.port } } == 4873)
        #expect(bind == ["127.0.0.1"])
        try cutOffTable(store, port: 4874, seed: 7, guest: true)
        let paths = try FileManager.default.contentsOfDirectory(atPath: directory).map { (directory as NSString).appendingPathComponent($0) }
        for path in paths where try String(contentsOfFile: path, encoding: .utf8).contains("\"table\":\"4873\"") {
            try FileManager.default.removeItem(atPath: path)
        }
        bind = ["unset"]
        #expect(settled(4874) { store.pendingHostTable().map { bind = $0.bind; return $0.port } } == 4874)
        #expect(bind == nil)
    }

    /// What `body` gives once it gives `expected`, polling for at most 10 s: a child process another
    /// suite spawns at that moment holds the journals' locks until it execs (they close on exec,
    /// not before), and a locked journal is rightly passed over as in use.
    func settled<Value: Equatable>(_ expected: Value?, _ body: () -> Value?) -> Value? {
        let deadline = Date().addingTimeInterval(10)
        var value = body()
        while value != expected, Date() < deadline {
            usleep(20_000)
            value = body()
        }
        return value
    }
}
