import BriscolaSettings
import BriscolaText
import Foundation

/// The language of the command line — every command's help and what the tools print — chosen as
/// the screens choose theirs: the `language` setting in the settings file (the default one, or the
/// one `--config PATH` names on the command line), else the locale
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`: `it_*` is Italian). The argument parser builds help strings
/// whenever it builds a command (hundreds of times for one `--help`), before any option is read
/// and with no way to hand it a value, so `main` resolves the language once and binds it to
/// `chosen` for the task that parses and runs the command: a scoped value, not a global one.
/// Outside that scope (tests, callbacks on other threads) it is resolved afresh each time.
public enum CommandLanguage {
    /// The language bound for the command being parsed and run, if any.
    @TaskLocal public static var chosen: Language?

    /// The language for this environment and the settings file `arguments` name with `--config`,
    /// else the default one (read now; its warnings are the command's to say).
    public static func resolved(environment: [String: String] = ProcessInfo.processInfo.environment,
                                arguments: [String] = []) -> Language {
        let path = configPath(in: arguments) ?? Settings.defaultPath(environment: environment)
        let (settings, _) = SettingsFile(path: path).load()
        return settings.language(environment: environment)
    }

    /// The file `--config PATH` or `--config=PATH` names, before any `--` (the last one given, as
    /// the parser takes it).
    static func configPath(in arguments: [String]) -> String? {
        var path: String?, index = 0
        while index < arguments.count, arguments[index] != "--" {
            if arguments[index] == "--config", index + 1 < arguments.count {
                path = arguments[index + 1]
                index += 1
            } else if arguments[index].hasPrefix("--config=") {
                path = String(arguments[index].dropFirst("--config=".count))
            }
            index += 1
        }
        return path?.isEmpty == false ? path : nil
    }

    /// The command line's words: in the bound language, else the one resolved now.
    public static var text: Text { Text(chosen ?? resolved()) }

    /// One command-line phrase in that language (a command's `abstract:` and `discussion:`).
    public static func words(_ phrase: CommandPhrase) -> String { text(phrase) }
}
