import BriscolaCore
import BriscolaHidden
@testable import BriscolaSession
import BriscolaTestSupport
import BriscolaWire
import Testing

/// Protocol 4 at a whole table (Protocol.md §17.8): every cheat in a pass refused at that pass,
/// its author named in the error's `seat`, the honest seats kept.
@Suite(.cpuBound) struct ProvedPassSessionTests {
    /// What a tamper closure keeps between messages.
    final class Memory: @unchecked Sendable {
        var session = ""
        var passes: [String: DeckPass] = [:]
        var done = false
    }

    /// A twin: another encryption of the element at `from` (its ratio known to whoever planted it),
    /// put at `to`, distinct from every element of the deck.
    static func planted(_ deck: [String], from: Int, to: Int) -> [String] {
        guard let element = GroupElement(hex: deck[from]), let factor = Scalar(hex: String(repeating: "0", count: 62) + "05") else { return deck }
        var planted = deck
        planted[to] = Hex.encode(DeckSteps.open(element, keys: [factor]).bytes)
        return planted
    }

    /// The errors end `end` sent, each with the link it went to.
    static func errors(_ table: SessionTable, _ end: Int) -> [(error: ErrorMessage, link: LinkID)] {
        table.actions[end].compactMap { if case let .send(.error(error), link) = $0 { (error, link) } else { nil } }
    }

    static func drops(_ table: SessionTable) -> [LinkID] {
        table.actions[0].compactMap { if case let .drop(link) = $0 { link } else { nil } }
    }

    @Test("a twin planted by the host in its shuffle: bad_proof at that pass, seat 0 named, the guest leaves")
    func hostPlantsATwin() throws {
        var table = SessionTable(players: 2)
        table.tamper = { from, _, message in
            guard from == 0, case var .shuffle(pass) = message else { return message }
            pass.deck = Self.planted(pass.deck, from: 0, to: 7)
            return .shuffle(pass)
        }
        try table.start()
        #expect(table.sentErrors(1).map(\.code) == [.badProof])
        #expect(table.sentErrors(1).map(\.seat) == [0])
        #expect(table.ends[1].isClosed)
        #expect(!table.transcript.contains { if case .lock = $0.message { true } else { false } }, "refused before any lock")
    }

    @Test("a twin planted by a guest at a table of three: bad_proof, seat 1 named; only that guest dropped")
    func guestPlantsATwin() throws {
        var table = SessionTable(players: 3)
        table.tamper = { from, _, message in
            guard from == 1, case var .shuffle(pass) = message else { return message }
            pass.deck = Self.planted(pass.deck, from: 3, to: 11)
            return .shuffle(pass)
        }
        try table.start()
        let sent = Self.errors(table, 0)
        #expect(sent.map(\.error.code) == [.badProof] && sent.map(\.error.seat) == [1] && sent.map(\.link) == [1])
        #expect(Self.drops(table) == [1], "the honest guest on link 2 stays")
        #expect(!table.host.isClosed && !table.ends[2].isClosed)
        #expect(table.sentErrors(2).isEmpty, "the honest guest never saw the bad pass")
    }

    @Test("an element copied in a lock (a twin of another position's): bad_proof, its author named")
    func copiedInALock() throws {
        var table = SessionTable(players: 3)
        table.tamper = { from, _, message in
            guard from == 2, case var .lock(pass) = message else { return message }
            pass.deck = Self.planted(pass.deck, from: 0, to: 4)
            return .lock(pass)
        }
        try table.start()
        let sent = Self.errors(table, 0)
        #expect(sent.map(\.error.code) == [.badProof] && sent.map(\.error.seat) == [2] && sent.map(\.link) == [2])
        #expect(Self.drops(table) == [2] && !table.ends[1].isClosed)
    }

    @Test("a proof replayed from another game: bad_proof, seat 0 named")
    func replayedFromAnotherGame() throws {
        var table = SessionTable(players: 2)
        table.games = 2
        let memory = Memory()
        table.tamper = { from, _, message in
            guard from == 0, case var .shuffle(pass) = message else { return message }
            guard let first = memory.passes["game 1"] else {
                memory.passes["game 1"] = pass
                return message
            }
            // Game 2's shuffle reads the same open deck: the host sends game 1's again, renumbered.
            pass.deck = first.deck
            pass.commitments = first.commitments
            pass.proof = first.proof
            return .shuffle(pass)
        }
        try table.start()
        #expect(table.ended(1).count == 1, "game 1 was played")
        #expect(table.sentErrors(1).map(\.code) == [.badProof] && table.sentErrors(1).map(\.seat) == [0])
    }

    @Test("a pass whose read names a pass its seat never signed: bad_read, the reader named")
    func wrongRead() throws {
        var table = SessionTable(players: 2)
        table.tamper = { from, _, message in
            guard from == 1, case var .shuffle(pass) = message, let read = pass.read else { return message }
            pass.input = String(repeating: "ab", count: 32)
            pass.read = PassRead(seat: read.seat, input: read.input, rest: read.rest, sig: String(repeating: "cd", count: 64))
            return .shuffle(pass)
        }
        try table.start()
        #expect(table.sentErrors(0).map(\.code) == [.badRead] && table.sentErrors(0).map(\.seat) == [1])
        #expect(Self.drops(table) == [1])
    }

    @Test("a host that shows two guests two different shuffles: equivocation, seat 0 named by the guest that reads it")
    func hostEquivocates() throws {
        var table = SessionTable(players: 3)
        let memory = Memory()
        table.tamper = { from, to, message in
            if case let .welcome(welcome) = message { memory.session = welcome.session }
            guard from == 0, to == 2, case let .shuffle(pass) = message, pass.seat == 0,
                  let session = Hex.decode(memory.session) else { return message }
            // Another honest-looking shuffle of the open deck, proved and signed by the host.
            let bytes = (0..<SeatSecrets.byteCount(cards: 39)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
            guard let secrets = SeatSecrets(random: bytes, variant: .three) else { return message }
            let commitments = KeyCommitments(secrets: secrets)
            let deal = HiddenDeal(game: pass.game, deck: HiddenDeck(variant: .three), secrets: [secrets, nil, nil],
                                  commitments: [commitments, nil, nil], nonceSeeds: [Array(repeating: 9, count: 32), nil, nil])
            return .shuffle(ProvedPass.make(shuffle: true, deal: deal, seat: 0, secrets: secrets, commitments: commitments,
                                            nonceSeed: Array(repeating: 9, count: 32), session: session))
        }
        try table.start()
        #expect(table.sentErrors(1).isEmpty, "guest 1 saw one consistent deal so far")
        #expect(table.sentErrors(2).map(\.code) == [.equivocation] && table.sentErrors(2).map(\.seat) == [0])
    }

    @Test("a relay that adds timed_out to a guest's play breaks its signature: bad_signature, the author named")
    func relayAddsTimedOut() throws {
        var table = SessionTable(players: 3)
        table.resignTampered = false
        let memory = Memory()
        table.tamper = { from, to, message in
            guard from == 0, to == 2, !memory.done, case var .play(play) = message, play.seat == 1 else { return message }
            memory.done = true
            play.timedOut = true
            return .play(play)
        }
        try table.start()
        #expect(table.sentErrors(2).map(\.code) == [.badSignature] && table.sentErrors(2).map(\.seat) == [1])
    }

    @Test("a play whose key is not the committed one: key_not_committed, the player named")
    func playKeyNotCommitted() throws {
        var table = SessionTable(players: 2)
        table.tamper = { from, _, message in
            guard from == 1, case var .play(play) = message else { return message }
            play.key = String(repeating: "0", count: 62) + "07"
            return .play(play)
        }
        try table.start()
        #expect(table.sentErrors(0).map(\.code) == [.keyNotCommitted] && table.sentErrors(0).map(\.seat) == [1])
        #expect(table.sentErrors(0).first?.seq == 1 || table.sentErrors(0).first?.seq == 2)
    }

    @Test("an honest table of four: every pass proved and checked, the game ends audited on every seat")
    func honestFour() throws {
        var table = SessionTable(players: 4)
        try table.start()
        for end in 0..<4 { #expect(table.ended(end).count == 1 && table.failures(end).isEmpty) }
        let passes = table.transcript.compactMap { entry -> DeckPass? in
            switch entry.message {
            case let .shuffle(pass), let .lock(pass): pass
            default: nil
            }
        }
        #expect(passes.allSatisfy { $0.proof != nil && $0.input != nil && ($0.seat == 0 && $0.commitments != nil) == ($0.read == nil) })
    }
}
