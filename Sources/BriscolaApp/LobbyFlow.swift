import BriscolaDiscovery
import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Synchronization

/// The live lobby screen: discovery feeds rows to the screen's inbox and wakes it.
enum LobbyFlow {
    /// The address of the table the person picked, or nil when they went back.
    static func pick(from browsing: TableBrowsing, on terminal: any TerminalIO, options: RenderOptions) async throws -> PeerAddress? {
        let (events, stop) = try browsing.start()
        defer { stop() }
        let inbox = LobbyInbox(), waker = terminal.waker, text = options.text
        let seen = Mutex<[String: LobbyTable]>([:])
        let reader = Task {
            do {
                for try await event in events {
                    let rows = seen.withLock { tables in
                        event.apply(to: &tables)
                        return tables.values.sorted { $0.name < $1.name }.map { row($0, text) }
                    }
                    inbox.post(rows)
                    waker.wake()
                }
            } catch {
                // From the menu, the way round is the menu's own entry, not a command.
                inbox.fail((error as? DiscoveryError)?.description(text, fromMenu: true) ?? FailureWords.line(error, text))
                waker.wake()
            }
        }
        defer { reader.cancel() }
        let app = try await TerminalApp.runOnOwnThread(LobbyApp(inbox: inbox), on: terminal, options: options)
        guard let picked = app.picked, let table = seen.withLock({ $0[picked.id] }) else { return nil }
        return table.peerAddress
    }

    /// A table as the lobby lists it: sanitised names, and why it cannot be joined if it cannot
    /// (`LobbyTable.joinRefusal`'s reasons, in the screen's language).
    static func row(_ table: LobbyTable, _ text: Text) -> LobbyRow {
        LobbyRow(id: table.id, name: table.displayName, detail: "\(table.hostLabel) · \(table.endpoint)" + (table.joinRefusal == nil ? " · \(table.seatsText(text))" : ""),
                 isOpen: table.joinRefusal == nil, closedReason: table.joinRefusal == nil ? "" : refusal(table, text))
    }

    private static func refusal(_ table: LobbyTable, _ text: Text) -> String {
        table.isOurs ? text(.lobbyOwnTable) : table.seatsText(text)
    }
}
