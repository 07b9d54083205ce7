import BriscolaSettings
import BriscolaText
import Foundation

/// The language of the command line — every command's help and what the tools print — chosen as
/// the screens choose theirs: the `language` setting in the default settings file, else the locale
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`: `it_*` is Italian). Resolved each time it is asked, because
/// the argument parser builds help strings when it builds a command, before any option is read;
/// nothing is kept.
public enum CommandLanguage {
    /// The language for this environment and its default settings file.
    public static func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        let (settings, _) = SettingsFile(path: Settings.defaultPath(environment: environment)).load()
        return settings.language(environment: environment)
    }

    /// The command line's words in the language this process's environment resolves to.
    public static var text: Text { Text(resolved()) }

    /// One command-line phrase in that language (a command's `abstract:` and `discussion:`).
    public static func words(_ phrase: CommandPhrase) -> String { text(phrase) }
}
