import BriscolaTestSupport
import BriscolaCore
import BriscolaSession
import BriscolaWire
import Testing

/// Issue 44: a guest whose session ends at any step of the deal — a goodbye, a plain close, a
/// link that never comes back, or an error the host sends it — ends that deal as abandoned at every
/// seat that stays, and the table serves the next guest, who plays a whole game (Protocol.md §12).
@Suite(.cpuBound) struct DealCutOffTests {
    /// Where in the deal the last guest stops: the message of its own it is about to send.
    enum Step: String, CaseIterable, Sendable {
        case commit, reveal // protocol 2's fair deal
        case shuffle, lock, open // protocol 3's hidden deal (the round-0 `open`)

        var protocolVersion: Int { self == .commit || self == .reveal ? 2 : 4 }

        func isIt(_ message: Message) -> Bool {
            switch (self, message) {
            case (.commit, .commit), (.reveal, .reveal), (.shuffle, .shuffle), (.lock, .lock): true
            case let (.open, .open(openings)): openings.round == 0
            default: false
            }
        }

        /// Whether `message` is this step's or a later step's of the deal: what a guest that stops
        /// here never sends.
        func isItOrLater(_ message: Message) -> Bool {
            switch self {
            case .commit: Step.commit.isIt(message) || Step.reveal.isIt(message)
            case .shuffle: Step.shuffle.isIt(message) || Step.lock.isIt(message) || Step.open.isIt(message)
            case .lock: Step.lock.isIt(message) || Step.open.isIt(message)
            case .reveal, .open: isIt(message)
            }
        }

        /// The code the host answers the message broken as `broken` breaks it.
        var code: ErrorCode {
            switch self {
            case .commit, .open: .outOfOrder
            case .reveal: .badCommitment
            case .shuffle, .lock: .badDeck
            }
        }

        /// The message broken the way a faulty or cheating program breaks it.
        func broken(_ message: Message) -> Message? {
            switch message {
            case var .commit(commit):
                commit.game += 1
                return .commit(commit)
            case var .reveal(reveal):
                reveal.secret = String(repeating: "ab", count: 32)
                return .reveal(reveal)
            case var .shuffle(pass):
                pass.deck[1] = pass.deck[0]
                return .shuffle(pass)
            case var .lock(pass):
                pass.deck[2] = pass.deck[0]
                return .lock(pass)
            case var .open(openings):
                openings.positions.removeLast()
                openings.keys.removeLast()
                return .open(openings)
            default:
                return nil
            }
        }
    }

    /// How the guest's session ends there.
    enum Way: String, CaseIterable, Sendable { case bye, close, notBack, error }

    @Test(arguments: [2, 3, 4], Step.allCases)
    func aDealCutOffAtAnyStepLeavesATableThatServesTheNextGuest(_ players: Int, _ step: Step) throws {
        for way in Way.allCases {
            try cutOff(players: players, step: step, way: way)
        }
    }

    /// A seat mid-deal has been dealt a game (Protocol.md §12): a link that drops there is held
    /// for the grace period like one dropped in play, and the deal goes on when it is back.
    @Test(arguments: [2, 3, 4], Step.allCases)
    func aLinkDroppedMidDealIsHeldAndTheDealGoesOn(_ players: Int, _ step: Step) throws {
        let leaver = players - 1
        var dry = SessionTable(players: players, protocolVersion: step.protocolVersion)
        try dry.start()
        let at = try #require(dry.transcript.firstIndex { $0.from == leaver && step.isIt($0.message) }, "the step comes")
        var table = SessionTable(players: players, protocolVersion: step.protocolVersion)
        table.cut = (end: leaver, after: at)
        try table.start()
        let context = "\(players) seats, cut at its \(step)"
        #expect(table.actions[0].contains { if case .startTimer(.hold(leaver, _), .seconds(120)) = $0 { true } else { false } }, "\(context): held")
        #expect(table.actions[leaver].contains(.reconnected), "\(context): back")
        let games = table.ends.indices.map { table.ended($0) }
        #expect(games[0].count == 1 && games.allSatisfy { $0 == games[0] }, "\(context): the game was played and agreed")
        for end in table.ends.indices {
            #expect(!table.actions[end].contains(.dealAbandoned(game: 1)) && table.failures(end).isEmpty, "\(context): \(table.failures(end))")
        }
    }

    func cutOff(players: Int, step: Step, way: Way) throws {
        let leaver = players - 1 // the last guest's end, in the last seat
        var table = SessionTable(players: players, protocolVersion: step.protocolVersion, grace: way == .close ? 0 : 120)
        table.games = 2
        table.reconnects = false
        table.tamper = { from, _, message in
            guard from == leaver else { return message }
            if way == .error { return step.isIt(message) ? step.broken(message) : message }
            return step.isItOrLater(message) ? nil : message
        }
        try table.start()
        let context = "\(players) seats, \(step) by \(way)"
        #expect(table.ended(0).isEmpty && !table.ends[leaver].isClosed || way == .error, "\(context): the deal waits")
        switch way {
        case .bye:
            try table.send(to: leaver, .localQuit(reason: .other("dinner")))
        case .close:
            try table.send(to: leaver, .disconnected())
            try table.send(to: 0, .disconnected(leaver))
        case .notBack:
            try table.send(to: leaver, .disconnected())
            try table.send(to: 0, .disconnected(leaver))
            let token = try #require(table.actions[0].compactMap { if case let .startTimer(.hold(seat, token), _) = $0, seat == leaver { token } else { nil } }.last,
                                     "\(context): the seat is held first (a seat mid-deal has a game to come back to)")
            #expect(table.host.roster.isFull, "\(context): held, not freed")
            try table.send(to: 0, .timerFired(.hold(seat: leaver, token: token)))
        case .error:
            #expect(table.sentErrors(0).map(\.code) == [step.code], "\(context): \(table.sentErrors(0))")
            // Its words name the seat as people count seats (§9): wire seat P − 1 is "seat P".
            #expect(table.sentErrors(0).first?.message.contains("seat \(players)") == true, "\(context): \(table.sentErrors(0))")
        }
        // Every seat that stays hears the deal was cut off (so that its program asks for the next game).
        let stayed = Array(0..<leaver)
        for end in stayed {
            #expect(table.actions[end].contains(.dealAbandoned(game: 1)), "\(context): end \(end) was told: \(table.actions[end].suffix(5))")
            #expect(!table.actions[end].contains { if case .gameAbandoned = $0 { true } else { false } }, "\(context): nothing to keep")
        }
        #expect(table.host.roster.freeCount == 1, "\(context): the seat is free")
        for end in stayed { try table.send(to: end, .localRematch) }
        try table.join(name: "Zoe", protocolVersion: step.protocolVersion)
        let newcomer = table.ends.count - 1
        let games = (stayed + [newcomer]).map { table.ended($0) }
        #expect(games[0].count == 1, "\(context): game 2 was played at the host: \(table.actions[0].suffix(6))")
        for record in games { #expect(record == games[0], "\(context): every seat agrees on game 2") }
        for end in stayed + [newcomer] { #expect(table.failures(end).isEmpty, "\(context): \(table.failures(end))") }
    }
}
