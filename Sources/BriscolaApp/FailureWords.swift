import BriscolaDiscovery
import BriscolaHistory
import BriscolaNet
import BriscolaText

/// The one-line failures a person meets — a refused connection, a busy port, no avahi-daemon, a
/// damaged history — in the player's language (each error says itself in English by default).
public enum FailureWords {
    /// `error` in `text`'s language when it is one of ours that has words; nil for any other.
    /// `fromMenu`: the way round a failure names the menu's entry, not a command.
    public static func say(_ error: any Error, _ text: Text, fromMenu: Bool = false) -> String? {
        switch error {
        case let failure as NetworkFailure: failure.description(text)
        case let failure as DiscoveryError: failure.description(text, fromMenu: fromMenu)
        case let failure as HistoryError: failure.description(text)
        case let failure as AppError: failure.description(text)
        default: nil
        }
    }

    /// `error` in `text`'s language, or as it describes itself.
    public static func line(_ error: any Error, _ text: Text, fromMenu: Bool = false) -> String {
        say(error, text, fromMenu: fromMenu) ?? "\(error)"
    }

    /// The line as a sentence of its own, for a screen (on the command line it follows "Error: "):
    /// a first word in lower-case letters gets a capital; a path, an address or a name stays.
    public static func sentence(_ line: String) -> String {
        let word = line.prefix { $0.isLetter }
        guard let first = word.first, first.isLowercase, word != "briscola",
              line.dropFirst(word.count).first.map({ [" ", ",", "'", "’"].contains($0) }) ?? true else { return line }
        return first.uppercased() + line.dropFirst()
    }
}
