import BriscolaText

/// The window title a screen asks for: the terminal's tab says whose turn it is, so a person in
/// another window sees when the table needs them.
public enum WindowTitle: Sendable, Equatable {
    case plain
    case yourTurn

    /// The title's words in `language` (an ASCII hyphen where the terminal may not show a dash).
    public func text(unicode: Bool, language: Language = .english) -> String {
        switch self {
        case .plain: "briscola"
        case .yourTurn: Text(language)(.windowYourTurn, ["dash": unicode ? "—" : "-"])
        }
    }

    /// The escape sequence that sets it (OSC 2, ended by ST rather than BEL, so a title change is
    /// never mistaken for a bell).
    public func sequence(unicode: Bool, language: Language = .english) -> String {
        "\u{1B}]2;\(text(unicode: unicode, language: language))\u{1B}\\"
    }
}

/// The bell and title effects as terminal output: what the loop writes for them, kept apart so
/// the muting by the `bell` setting is testable without a terminal.
public enum AttentionOutput {
    static let bell = "\u{07}"

    /// The bytes for one effect, or nil for effects that write nothing here.
    public static func bytes(for effect: AppEffect, options: RenderOptions) -> String? {
        switch effect {
        case .bell: options.bell ? bell : ""
        case let .title(title): title.sequence(unicode: options.unicode, language: options.language)
        case .wait, .quit, .seconds, .session: nil
        }
    }
}
