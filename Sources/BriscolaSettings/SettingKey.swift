import BriscolaCore
import BriscolaText

/// A key of the settings file, spelled as the file and `briscola config` spell it: the closed list
/// every part of the program names settings by (text from outside becomes one with `named`).
public enum SettingKey: String, CaseIterable, Sendable {
    case name, level, players, color, ascii, showPoints = "show-points", pause, bell, language

    /// The key `text` spells; an unknown one is an error naming the nearest key.
    public static func named(_ text: String) throws(SettingsError) -> SettingKey {
        guard let key = SettingKey(rawValue: text) else { throw .unknownKey(text) }
        return key
    }

    /// Whether the key is on or off.
    public var isFlag: Bool { [.color, .ascii, .showPoints, .bell].contains(self) }

    /// What the key accepts, in English (the file's warnings).
    public var allowed: String {
        switch self {
        case .name: "1 to 32 characters, no control characters"
        case .level: Level.allCases.map(\.rawValue).joined(separator: ", ")
        case .players: "2, 3, 4 or 5"
        case .color, .ascii, .showPoints, .bell: "on or off"
        case .pause: "0 to 10000 milliseconds"
        case .language: "auto, it or en"
        }
    }

    /// What the key accepts in `text`'s words, for the keys whose answer has words (nil: `allowed`).
    public func allowed(_ text: Text) -> String? {
        switch self {
        case .name: text(.configAllowedName)
        case .players: text(.configAllowedPlayers)
        case .color, .ascii, .showPoints, .bell: text(.configAllowedFlag)
        case .pause: text(.configAllowedPause)
        case .language: text(.configAllowedLanguage)
        case .level: nil
        }
    }
}
