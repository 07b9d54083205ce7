import BriscolaWire

/// One line of table chat as the strip shows it: who said it (nil for the person) and what.
public struct ChatLine: Sendable, Equatable {
    /// The speaker's name, or nil when the person wrote it.
    public let speaker: String?
    /// Already sanitised text.
    public let text: String

    /// A line as the strip keeps it.
    public init(speaker: String?, text: String) {
        self.speaker = speaker
        self.text = text
    }
}

/// The few phrases a card table says most, each on a key after `!`, so nobody has to type them.
public enum QuickPhrase: Int, CaseIterable, Sendable {
    case bella = 1, brava, ancora

    /// What the phrase says, as it is sent.
    public var text: String {
        switch self {
        case .bella: "Bella!"
        case .brava: "Brava/o"
        case .ancora: "Ancora una?"
        }
    }
}

/// What the person is doing with the chat line at the bottom: typing, or picking a quick phrase.
public enum ChatInput: Sendable, Equatable {
    case typing(String)
    case quickPhrases
}

/// A network table's chat: whether it is offered, the recent lines, and the line being typed.
/// Local tables never offer it: the emulators read nothing.
public struct ChatState: Sendable, Equatable {
    /// How many lines are kept for the strip (it shows the newest that fit).
    public static let keptLines = 30

    /// True at a network table once the players are known.
    public var offered = false
    public private(set) var lines: [ChatLine] = []
    /// Non-nil while the person is typing or picking a phrase: every key goes to it.
    public var input: ChatInput?

    /// No lines yet; offered or not.
    public init(offered: Bool = false) { self.offered = offered }

    /// Adds a line (remote text is cleaned again here, so nothing raw can reach a screen).
    public mutating func append(speaker: String?, text: String) {
        let clean = RemoteText.sanitize(text, limit: WireProtocol.maxTextLength)
        guard !clean.isEmpty else { return }
        lines.append(ChatLine(speaker: speaker.map(RemoteText.name), text: clean))
        if lines.count > Self.keptLines { lines.removeFirst(lines.count - Self.keptLines) }
    }
}

/// How chat keys act: `c` or `t` opens the line, `!` the quick phrases; while the line is open
/// every key goes to it (Enter sends, Escape cancels, Backspace erases) except Ctrl-C.
enum ChatKeys {
    enum Outcome: Equatable {
        /// The key was used by the chat.
        case handled
        /// This text is to be sent (already cleaned), and the line is closed.
        case send(String)
        /// Not a chat key: the table handles it.
        case pass
    }

    static func handle(_ key: Key, chat: inout ChatState) -> Outcome {
        guard chat.offered, key != .interrupt, key != .suspend else { return .pass }
        switch chat.input {
        case nil:
            switch key {
            case .character("c"), .character("C"), .character("t"), .character("T"):
                chat.input = .typing("")
                return .handled
            case .character("!"):
                chat.input = .quickPhrases
                return .handled
            default:
                return .pass
            }
        case .quickPhrases?:
            chat.input = nil
            guard case let .character(c) = key, let digit = c.wholeNumberValue, let phrase = QuickPhrase(rawValue: digit) else {
                return .handled
            }
            return .send(phrase.text)
        case let .typing(text)?:
            return typing(key, text, chat: &chat)
        }
    }

    private static func typing(_ key: Key, _ text: String, chat: inout ChatState) -> Outcome {
        switch key {
        case .escape:
            chat.input = nil
        case .enter:
            chat.input = nil
            let clean = RemoteText.sanitize(text, limit: WireProtocol.maxTextLength)
            return clean.isEmpty ? .handled : .send(clean)
        case .backspace:
            chat.input = .typing(String(text.dropLast()))
        case .eraseLine:
            chat.input = .typing("")
        case let .character(c):
            if text.unicodeScalars.count < WireProtocol.maxTextLength { chat.input = .typing(text + String(c)) }
        case let .paste(pasted):
            // Pasted lines join into one; what would not fit is left out.
            let room = max(0, WireProtocol.maxTextLength - text.unicodeScalars.count)
            chat.input = .typing(text + String(String.UnicodeScalarView(pasted.unicodeScalars.prefix(room))))
        default:
            break
        }
        return .handled
    }
}
