import BriscolaCore
import BriscolaText

/// The waiting room of a network table of three or four: who sits where, which seats are free,
/// the teams with four, and how others reach the table. A pure value the table screen draws.
public struct WaitingRoom: Sendable, Equatable {
    /// One seat as the room shows it.
    public struct Seat: Sendable, Equatable {
        public var name: String?
        public var bot: Bool
    }

    public var seats: [Seat]
    public var mySeat: Int
    /// How others join (the host's addresses and lobby name), or nothing for a guest.
    public var reach: String

    /// A room of `players` seats, all free, seen from seat `mySeat`.
    public init(players: Int, mySeat: Int, reach: String = "") {
        seats = Array(repeating: Seat(name: nil, bot: false), count: players)
        self.mySeat = mySeat
        self.reach = reach
    }

    var isHost: Bool { mySeat == 0 }
    var taken: Int { seats.count { $0.name != nil } }

    /// The lines of the room, each at most `width` columns, in `text`'s language; `news` (who just
    /// left, say) goes under the heading.
    func lines(width: Int, glyphs: Glyphs, text: Text, news: String = "") -> [String] {
        let players = seats.count, dot = glyphs.dot
        var out = [text(.roomHeading, ["players": "\(players)", "taken": "\(taken)", "dot": dot])]
        out += news.isEmpty ? [""] : news.wrapped(width: width, lines: 2) + [""]
        for (index, seat) in seats.enumerated() {
            var who = text(.roomFree)
            if let name = seat.name {
                let tags = [index == 0 ? text(.roomHost) : nil, seat.bot ? text(.roomComputer) : nil,
                            index == mySeat ? text(.roomYou) : nil].compactMap { $0 }
                who = name.shortened(to: PlayerName.maxLength, glyphs: glyphs) + (tags.isEmpty ? "" : " (\(tags.joined(separator: ", ")))")
            }
            let team = players == 4 ? text(.roomTeam, ["team": index % 2 == 0 ? "A" : "B"]) : ""
            let label = text(.roomSeat, ["number": "\(index + 1)"]) + "  "
            // The team column, two spaces after the longest "name (host, you)" at least.
            out.append(label + (team.isEmpty ? who : who.padded(toColumns: max(36, who.columns + 2)) + team))
        }
        if players == 4 { out += ["", text(.roomPartners)] }
        // Up to five lines: the addresses, and why the table is not announced when it is not.
        if !reach.isEmpty { out += [""] + reach.wrapped(width: width, lines: 5) }
        // A guest in a full room (a seat freed after a game, taken again) waits for the others' yes.
        let keys: Phrase = isHost ? .roomKeysHost : taken == players ? .roomKeysGuestFull : .roomKeysGuest
        out += ["", text(keys, ["dot": dot])]
        return out.map { $0.clipped(to: width, glyphs: glyphs) }
    }

    /// Draws the room in the 80×24 box at (`x`, `y`), under the table's header.
    static func draw(_ room: WaitingRoom, into canvas: inout Canvas, x: Int, y: Int, glyphs: Glyphs, text: Text, news: String) {
        let lines = room.lines(width: TableScreen.minimumWidth - 6, glyphs: glyphs, text: text, news: news)
        let top = y + max(3, 12 - lines.count / 2)
        for (row, line) in lines.enumerated() where top + row < y + TableScreen.minimumHeight - 1 {
            canvas.put(line, x: x + 4, y: top + row, style: row == 0 ? .bold : .plain)
        }
    }
}
