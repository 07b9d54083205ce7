import BriscolaAI
import BriscolaCore
import BriscolaFrames
import BriscolaSession
import BriscolaWire
import NIOCore
import Testing

/// A host and its guests joined in memory: end 0 is the host, end *k* ≥ 1 the guest on the host's
/// link *k*. Every message is framed and decoded with the real codec on the way across; `tamper`
/// may rewrite (or drop) messages in flight to play a misbehaving peer or a forging relay.
struct SessionTable {
    var ends: [Session]
    var actions: [[SessionAction]]
    var tamper: (_ from: Int, _ to: Int, _ message: Message) -> Message? = { _, _, message in message }
    /// A tampering end signs its own altered messages (a cheat); false plays a forging relay instead.
    var resignTampered = true
    /// The session id, once the first welcome has gone by (for signing).
    private(set) var session = ""
    /// Answer turns with the emulator (a host's computer players too), ask for rematches up to `games`.
    var autoplay = true
    var games = 1
    /// Every message sent, in order: who sent it and who it went to.
    var transcript: [(from: Int, to: Int, message: Message)] = []
    private var queue: [(end: Int, event: SessionEvent)] = []
    /// A link to cut: after `cut.after` messages have gone by, guest end `cut.end` loses its link
    /// (both sides hear it; what was in flight is lost) until it reconnects.
    var cut: (end: Int, after: Int)?
    private(set) var isCut = false
    /// Whether a guest that asks to reconnect gets a new link at once.
    var reconnects = true
    /// Each end's journal: every event it handled, as `JournalCoding` writes it.
    private(set) var journals: [[String]] = []
    /// Ends whose journal keeps a snapshot after every game (`JournalFile.checkpoint` with
    /// `snapshotEvery` 1), and that snapshot's line: the journal then holds only the events after it.
    var snapshotting: Set<Int> = []
    private(set) var snapshots: [Int: String] = [:]
    /// Ends taken through their snapshot after every event between games (`roundTrip`), with the
    /// header of their journal; and how many times that was done.
    var roundTripping: [Int: JournalHeader] = [:]
    var roundTrips = 0

    /// A host of `players` seats (`bots` computer players) and `guests` guests, secrets seeded 1, 2, 3, …
    /// (`protocolVersion`: every end's; nil for the default, hidden hands).
    /// `hostIsProgram`: a headless host, whose own seat says it is a computer player.
    /// `grace`: the host's seconds for a dropped link to come back (0: a close frees the seat at once).
    init(players: Int, bots: Int = 0, guests: Int? = nil, names: [String] = ["Hana", "Gino", "Pia", "Rocco"], protocolVersion: Int? = nil,
         hostIsProgram: Bool = false, grace: Int = 120) {
        var ends = [Session(config: SessionConfig(role: .host, name: names[0], program: "test", players: players, bots: bots,
                                                  grace: grace, protocolVersion: protocolVersion, hostIsProgram: hostIsProgram),
                            entropy: .seeded(1))]
        for k in 1...(guests ?? players - 1 - bots) {
            ends.append(Session(config: SessionConfig(role: .guest, name: names[k % names.count], program: "test", protocolVersion: protocolVersion),
                                entropy: .seeded(UInt64(k + 1))))
        }
        self.ends = ends
        actions = Array(repeating: [], count: ends.count)
    }

    var host: Session { ends[0] }

    /// Connects every guest, in order.
    mutating func start() throws {
        for k in 1..<ends.count {
            queue.append((0, .connected(k)))
            queue.append((k, .connected()))
        }
        try pump()
    }

    /// A guest who comes to the table later (end `ends.count`, on the host's link of that number).
    /// `headless`: a program plays it (`bot join`).
    mutating func join(name: String, headless: Bool = false, protocolVersion: Int? = nil) throws {
        let end = ends.count
        ends.append(Session(config: SessionConfig(role: .guest, name: name, program: "test", protocolVersion: protocolVersion, guestIsProgram: headless),
                            entropy: .seeded(UInt64(end + 1))))
        actions.append([])
        queue.append((0, .connected(end)))
        queue.append((end, .connected()))
        try pump()
    }

    /// Gives end `end` an event and lets everything settle.
    mutating func send(to end: Int, _ event: SessionEvent) throws {
        queue.append((end, event))
        try pump()
    }

    /// Delivers queued events until nothing is left (bounded, so a loop bug fails instead of hanging).
    mutating func pump() throws {
        var steps = 0
        while !queue.isEmpty {
            steps += 1
            try #require(steps < 200_000, "session table did not settle")
            let (end, event) = queue.removeFirst()
            if ends[end].isClosed { continue }
            while journals.count < ends.count { journals.append([]) }
            if let line = JournalCoding.encode(event) { journals[end].append(line) }
            let out = ends[end].handle(event)
            if snapshotting.contains(end), let game = ends[end].gameBetween,
               snapshots[end].flatMap({ JournalCoding.snapshot($0) })?.game ?? 0 < game {
                let snapshot = try #require(SessionSnapshot(ends[end]))
                snapshots[end] = JournalCoding.encode(snapshot)
                journals[end] = []
            }
            try roundTrip(end)
            actions[end] += out
            for action in out { try route(action, from: end) }
        }
    }

    private mutating func route(_ action: SessionAction, from end: Int) throws {
        switch action {
        case let .send(message, link):
            let to = end == 0 ? link : 0
            if try cutting(end, to) { return }
            if case let .welcome(welcome) = message { session = welcome.session }
            guard to < ends.count, var changed = tamper(end, to, message) else { return }
            if resignTampered, changed != message, let author = changed.signed?.seat, author == seat(of: end) {
                changed = signed(changed, by: end)
            }
            transcript.append((end, to, changed))
            var buffer = ByteBuffer(bytes: try MessageCoding.frame(changed))
            let body = try #require(try FrameDecoder.nextFrame(&buffer))
            queue.append((to, .received(try MessageCoding.decode(body), from: end == 0 ? 0 : end)))
        case let .drop(link):
            if link < ends.count, !(isCut && link == cut?.end) { queue.append((link, .disconnected())) }
        case .reconnect where reconnects:
            queueReconnect(end)
        case .close:
            if end == 0 {
                for k in 1..<ends.count { queue.append((k, .disconnected())) }
            } else {
                queue.append((0, .disconnected(end)))
            }
        case let .startTimer(.seatWait(link), _):
            queue.append((0, .timerFired(.seatWait(link)))) // no time passes here: the grace runs out at once
        case let .yourTurn(view) where autoplay:
            queue.append((end, .localPlay(EmulatorStrategy().decide(view).card)))
        case let .botTurn(seat, view) where autoplay:
            queue.append((end, .botPlay(seat: seat, card: EmulatorStrategy().decide(view).card)))
        case let .gameEnded(game, _) where autoplay && game < games:
            queue.append((end, .localRematch))
        default:
            break
        }
    }

    /// End `end`'s program is killed and started again: its session rebuilt from its journal (the
    /// lines read back, as after a restart), every link it had gone, and what it asks done.
    mutating func restart(_ end: Int, header: JournalHeader) throws {
        let events = journals[end].compactMap { JournalCoding.decode($0) }
        try #require(events.count == journals[end].count, "every journal line reads back")
        let snapshot = try snapshots[end].map { try #require(JournalCoding.snapshot($0), "the snapshot reads back") }
        ends[end] = try #require(Session.restore(header: header, snapshot: snapshot, events: events))
        if end == 0 {
            for k in 1..<ends.count where !ends[k].isClosed { queue.append((k, .disconnected())) }
        } else {
            queue.append((0, .disconnected(end)))
        }
        queue.append((end, .restarted))
        try pump()
    }

    /// Guest end `end` connects again (on its old link number).
    mutating func reconnect(_ end: Int) throws {
        queueReconnect(end)
        try pump()
    }

    private mutating func queueReconnect(_ end: Int) {
        isCut = false
        queue.append((0, .connected(end)))
        queue.append((end, .connected()))
    }

    /// Whether a message from `from` to `to` is lost to the cut link (cutting it when its time comes).
    private mutating func cutting(_ from: Int, _ to: Int) throws -> Bool {
        guard let cut, from == cut.end || to == cut.end else { return false }
        if isCut { return true }
        guard transcript.count >= cut.after else { return false }
        isCut = true
        self.cut = (cut.end, Int.max) // once
        queue.append((0, .disconnected(cut.end)))
        queue.append((cut.end, .disconnected()))
        return true
    }

    /// The seat end `end` sits in (the host's guests are seated in order of joining).
    func seat(of end: Int) -> Int { end == 0 ? 0 : ends[end].mySeat }

    /// The message signed with end `end`'s own key, as that end would sign it: a guest's key is its
    /// entropy's first draw; a host's comes after the 16-byte session id.
    func signed(_ message: Message, by end: Int) -> Message {
        var entropy = Entropy.seeded(UInt64(end + 1))
        if end == 0 { _ = entropy.bytes(16) }
        return SeatKey(&entropy).sign(message, session: session)
    }

    func ended(_ end: Int) -> [GameRecord] {
        actions[end].compactMap { if case let .gameEnded(_, record) = $0 { record } else { nil } }
    }

    func failures(_ end: Int) -> [SessionFailure] {
        actions[end].compactMap { if case let .failed(failure) = $0 { failure } else { nil } }
    }

    func sentErrors(_ end: Int) -> [ErrorMessage] {
        actions[end].compactMap { if case let .send(.error(error), _) = $0 { error } else { nil } }
    }
}
