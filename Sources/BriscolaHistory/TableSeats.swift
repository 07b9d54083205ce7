import BriscolaCore

/// Who sat where at a table, as the history keeps it: one place for the seat kinds of local and
/// network games, so the play, join and bot commands save alike.
public enum TableSeats {
    /// A local table: the person at seat 0, emulators of one level elsewhere.
    public static func local(names: [String], level: Level) -> [(name: String, kind: SeatKind)] {
        names.indices.map { (names[$0], $0 == 0 ? .human : .emulator(level)) }
    }

    /// A network table from one seat's side: `me` (the person, or a headless emulator) at
    /// `mySeat`, the computer players the host seated at `computers` (as `computerKind`: a host
    /// knows their level, a guest does not), seats other programs play at `programs` (a headless
    /// guest or host: computers), remote players at the others. Seats whose names the session
    /// never agreed get "peer" (a game cut off during the handshake).
    public static func network(names: [String], players: Int, mySeat: Int, myName: String, me: SeatKind, computers: [Int] = [],
                               computerKind: SeatKind = .computer, programs: [Int] = []) -> [(name: String, kind: SeatKind)] {
        (0..<max(players, mySeat + 1)).map { seat in
            let name = names.indices.contains(seat) ? names[seat] : (seat == mySeat ? myName : "peer")
            let kind: SeatKind = seat == mySeat ? me : computers.contains(seat) ? computerKind : programs.contains(seat) ? .computer : .remote
            return (name, kind)
        }
    }
}
