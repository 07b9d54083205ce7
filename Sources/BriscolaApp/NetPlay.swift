import BriscolaAI
import BriscolaCore
import BriscolaWire
import BriscolaDiscovery
import BriscolaNet
import BriscolaSession
import BriscolaTerminal
import BriscolaText
import Synchronization

/// How the full-screen table looks: what `ScreenOptions` or the settings give.
public struct ScreenSetup: Sendable {
    public var options: RenderOptions
    public var pause: Int

    /// Looks and the pause after a trick.
    public init(options: RenderOptions, pause: Int) {
        self.options = options
        self.pause = pause
    }
}

/// Hosting and joining on the full-screen table: shared by `host`, `join` and the start menu.
public enum NetPlay {
    /// Opens a table, announces it (unless told not to), plays the first guest, saves the games.
    /// The level of the computer players a person's table seats (b, `--bots`): the emulator.
    static let computerLevel = Level.normal

    /// With `anyPortIfTaken`, a busy port gives way to a free one (the lobby tells players which).
    public static func host(port requested: Int, bind: [String], name: String, liveness: Liveness, advertising: Advertising,
                     screen: ScreenSetup, saving: GameSaving, terminal: any TerminalIO, anyPortIfTaken: Bool = false,
                     players: Int = 2, bots: Int = 0, turnTime: Int? = nil, grace: Int = 120,
                     journals: JournalStore = .live(), protocolVersion: Int? = nil, summary: SeriesLog? = nil) async throws {
        let config = SessionConfig(role: .host, name: name, program: BriscolaVersion.wire, players: players, bots: bots,
                                   turnTime: turnTime, grace: grace, protocolVersion: protocolVersion)
        // Computer players at the table think a moment, so the people can follow their cards.
        let table = try await HostedTable.open(port: requested, bind: bind, anyPortIfTaken: anyPortIfTaken, liveness: liveness, config: config,
                                               journals: journals, saying: false, announced: advertising.enabled,
                                               computers: .init(level: computerLevel, think: .milliseconds(max(screen.pause, 300))))
        let (port, begun) = (table.port, table.begun)
        // A table taken up from its journal keeps its own name, size and protocol (the start menu
        // knows only its port): the title, the lobby and the waiting text say them.
        let (name, players) = (begun.session.config.name, begun.session.config.players)
        let inbox = SessionInbox()
        let waker = terminal.waker
        let language = screen.options.language, text = screen.options.text
        // Where others reach the table: this machine's addresses, or the one it listens on alone (--bind).
        let reachable = bind == TableServer.anyAddress ? LocalAddresses.current() : bind.filter { !TableServer.anyAddress.contains($0) }
        // Notes cannot be printed over the full screen: keep the first, to show while waiting.
        let firstNote = Mutex<String?>(nil)
        let waitingText = { @Sendable (listedAs: String?) in
            HostWaiting.text(addresses: reachable, port: port, announced: listedAs, note: advertising.enabled ? firstNote.withLock { $0 } : nil,
                             language: language, players: players)
        }
        let announcer = table.announce(advertising, text: text, listed: { listedAs in
            // Said again on the screen: listed once a late daemon runs, under a new name after a collision.
            inbox.postWaiting(waitingText(listedAs))
            waker.wake()
        }) { note in
            firstNote.withLock { $0 = $0 ?? note }
        }
        defer { announcer?.stop() }
        let delegate = InboxDelegate(inbox: inbox, waker: waker)
        let session: @Sendable () async throws -> Void = {
            // The table closes (a table of two whose guest left): it leaves the lobby now, not
            // when the person closes the screen that says so.
            try await table.serve(delegate: delegate, announcer: announcer) { error in
                inbox.post(.peerLeft(.link(.connectionFailed(detail: "\(error)"))))
                waker.wake()
            }
        }
        // Not listed yet while avahi-daemon is awaited: the note says why instead.
        let waiting = waitingText(announcer.flatMap { $0.isWaiting ? nil : advertising.name(for: name, text) })
        let app = NetTableApp(title: text(.netHosting, ["port": "\(port)", "name": name]), waiting: waiting, inbox: inbox,
                              pauseMilliseconds: screen.pause, language: language, series: begun.seriesSoFar, chat: begun.chatSoFar)
        try await InteractivePlay.play(app, on: terminal, options: screen.options, session: session, saving: saving, summary: summary)
    }

    /// Joins a table by address, plays, saves the games.
    /// A game at that table left unfinished by a killed program is taken up again.
    public static func join(_ address: PeerAddress, name: String, liveness: Liveness, screen: ScreenSetup, saving: GameSaving,
                     terminal: any TerminalIO, grace: Int = 120, journals: JournalStore = .live(),
                     protocolVersion: Int? = nil, summary: SeriesLog? = nil) async throws {
        let client = TableClient(liveness: liveness)
        let config = SessionConfig(role: .guest, name: name, program: BriscolaVersion.wire, grace: grace,
                                   protocolVersion: address.announcedProtocol ?? protocolVersion)
        let begun = await TableStart.guest(config, at: address, journals: journals, saying: false)
        let channel: PeerChannel?
        do {
            channel = begun.restored ? nil : try await Connecting.run("\(address)", on: terminal, options: screen.options) {
                try await client.connect(host: address.host, port: address.port)
            }
        } catch {
            begun.journal?.discard()
            throw error
        }
        let inbox = SessionInbox()
        let delegate = InboxDelegate(inbox: inbox, waker: terminal.waker)
        let session: @Sendable () async throws -> Void = {
            try await SessionRunner.run(channel, session: begun.session, delegate: delegate,
                                        reconnect: TableStart.reconnect(to: address, with: client, text: screen.options.text), journal: begun.journal)
        }
        let text = screen.options.text
        var app = NetTableApp(title: text(.netJoining, ["address": "\(address)"]), waiting: text(.netConnected, ["address": "\(address)"]),
                              inbox: inbox, pauseMilliseconds: screen.pause, language: screen.options.language, series: begun.seriesSoFar, chat: begun.chatSoFar)
        app.restarting = begun.restored
        try await InteractivePlay.play(app, on: terminal, options: screen.options, session: session, saving: saving, summary: summary)
    }
}
