import BriscolaWire

/// What the person chose in the start menu.
public enum StartChoice: Sendable, Equatable {
    case playEmulator
    /// Host a network table of `players` seats.
    case hostTable(players: Int)
    case lobby
    case joinAddress(PeerAddress)
    case history
    case quit
}

/// The first screen of `briscola`: play the emulator, host or join a LAN table (from the live
/// lobby or by address), look at the history, or quit.
public struct StartMenuApp: ScreenApp {
    static let entries: [(StartChoice?, String, String)] = [
        (.playEmulator, "Play the emulator", "a game on this machine"),
        (.hostTable(players: 2), "Host a table on the local network", "for 2, 3 or 4 players"),
        (.lobby, "Join a table on the local network", "pick from the live lobby"),
        (nil, "Join a table by address", "HOST:PORT"),
        (.history, "History", "past matches, and replays"),
        (.quit, "Quit", ""),
    ]

    let name: String
    public private(set) var choice: StartChoice?
    var selection = 0
    var address: String?
    /// True while asking how many seats the hosted table has.
    var askingSeats = false
    var message: String

    /// `message` tells the person how the last thing they did ended (an error, a result).
    public init(name: String, message: String = "", lastAddress: String = "") {
        self.name = name
        self.message = message
        remembered = lastAddress
    }

    private var remembered: String

    /// The menu, or the address being typed.
    public func render(width: Int, height: Int, options: RenderOptions) -> Canvas {
        var model = MenuModel(title: "welcome, \(name)", heading: "What would you like to do?",
                              items: Self.entries.map { MenuModel.Item($0.1, detail: $0.2) }, selection: selection,
                              message: message, keys: "↑/↓ or 1–6 choose · Enter · q quits")
        if let address {
            model.input = MenuModel.Input(prompt: "Address (HOST:PORT):", text: address)
            model.keys = "type the address · Enter joins · Esc goes back"
        }
        if askingSeats {
            model.input = MenuModel.Input(prompt: "Seats at the table (2, 3 or 4; with 4, partners sit opposite):", text: "")
            model.keys = "2, 3 or 4 (Enter: 2) · Esc goes back"
        }
        return MenuScreen.render(model, width: width, height: height, options: options)
    }

    /// Nothing to do before the first key.
    public mutating func start() -> [AppEffect] { [] }
    /// The menu hears nothing from elsewhere.
    public mutating func drainInbox() -> [AppEffect] { [] }

    /// Moves the selection, chooses, or edits the address.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        guard case let .key(key) = event else { return [] }
        if address != nil { return typeAddress(key) }
        if askingSeats { return chooseSeats(key) }
        switch MenuNavigation.handle(key, selection: &selection, count: Self.entries.count) {
        case let .chose(index):
            guard let chosen = Self.entries[index].0 else {
                address = remembered
                message = ""
                return []
            }
            if case .hostTable = chosen {
                askingSeats = true
                message = ""
                return []
            }
            choice = chosen
            return [.quit]
        case .back:
            choice = .quit
            return [.quit]
        case .moved, .ignored:
            return []
        }
    }

    private mutating func chooseSeats(_ key: Key) -> [AppEffect] {
        switch key {
        case .interrupt:
            choice = .quit
            return [.quit]
        case .escape:
            askingSeats = false
        case .enter:
            choice = .hostTable(players: 2)
            return [.quit]
        case let .character(c) where ("2"..."4").contains(c):
            choice = .hostTable(players: c.wholeNumberValue ?? 2)
            return [.quit]
        default:
            message = "Press 2, 3 or 4 for the seats at your table, or Esc."
        }
        return []
    }

    private mutating func typeAddress(_ key: Key) -> [AppEffect] {
        switch key {
        case .interrupt:
            choice = .quit
            return [.quit]
        case .escape:
            address = nil
        case .backspace:
            if address?.isEmpty == false { address?.removeLast() }
        case .enter:
            let typed = String((address ?? "").split(separator: " ").joined())
            guard let peer = PeerAddress(typed) else {
                message = "Type the table's address and port, e.g. 192.168.1.20:4860"
                return []
            }
            choice = .joinAddress(peer)
            return [.quit]
        case let .character(c) where (address ?? "").count < 80 && !c.isNewline:
            address?.append(c)
        default:
            break
        }
        return []
    }

}
