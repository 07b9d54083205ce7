import BriscolaText
import BriscolaWire

/// What the person chose in the start menu.
public enum StartChoice: Sendable, Equatable {
    case playEmulator
    /// Host a network table of `players` seats.
    case hostTable(players: Int)
    /// Host again the table a killed program left on `port`, taking its game up.
    case resumeTable(port: Int)
    /// Take up the game against the computer a killed program left (`LocalSaves`).
    case resumeLocal
    case lobby
    case joinAddress(PeerAddress)
    case history
    case settings
    case quit
}

/// The first screen of `briscola`: play on this machine, host or join a LAN table (from the live
/// lobby or by address), look at the history, change the settings, or quit.
public struct StartMenuApp: ScreenApp, Sendable {
    static let standard: [(StartChoice?, Phrase, Phrase?)] = [
        (.playEmulator, .menuPlay, .menuPlayDetail),
        (.hostTable(players: 2), .menuHost, .menuHostDetail),
        (.lobby, .menuLobby, .menuLobbyDetail),
        (nil, .menuAddress, .menuAddressDetail),
        (.history, .menuHistory, .menuHistoryDetail),
        (.settings, .menuSettings, .menuSettingsDetail),
        (.quit, .menuQuit, nil),
    ]

    let name: String
    /// The game the first entry starts, in words ("you vs the computer (hard)"), from the settings.
    let game: String
    /// An unfinished network game a killed program left (its table's host and address): offered first.
    let resume: (name: String, address: PeerAddress)?
    /// The port of a table a killed program hosted, with its players still seated: offered next.
    let resumeTable: Int?
    let resumeTableWith: String
    /// A game against the computer a killed program left, in words ("game 2, hard"): offered
    /// after those; starting a new game then asks first (the cut-off one is saved as abandoned).
    let resumeLocal: String?
    /// What starting a new game over it asks (a game cut off is saved as abandoned; a series
    /// between games is given up).
    let confirmNewGame: Phrase
    /// True while asking whether to start a new game over the unfinished one.
    var confirmingNewGame = false
    public private(set) var choice: StartChoice?
    var selection = 0
    var address: String?
    /// True while asking how many seats the hosted table has.
    var askingSeats = false
    /// True after a key that is not a number of seats: the menu says which to press.
    var badSeats = false
    var message: String
    /// After an address that is not one, what the menu says: how to write it, or that its port
    /// is out of range.
    var badAddress: Phrase?
    /// True while the rules and keys (h or ?) cover the menu; any key closes them.
    var showingRules = false

    /// `message` tells the person how the last thing they did ended (an error, a result).
    /// `resume` is a game left unfinished at a table, to offer taking up again.
    /// `resumeTable` is the port of a table hosted by a program that was killed, `resumeTableWith`
    /// who sat at it ("Bruno, Carla").
    /// `resumeLocal` is a game against the computer a killed program left, `confirmNewGame` the
    /// question asked before a new game over it.
    /// `game` is what the first entry starts, in words (its detail; empty for the plain one).
    public init(name: String, game: String = "", message: String = "", lastAddress: String = "",
                resume: (name: String, address: PeerAddress)? = nil, resumeTable: Int? = nil, resumeTableWith: String = "",
                resumeLocal: String? = nil, confirmNewGame: Phrase = .menuConfirmNewGame) {
        self.name = name
        self.game = game
        self.resume = resume
        self.resumeTable = resumeTable
        self.resumeTableWith = resumeTableWith
        self.resumeLocal = resumeLocal
        self.confirmNewGame = confirmNewGame
        self.message = message
        remembered = lastAddress
    }

    private var remembered: String
    /// True while the address line holds the remembered address untouched: Enter takes it, the
    /// first character typed replaces it (as a selected default does), Backspace edits it.
    private var offeringRemembered = false

    /// The menu's entries: the standard ones, after "Resume your game with …", "Resume your
    /// table" and "Resume your unfinished game" when there are such.
    var entries: [(StartChoice?, Phrase, Phrase?)] {
        (resume.map { [(.joinAddress($0.address), .menuResume, .menuResumeDetail)] } ?? [])
            + (resumeTable.map { [(.resumeTable(port: $0), .menuResumeTable, resumeTableWith.isEmpty ? .menuResumeTableDetail : .menuResumeTableDetailWith)] } ?? [])
            + (resumeLocal.map { _ in [(.resumeLocal, .menuResumeLocal, nil)] } ?? []) + Self.standard
    }

    private func label(_ phrase: Phrase, _ text: Text) -> String {
        text(phrase, ["name": resume?.name ?? "", "address": resume.map { "\($0.address)" } ?? "", "port": resumeTable.map(String.init) ?? "",
                      "names": resumeTableWith])
    }

    /// The menu, or the address being typed.
    public func render(width: Int, height: Int, options: RenderOptions) -> Canvas {
        let text = options.text
        // The menu greets the person by the name others see them by (their login name when the
        // settings keep the default); without one, the greeting stands alone.
        let title = ["You", "Player", ""].contains(name) ? text(.menuTitleDefault) : text(.menuTitle, ["name": name])
        var model = MenuModel(title: title, heading: text(.menuHeading),
                              items: entries.map { entry in
                                  let detail = entry.0 == .playEmulator && !game.isEmpty ? game
                                      : entry.0 == .resumeLocal ? resumeLocal ?? "" : entry.2.map { label($0, text) } ?? ""
                                  return MenuModel.Item(label(entry.1, text), detail: detail)
                              },
                              selection: selection, message: badSeats ? text(.menuSeatsBad) : badAddress.map { text($0) } ?? message,
                              keys: text(.menuKeys, ["last": "\(entries.count)"]))
        // A game to resume names everyone at its table: its label gives way (its address stays in
        // its detail) before the standard entries' details are cut.
        let standard = model.items.suffix(Self.standard.count)
        let inner = min(width, MenuScreen.maximumWidth) - 4
        model.labelWidth = max(standard.map(\.label.columns).max() ?? 0, inner - 9 - (standard.map(\.detail.columns).max() ?? 0))
        if let address {
            model.input = MenuModel.Input(prompt: text(.menuAddressPrompt), text: address)
            model.keys = text(offeringRemembered ? .menuAddressKeysRemembered : .menuAddressKeys)
        }
        if askingSeats {
            model.input = MenuModel.Input(prompt: text(.menuSeatsPrompt), text: "")
            model.keys = text(.menuSeatsKeys)
        }
        // Asking before a new game, the footer says the answer's keys (not the menu's).
        if confirmingNewGame { model.keys = text(.menuConfirmKeys) }
        // Under the rules, the menu's keys do nothing: the footer says what does; its entries are
        // not drawn, so none peeks out beside the box in a window wider than it.
        if showingRules {
            model.keys = text(.helpBackMenu)
            model.items = []
            model.empty = ""
            model.message = ""
        }
        var canvas = MenuScreen.render(model, width: width, height: height, options: options)
        if showingRules {
            HelpPanel.draw(nil, into: &canvas, options: options, glyphs: Glyphs(unicode: options.unicode))
        }
        if confirmingNewGame {
            HelpPanel.drawConfirm(text(confirmNewGame), into: &canvas, options: options)
        }
        return canvas
    }

    /// Nothing to do before the first key.
    public mutating func start() -> [AppEffect] { [] }
    /// The menu hears nothing from elsewhere.
    public mutating func drainInbox() -> [AppEffect] { [] }

    /// Moves the selection, chooses, or edits the address.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        guard case let .key(key) = event else { return [] }
        if address != nil { return typeAddress(key) }
        if confirmingNewGame {
            confirmingNewGame = false
            if key == .interrupt {
                choice = .quit
                return [.quit]
            }
            guard CommonKeys.isYes(key, enterToo: false) else { return [] }
            choice = .playEmulator
            return [.quit]
        }
        if askingSeats {
            badSeats = false
            return chooseSeats(key)
        }
        if showingRules {
            showingRules = false
            if key == .interrupt {
                choice = .quit
                return [.quit]
            }
            return []
        }
        if [.character("h"), .character("H"), .character("?")].contains(key) {
            showingRules = true
            return []
        }
        // Escape goes back from every screen under the menu; pressed once too often it must not
        // quit the program (q and the Quit entry do).
        if key == .escape { return [] }
        switch MenuNavigation.handle(key, selection: &selection, count: entries.count) {
        case let .chose(index):
            guard let chosen = entries[index].0 else {
                address = remembered
                offeringRemembered = !remembered.isEmpty
                message = ""
                badAddress = nil
                return []
            }
            if case .hostTable = chosen {
                askingSeats = true
                message = ""
                return []
            }
            if chosen == .playEmulator, resumeLocal != nil {
                confirmingNewGame = true
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
            badSeats = false
        case .enter:
            choice = .hostTable(players: 2)
            return [.quit]
        case let .character(c) where ("2"..."4").contains(c):
            choice = .hostTable(players: c.wholeNumberValue ?? 2)
            return [.quit]
        default:
            badSeats = true
        }
        return []
    }

    private mutating func typeAddress(_ key: Key) -> [AppEffect] {
        let replacing = offeringRemembered
        offeringRemembered = false
        switch key {
        case .interrupt:
            choice = .quit
            return [.quit]
        case .escape:
            address = nil
            badAddress = nil
        case .backspace:
            if address?.isEmpty == false { address?.removeLast() }
        case .eraseLine:
            address = ""
            badAddress = nil
        case .enter:
            let typed = String((address ?? "").split(separator: " ").joined())
            guard let peer = PeerAddress(typed) else {
                badAddress = PeerAddress.problem(typed) == .badPort ? .menuAddressPort : .menuAddressBad
                return []
            }
            choice = .joinAddress(peer)
            return [.quit]
        case let .character(c) where replacing && !c.isNewline:
            address = String(c)
        case let .character(c) where (address ?? "").count < 80 && !c.isNewline:
            address?.append(c)
        case let .paste(text):
            // An address pasted (from a chat, a note) replaces the remembered one as typing would.
            let kept = replacing ? "" : address ?? ""
            address = String((kept + text.trimmingCharacters(in: .whitespaces)).prefix(80))
        default:
            break
        }
        return []
    }

}
