import BriscolaCore
import BriscolaText
import Foundation

/// The player's saved preferences: a small `key = value` file in the XDG config directory.
/// Every value is checked; a bad line in the file is reported with its path and line and skipped
/// (the default, or an earlier line's value, stays), so the program always runs.
public struct Settings: Equatable, Sendable {
    public var name = "You"
    public var level = Level.normal
    public var players = 2
    public var color = true
    public var ascii = false
    public var showPoints = false
    public var pause = 700
    /// Ring the terminal bell when it becomes your turn at a network table.
    public var bell = true
    /// The language of screens and messages; nil (`auto`) takes it from `LC_ALL`, `LC_MESSAGES`
    /// or `LANG` (`it_*` is Italian), else English.
    public var language: Language?

    /// The defaults.
    public init() {}

    /// The keys, in the order `config list` shows them, with what each accepts.
    public static var keys: [(key: String, allowed: String)] { SettingKey.allCases.map { ($0.rawValue, $0.allowed) } }

    /// The default file: `$XDG_CONFIG_HOME/briscola/config`, or `~/.config/briscola/config`.
    public static func defaultPath(environment: [String: String]) -> String {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        return base + "/briscola/config"
    }

    /// The value of a key as the file writes it.
    public func value(of key: SettingKey) -> String {
        switch key {
        case .name: name
        case .level: level.rawValue
        case .players: String(players)
        case .color: color ? "on" : "off"
        case .ascii: ascii ? "on" : "off"
        case .showPoints: showPoints ? "on" : "off"
        case .pause: String(pause)
        case .bell: bell ? "on" : "off"
        case .language: language?.rawValue ?? "auto"
        }
    }

    /// The value of a key named by text (`config get`), or the error naming the nearest key.
    public func value(of key: String) throws(SettingsError) -> String { value(of: try SettingKey.named(key)) }

    /// Sets a key named by text (`config set`, a line of the file), or says what is wrong.
    public mutating func set(_ key: String, to text: String) throws(SettingsError) { try set(SettingKey.named(key), to: text) }

    /// Sets a key from text, or says which values it accepts.
    public mutating func set(_ key: SettingKey, to text: String) throws(SettingsError) {
        let value = text.trimmingCharacters(in: .whitespaces)
        func bad() -> SettingsError { .badValue(key: key.rawValue, value: value, allowed: key.allowed) }
        func flag() throws(SettingsError) -> Bool {
            switch value.lowercased() {
            case "on", "yes", "true": return true
            case "off", "no", "false": return false
            default: throw bad()
            }
        }
        switch key {
        case .name:
            guard PlayerName.problem(value) == nil else { throw bad() }
            name = PlayerName.normalized(value)
        case .level:
            guard let chosen = Level(rawValue: value.lowercased()) else { throw bad() }
            level = chosen
        case .players:
            guard let n = Int(value), (2...5).contains(n) else { throw bad() }
            players = n
        case .color: color = try flag()
        case .ascii: ascii = try flag()
        case .showPoints: showPoints = try flag()
        case .bell: bell = try flag()
        case .pause:
            guard let ms = Int(value), (0...10_000).contains(ms) else { throw bad() }
            pause = ms
        case .language:
            let chosen = value.lowercased()
            guard chosen == "auto" || Language(rawValue: chosen) != nil else { throw bad() }
            language = Language(rawValue: chosen)
        }
    }

    /// Puts `key` back to its default (`config set KEY ""`).
    public mutating func reset(_ key: SettingKey) {
        // The default value is always accepted.
        try? set(key, to: Settings().value(of: key))
    }

    /// Puts a key named by text back to its default, or says it is no key.
    public mutating func reset(_ key: String) throws(SettingsError) { reset(try SettingKey.named(key)) }

    /// Reads settings from file text; lines that cannot be used come back as warnings.
    public static func parse(_ text: String, path: String) -> (Settings, [String]) {
        parse(Array(text.utf8), path: path)
    }

    /// Reads settings from the file's bytes, line by line (LF or CRLF): a line that is not UTF-8
    /// text is reported and skipped, and the lines around it still count.
    public static func parse(_ bytes: [UInt8], path: String) -> (Settings, [String]) {
        var settings = Settings()
        var warnings: [String] = []
        for (number, rawBytes) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let where_ = "\(path):\(number + 1)"
            guard let raw = String(validating: rawBytes.last == UInt8(ascii: "\r") ? rawBytes.dropLast() : rawBytes, as: UTF8.self) else {
                warnings.append("\(where_): not UTF-8 text; the line is ignored")
                continue
            }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                warnings.append("\(where_): expected key = value, found \"\(line.prefix(40).escapingControls)\"; the line is ignored")
                continue
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = String(line[line.index(after: equals)...])
            // A comment after a value (`level = hard  # for now`); a name keeps its "#".
            if key != SettingKey.name.rawValue, let comment = value.range(of: " #") ?? value.range(of: "\t#") { value = String(value[..<comment.lowerBound]) }
            do throws(SettingsError) {
                // An empty value is the default, as `config set KEY ""` makes it.
                if value.trimmingCharacters(in: .whitespaces).isEmpty { try settings.reset(key) } else { try settings.set(key, to: value) }
            } catch {
                // What applies instead: the default, or the value an earlier line set.
                let kept = (try? settings.value(of: key)).map { "; keeping \($0)" } ?? "; the line is ignored"
                warnings.append("\(where_): \(error.description.escapingControls)\(kept)")
            }
        }
        return (settings, warnings)
    }

    /// The language to show: the one chosen here, else the environment's (`it_*` is Italian).
    public func language(environment: [String: String]) -> Language {
        Language.resolve(chosen: language, environment: environment)
    }

    /// The file text for these settings.
    public var serialized: String {
        "# briscola settings (briscola config set KEY VALUE; briscola config list shows every key)\n"
            + SettingKey.allCases.filter(differsFromDefault).map { line(for: $0) + "\n" }.joined()
    }

    /// Whether `key` is set otherwise than a new file would have it: only such keys are added to
    /// a file, so a default this version changes is not pinned in every file it wrote.
    public func differsFromDefault(_ key: SettingKey) -> Bool { value(of: key) != Settings().value(of: key) }
}

/// A settings key that does not exist, or a value it does not accept.
public enum SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownKey(String)
    /// `allowed` is what the key accepts as `Settings.keys` says it (in English).
    case badValue(key: String, value: String, allowed: String)

    /// The line in English (the settings file's warnings, and tests).
    public var description: String { description(Text(.english)) }

    /// The same line in the words of `text`'s language (the keys and values are the file's).
    public func description(_ text: Text) -> String {
        switch self {
        case let .unknownKey(key):
            // "colour": did you mean color?
            if let hint = NearestWord.closest(to: key, among: Settings.keys.map(\.key)) {
                text(.settingsUnknownKeyHint, ["key": key.escapingControls, "hint": hint, "keys": Settings.keys.map(\.key).joined(separator: ", ")])
            } else {
                text(.settingsUnknownKey, ["key": key.escapingControls, "keys": Settings.keys.map(\.key).joined(separator: ", ")])
            }
        case let .badValue(key, value, allowed):
            text(.settingsBadValue, ["value": value.escapingControls, "key": key.escapingControls, "allowed": SettingKey(rawValue: key)?.allowed(text) ?? allowed])
        }
    }
}
