/// The keys every table screen treats alike: Ctrl-C leaves; help and the quit question are
/// overlays that the next key closes; q or Escape asks before quitting; h or ? opens help.
enum CommonKeys {
    enum Outcome: Equatable {
        /// The key was used; nothing else to do.
        case handled
        /// The person wants to leave.
        case quit
        /// Not one of these keys: the screen's own handling decides.
        case pass
    }

    static func handle(_ key: Key, overlay: inout TableScreenModel.Overlay?) -> Outcome {
        if key == .interrupt { return .quit }
        switch overlay {
        case .help?:
            overlay = nil
            return .handled
        case .confirmQuit?:
            overlay = nil
            return isYes(key, enterToo: false) ? .quit : .handled
        case nil:
            break
        }
        switch key {
        case .character("q"), .character("Q"), .escape:
            overlay = .confirmQuit
            return .handled
        case .character("h"), .character("H"), .character("?"):
            overlay = .help
            return .handled
        default:
            return .pass
        }
    }

    /// A yes: y, or s (sì) as an Italian player presses it by habit; Enter too where it stands
    /// for the usual answer (another game), never where it would quit.
    static func isYes(_ key: Key, enterToo: Bool) -> Bool {
        [.character("y"), .character("Y"), .character("s"), .character("S")].contains(key) || (enterToo && key == .enter)
    }

    /// q or Escape on the result screen: the game is over, so they leave without asking.
    static func leavesAtOnceAfterAGame(_ key: Key) -> Bool {
        [.character("q"), .character("Q"), .escape].contains(key)
    }

    /// The keys that leave a network table that is over: Enter, as its notice says ("Press Enter
    /// to leave"), the keys that leave every screen (q, Escape, Ctrl-C), and n (no more games,
    /// under a result). No other: a card played or a word typed just as the other player left
    /// must not sweep the result away.
    static func leavesAnEndedTable(_ key: Key) -> Bool {
        [.enter, .interrupt, .escape, .character("q"), .character("Q"), .character("n"), .character("N")].contains(key)
    }

    /// `o` opens or closes the cards-out panel, on every table.
    static func togglesCardsOut(_ key: Key) -> Bool {
        key == .character("o") || key == .character("O")
    }
}
