import BriscolaSettings
import BriscolaText
import Foundation

/// What `briscola config` does with a settings file once the command line is parsed: list the
/// settings, say one, set one. Unusable lines of the file are said on standard error.
public struct ConfigCommands: Sendable {
    /// The settings file.
    public let file: SettingsFile

    /// The commands on `file`.
    public init(file: SettingsFile) { self.file = file }

    /// The settings, with any unusable line reported on standard error (defaults fill in).
    public func load() -> Settings {
        let (settings, warnings) = file.load()
        warnings.forEach { Output.error($0) }
        return settings
    }

    /// `config list`: every key with its value and what it accepts, then the file's path.
    public func list() {
        let settings = load()
        settings.listing(Text(settings.language(environment: ProcessInfo.processInfo.environment))).forEach { Output.line($0) }
        Output.line("(\(file.path))")
    }

    /// `config set KEY VALUE`: saved, and the key's value said; an empty value puts the key back
    /// to its default (the name: "You" here, the login name at tables). The key and value are
    /// checked (`check`) before.
    public func set(_ key: String, to value: String) throws {
        var settings = load()
        let unset = Self.unsets(value)
        try unset ? settings.reset(key) : settings.set(key, to: value)
        let named = (try? SettingKey.named(key)).map { [$0] } ?? []
        do { try file.save(settings, setting: unset ? [] : named, unsetting: unset ? named : []) } catch { throw AppError.settings(error) }
        Output.line("\(key) = \((try? settings.value(of: key)) ?? value)")
    }

    /// Whether `value` puts its key back to the default (it is empty).
    static func unsets(_ value: String) -> Bool { value.trimmingCharacters(in: .whitespaces).isEmpty }

    /// Whether `key` can be set to `value` (no setting depends on another, so the file need not
    /// be read): nil, or what is wrong in `text`'s words.
    public static func problem(setting key: String, to value: String?, _ text: Text) -> String? {
        var settings = Settings()
        do {
            guard let value else { _ = try settings.value(of: key); return nil }
            try unsets(value) ? settings.reset(key) : settings.set(key, to: value)
            return nil
        } catch {
            return error.description(text)
        }
    }
}
