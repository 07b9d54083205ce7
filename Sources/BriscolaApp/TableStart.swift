import BriscolaCore
import BriscolaNet
import BriscolaSession
import BriscolaText
import BriscolaWire

/// How a networked session begins: afresh, with a journal so it can survive a crash, or — when a
/// killed program left an unfinished game at the same table — rebuilt from that journal
/// (Protocol.md §15). Shared by `host`, `join`, `bot host`, `bot join` and the start menu.
public enum TableStart {
    /// A session ready to run, its journal, and whether it was rebuilt from one.
    public struct Begun: Sendable {
        public let session: Session
        public let journal: JournalFile?
        /// True for a game taken up again after the program was killed.
        public let restored: Bool
        /// Games the session had finished before this program took it up.
        public var finishedBefore: Int { restored ? session.series.results.count : 0 }
        /// The number of the last game it had finished (its end is reported once more, to be saved
        /// if it had not been), or 0.
        public var lastFinished: Int { restored ? session.lastFinishedGame : 0 }
        /// The series so far from this seat's side, for a screen taking the table up again (it
        /// counts the last game itself when the restarted session reports its end once more).
        public var seriesSoFar: SeriesScore { restored ? session.scoreBeforeRestart : SeriesScore() }
        /// What was said at the table before the program was killed (nothing for a new table).
        public var chatSoFar: [(speaker: String?, text: String)] { restored ? session.chatSoFar : [] }
    }

    /// A guest's session for the table at `address`: an unfinished one resumed (said on standard
    /// error when `saying`: a screen says it itself, and a line left behind in the shell would go
    /// stale), or a new one.
    /// The journals are read, and one locked (retrying a lock held a moment), on the blocking pool.
    public static func guest(_ config: SessionConfig, at address: PeerAddress, journals: JournalStore, saying: Bool = true) async -> Begun {
        await BlockingWork.run { guestHere(config, at: address, journals: journals, saying: saying) }
    }

    /// `guest`'s body, on the thread it is given.
    private static func guestHere(_ config: SessionConfig, at address: PeerAddress, journals: JournalStore, saying: Bool) -> Begun {
        if let found = journals.unfinished(role: .guest, table: "\(address)") {
            if saying { Output.error(CommandLanguage.text(.resumingGuest, ["name": found.hostName, "address": "\(address)"])) }
            return Begun(session: found.session, journal: found.journal, restored: true)
        }
        return fresh(config, table: "\(address)", journals: journals)
    }

    /// A host's session on `port`: an unfinished table on that port resumed (port 0 never is;
    /// said as `guest` says it), or a new one.
    /// `announced` and `bind` are kept in a new table's journal (see `JournalHeader`).
    public static func host(_ config: SessionConfig, port: Int, requested: Int, journals: JournalStore, saying: Bool = true,
                            announced: Bool? = nil, bind: [String]? = nil) async -> Begun {
        await BlockingWork.run { hostHere(config, port: port, requested: requested, journals: journals, saying: saying,
                                          announced: announced, bind: bind) }
    }

    /// `host`'s body, on the thread it is given.
    private static func hostHere(_ config: SessionConfig, port: Int, requested: Int, journals: JournalStore, saying: Bool,
                                 announced: Bool?, bind: [String]?) -> Begun {
        if requested != 0, let found = journals.unfinished(role: .host, table: "\(port)") {
            if saying { Output.error(CommandLanguage.text(.resumingHost, ["port": "\(port)", "seconds": "\(found.header.session.grace)"])) }
            return Begun(session: found.session, journal: found.journal, restored: true)
        }
        return fresh(config, table: "\(port)", journals: journals, announced: announced, bind: bind)
    }

    /// A new session, journaled when the store can write.
    private static func fresh(_ config: SessionConfig, table: String, journals: JournalStore, announced: Bool? = nil,
                              bind: [String]? = nil) -> Begun {
        var system = Entropy.system
        let seed = system.bytes(32)
        let journal = config.grace > 0 ? journals.begin(config: config, table: table, seed: seed, announced: announced, bind: bind) : nil
        return Begun(session: Session(config: config, entropy: journal == nil ? .system : .stream(seed: seed)),
                     journal: journal, restored: false)
    }

    /// Reconnecting a guest: the same address again (a failure told in the words of `text`).
    public static func reconnect(to address: PeerAddress, with client: TableClient, text: Text = Text(.english)) -> Reconnect {
        Reconnect(text: text) { try await client.connect(host: address.host, port: address.port) }
    }
}
