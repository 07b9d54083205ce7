import BriscolaDiscovery
import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Synchronization

/// The live lobby screen: discovery feeds rows to the screen's inbox and wakes it.
enum LobbyFlow {
    /// The address of the table the person picked, or nil when they went back. `held`: the table
    /// where this player's seat is kept for them (a game cut off there), which a full table still lets in.
    static func pick(from browsing: TableBrowsing, on terminal: any TerminalIO, options: RenderOptions,
                     held: PeerAddress? = nil) async throws -> PeerAddress? {
        let (events, stop) = try browsing.start()
        defer { stop() }
        let inbox = LobbyInbox(), waker = terminal.waker, text = options.text
        let seen = Mutex<[String: LobbyTable]>([:])
        let reader = Task {
            do {
                for try await event in events {
                    let rows = seen.withLock { tables in
                        event.apply(to: &tables)
                        return tables.values.sorted(by: LobbyTable.listedBefore).map { row($0, text, held: held) }
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
    /// (`LobbyTable.joinRefusal`'s reasons, in the screen's language). The table `held` keeps a
    /// seat for us: full to others, open to us (joining it takes our game up).
    static func row(_ table: LobbyTable, _ text: Text, held: PeerAddress? = nil) -> LobbyRow {
        // Only a full table lets us back in: one of another protocol, or no table at all, cannot.
        let full = table.txt.map { WireProtocol.versions.contains($0.protocolVersion) && $0.freeSeats == 0 } ?? false
        let kept = full && !table.isOurs && held != nil && table.peerAddress?.description == held?.description
        let open = table.joinRefusal == nil || kept
        let seats = kept ? text(.lobbySeatKept) : table.seatsText(text)
        // The seats first, as a closed table's reason is: a long name or host cuts the address, not them.
        return LobbyRow(id: table.id, name: table.displayName, detail: (open ? "\(seats) · " : "") + "\(table.hostLabel) · \(table.endpoint)",
                        isOpen: open, closedReason: open ? "" : refusal(table, text))
    }

    private static func refusal(_ table: LobbyTable, _ text: Text) -> String {
        table.isOurs ? text(.lobbyOwnTable) : table.seatsText(text)
    }
}
