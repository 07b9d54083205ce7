import BriscolaDiscovery
import BriscolaText
import BriscolaWire
import Synchronization

/// Whether and under what name a table is announced on the local network.
public struct Advertising: Sendable {
    public var enabled = true
    /// Nil for "<name>'s table".
    public var tableName: String?

    /// Announced (or not) under a name (nil: "<name>'s table").
    public init(enabled: Bool = true, tableName: String? = nil) {
        self.enabled = enabled
        self.tableName = tableName
    }

    /// The name the table goes by: the one given, else the host's player's in the host's
    /// language ("Anna's table", "Tavolo di Anna").
    public func name(for player: String, _ text: Text) -> String { tableName ?? text(.tableNameDefault, ["name": player]) }
}

/// A table announced on the LAN for as long as the host runs; the seat count follows the game.
/// Announcing is best effort: without Avahi the table still works by address, and we say so.
public final class Announcer: Sendable {
    private let connection: AvahiConnection
    private let advertisement: TableAdvertisement
    /// Withdrawn already: a table that closed is withdrawn then, and again (no more) as the host leaves.
    private let stopped = Mutex(false)

    /// Started while avahi-daemon was not running: not listed until it runs.
    public let isWaiting: Bool

    private init(connection: AvahiConnection, advertisement: TableAdvertisement, isWaiting: Bool) {
        self.connection = connection
        self.advertisement = advertisement
        self.isWaiting = isWaiting
    }

    /// Announces the table, or tells `note` in one line (in `text`'s language) why it could not (and returns nil).
    /// `listed` hears the name the table is listed under once it is (a daemon that started late, a
    /// rename after a collision), and nil when the announcement failed.
    public static func start(_ options: Advertising, player: String, port: Int, players: Int = 2, protocolVersion: Int = WireProtocol.version,
                             text: Text = Text(.english), listed: @escaping @Sendable (String?) -> Void = { _ in },
                             note: @escaping @Sendable (String) -> Void) -> Announcer? {
        guard options.enabled else { return nil }
        let connection: AvahiConnection
        var isWaiting = false
        do {
            connection = try AvahiConnection.connect()
        } catch {
            let reason = error.description(text, hosting: true)
            // A daemon not running yet (D-Bus is there): the table is announced once it starts.
            guard case .noDaemon = error, let waiting = try? AvahiConnection.connect(waitingForDaemon: true) else {
                note(text(.announceFailed, ["reason": reason]))
                return nil
            }
            note(text(.announceWaiting, ["reason": reason]))
            connection = waiting
            isWaiting = true
        }
        let txt = TableTXT(protocolVersion: protocolVersion, players: players, freeSeats: players - 1, host: player)
        let advertisement = connection.advertise(name: options.name(for: player, text), port: port, txt: txt) { event in
            switch event {
            case let .established(name):
                note(text(.announced, ["name": name]))
                listed(name)
            case let .renamed(old, new):
                note(text(.announceRenamed, ["old": old, "new": new]))
                listed(new)
            case let .failed(reason):
                note(text(.announceFailed, ["reason": reason]))
                listed(nil)
            }
        }
        return Announcer(connection: connection, advertisement: advertisement, isWaiting: isWaiting)
    }

    /// Announces how many seats a guest can still take (0: the table is full).
    public func freeSeats(_ count: Int) { advertisement.update(freeSeats: count) }

    /// Withdraws the table (once, however often it is asked).
    public func stop() {
        guard !stopped.withLock({ done in defer { done = true }; return done }) else { return }
        advertisement.withdraw()
        connection.close()
    }
}
