import BriscolaText
import Foundation

/// The settings file on disk: read with every unusable line reported (defaults fill in), written
/// whole, and listed as `config list` shows it.
public struct SettingsFile: Sendable {
    public let path: String

    /// The file at `path`.
    public init(path: String) { self.path = path }

    /// The settings, and a line for each unusable line of the file (a missing file is no error).
    public func load() -> (Settings, warnings: [String]) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return (Settings(), []) }
        return Settings.parse(text, path: path)
    }

    /// Writes the settings, making the directory if needed; the error names the file.
    public func save(_ settings: Settings) throws(SettingsFileError) {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try settings.serialized.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw SettingsFileError(path: path, reason: error.localizedDescription)
        }
    }
}

/// The settings file could not be written.
public struct SettingsFileError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "cannot write the settings to \(path): \(reason)" }
}

extension Settings {
    /// Every key with its value and what it accepts, one per line (`config list`), what it accepts
    /// said in `text`'s language (the keys and values are the file's, in every language).
    public func listing(_ text: Text = Text(.english)) -> [String] {
        let values = Self.keys.map { (try? value(of: $0.key)) ?? "" }
        // The values padded to the longest, so what each key accepts lines up in one column.
        let width = values.map(\.count).max() ?? 0
        return zip(Self.keys, values).map { entry, value in
            let padded = entry.key + String(repeating: " ", count: max(0, 12 - entry.key.count))
            let shown = value + String(repeating: " ", count: width - value.count)
            return "\(padded) = \(shown)    (\(Self.allowed(entry.key, text) ?? entry.allowed))"
        }
    }

    /// What a key accepts in words, for the keys whose answer has words (nil: as `keys` says it).
    static func allowed(_ key: String, _ text: Text) -> String? {
        switch key {
        case "name": text(.configAllowedName)
        case "players": text(.configAllowedPlayers)
        case "color", "ascii", "show-points", "bell": text(.configAllowedFlag)
        case "pause": text(.configAllowedPause)
        case "language": text(.configAllowedLanguage)
        default: nil
        }
    }
}
