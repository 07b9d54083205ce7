import BriscolaAI
import BriscolaCore
import BriscolaDiscovery
import BriscolaHistory
import BriscolaNet
import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Synchronization
import Foundation

/// The headless peer's wiring: a bot that plays by an AI, prints one line per game (JSON or
/// text), saves each game when given a history file, and finds the first open table.
public enum HeadlessPlay {
    /// What a bot command's options say.
    public struct Options: Sendable {
        public var level: Level
        public var seed: UInt64
        public var json: Bool
        public var think: Int
        public var history: String?
        public var trace: Bool
        public var name: String
        /// The words of what it prints for people (the JSON lines and "listening on port", which
        /// scripts read, are the same in every language).
        public var text: Text

        /// The options as parsed.
        public init(level: Level, seed: UInt64, json: Bool, think: Int, history: String?, trace: Bool, name: String,
                    text: Text = CommandLanguage.text) {
            (self.level, self.seed, self.json, self.think) = (level, seed, json, think)
            (self.history, self.trace, self.name, self.text) = (history, trace, name, text)
        }
    }

    /// Refuses a history file that cannot be used before anything else happens (a table begun
    /// first would leave a journal behind, and the next table on its port would "resume" it).
    public static func checkHistory(_ path: String?) throws {
        if let path { _ = try GameSaving.live(path: path, enabled: true).open() }
    }

    /// A bot for at most `limit` games (nil: until stopped).
    /// A bot taking up a restored session counts the games it had finished (`resumed`).
    public static func bot(_ options: Options, limit: Int?, resumed: TableStart.Begun? = nil) throws -> BotPlayer {
        let saving = options.history.map { GameSaving.live(path: $0, enabled: true) }
        if let saving { _ = try saving.open() } // a bad history path is refused before any game
        // A program taking a game up again has lost no connection yet: it is reconnecting.
        let restarting = Mutex(resumed?.restored == true)
        return BotPlayer(strategy: options.level.strategy(), seed: options.seed, limit: limit,
                         think: .milliseconds(options.think), alreadyPlayed: resumed?.finishedBefore ?? 0,
                         seenThrough: resumed?.lastFinished ?? 0, resumed: resumed?.restored == true) { report in
            switch report {
            case let .game(game, record, computers, programs):
                if options.trace { Output.error("trace ended \(game.game) \(Trace.now())") }
                save(record, seat: game.seat, players: game.players, computers: computers, programs: programs, options, saving)
                Output.line(options.json ? (try? JSONOutput.string(game)) ?? "" : line(game, options.text))
            case let .abandoned(game, record, seat, players, computers, programs):
                Output.error(options.text(.botAbandoned, ["game": "\(game)", "count": "\(record.actions.count)"]))
                save(record, seat: seat, players: players, computers: computers, programs: programs, options, saving)
            case let .dealAbandoned(game):
                Output.error(options.text(.botDealAbandoned, ["game": "\(game)"]))
            case .firstCard:
                if options.trace { Output.error("trace first-card \(Trace.now())") }
            case let .dealt(game, late):
                // Its lines count the table's games: say why the first is not "game 1".
                if late { Output.error(options.text(.botLateFirstGame, ["game": "\(game)"])) }
                if options.trace { Output.error("trace dealt \(game) \(Trace.now())") }
            case let .seatLeft(name, reason):
                Output.error(options.text.left(name, reason: reason))
            case let .ended(why, seated):
                // Never seated, and no table said goodbye: what answered there was no table.
                var answered = seated
                if case .left = why { answered = true }
                let reason = FailureText.gone(why, options.text)
                Output.error(answered ? reason : options.text(.botNoTableAnswered, ["reason": reason]))
            case let .failed(failure, seated):
                // The sentence a player reads, as every failure ("Error: …"), or that no table answered (another
                // service at the address); the wire code, hashes and plays only when tracing.
                Output.error(FailureText.isNoTable(failure, seated: seated) ? options.text(.botNoTableAnswered, ["reason": options.text(.netNotBriscola)])
                             : options.text(.frameError) + FailureText.explain(failure, options.text))
                if options.trace { Output.error("trace failure \(failure.description)") }
            case let .away(name, seconds):
                let first = restarting.withLock { first in defer { first = false }; return first }
                Output.error(name.map { options.text(.botSeatAway, ["name": $0, "seconds": "\(seconds)"]) }
                             ?? options.text(first ? .botReconnecting : .botAway, ["seconds": "\(seconds)"]))
            case let .back(name):
                let news = name.map { options.text(.botSeatBack, ["name": $0]) } ?? options.text(.botBack)
                Output.error(news + (options.trace ? " (trace back \(Trace.now()))" : ""))
            case let .seated(name, computer, taken, players):
                let who = computer ? options.text(.netComputerTag, ["name": name]) : name
                Output.error(options.text(.botSeated, ["name": who, "taken": "\(taken)", "players": "\(players)"]))
            case let .waiting(taken, players):
                Output.error(options.text(.botWaitingPlayers, ["taken": "\(taken)", "players": "\(players)"]))
            case let .sat(taken, players):
                Output.error(options.text(.botSatDown, ["taken": "\(taken)", "players": "\(players)"]))
            case .cardAfterBack:
                if options.trace { Output.error("trace card-after-back \(Trace.now())") }
            }
        }
    }

    /// One game as a line of text, in the words of `text`'s language (English unless told): how
    /// it went for the bot's side, each side's points by name (the bot's first, as the history
    /// gives them), the final hash and the seed; the bot's own count beside the table's when it
    /// sat down at a table that had played ("game 3 at the table (this bot's game 1)").
    /// (`--json` gives scripts the result code and scores by side.)
    public static func line(_ game: GameReport, _ text: Text = Text(.english)) -> String {
        let players = game.players.count
        // With four the points are the teams' (seats 0 and 2, then 1 and 3: two scores); else each
        // seat's — whatever names the report has.
        let mySide = game.scores.count == 2 ? game.seat % 2 : game.seat
        // Two players of one name are told apart by seat, as the screens do ("Root (2)").
        let told = PlayerName.toldApart(game.players)
        let sideNames: [String] = game.scores.indices.map { side in
            let name = { (seat: Int) in told.indices.contains(seat) ? told[seat] : text(.replaySeat, ["seat": "\(seat + 1)"]) }
            return players == 4 && game.scores.count == 2 ? name(side) + " + " + name(side + 2) : name(side)
        }
        let outcome: Phrase = switch GameResult(scores: game.scores).outcome(for: mySide) {
        case .won: .outcomeWon
        case .draw: .outcomeDrawn
        case .lost: .outcomeLost
        }
        let order = ScoreOrder.mineFirst(Array(game.scores.indices), side: mySide)
        let scores = order.map { "\(sideNames[$0]): \(game.scores[$0])" }.joined(separator: ", ")
        let number = game.ownGame.map { text(.botGameNumberLate, ["game": "\(game.game)", "own": "\($0)"]) } ?? "\(game.game)"
        return text(.botGameLine, ["game": number, "result": text(outcome), "scores": scores,
                                   "hash": String(game.hash.prefix(16)),
                                   "seed": game.seed.isEmpty ? text(.botHiddenDeal) : "seed " + game.seed.prefix(16)])
    }

    /// Keeps a game in the history, when a file was given: the bot's seat as a computer at its
    /// level, and the host's computer players as its own (at the same level) when this bot hosts,
    /// or as another table's computer players when it joined; other programs' seats as computers.
    static func save(_ record: GameRecord, seat: Int, players: [String], computers: [Int], programs: [Int], _ options: Options,
                     _ saving: GameSaving?) {
        let seats = TableSeats.network(names: players, players: record.variant, mySeat: seat, myName: options.name, me: .emulator(options.level),
                                       computers: computers, computerKind: seat == 0 ? .emulator(options.level) : .computer, programs: programs)
        saving?.save([record], seats: seats, mySeat: seat, mode: .lan)
    }

    /// The address of the first open table (not our own) the lobby shows within `seconds`; with
    /// `seat` (counted from 1, as people count), one that has that seat.
    /// Discovery unavailable is said with the bot's own way round (`bot join HOST:PORT`).
    public static func firstOpenTable(within seconds: Double, seat: Int? = nil, text: Text = CommandLanguage.text) async throws -> PeerAddress {
        let found: LobbyTable?
        do {
            let connection = try AvahiConnection.connect()
            defer { connection.close() }
            found = try await LobbyQuery.first(connection.browse(), timeout: .seconds(seconds)) { table in
                table.joinRefusal == nil && seat.map { $0 <= (table.txt?.players ?? 2) } ?? true
            }
        } catch let error as DiscoveryError {
            throw AppError.noLobby(error)
        }
        guard let table = found, let address = table.peerAddress else {
            throw AppError.noOpenTable(seconds: seconds)
        }
        Output.error(text(.botFound, ["name": table.displayName, "address": "\(address)"]))
        return address
    }
}

/// Wall-clock marks for timing across processes on one machine (never used by the game itself).
public enum Trace {
    /// Unix time in milliseconds.
    public static func now() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }
}
