import BriscolaApp
import ArgumentParser
import BriscolaSettings
import Foundation

/// Where the settings file lives (`--config`), read with one-line warnings on standard error.
struct SettingsOptions: ParsableArguments {
    @Option(help: "The settings file (default: $XDG_CONFIG_HOME/briscola/config).") var config: String?

    var file: SettingsFile { SettingsFile(path: config ?? Settings.defaultPath(environment: ProcessInfo.processInfo.environment)) }

    /// The settings, with any unusable line reported on standard error (defaults fill in).
    func load() -> Settings {
        let (settings, warnings) = file.load()
        warnings.forEach { Output.error($0) }
        return settings
    }
}

/// `briscola config`: your name, default level and variant, colours, ASCII cards, points, pause.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "Show or change your settings.",
        subcommands: [ConfigList.self, ConfigGet.self, ConfigSet.self], defaultSubcommand: ConfigList.self
    )
}

struct ConfigList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Every setting with its value and what it accepts.")
    @OptionGroup var file: SettingsOptions

    func run() throws {
        let settings = file.load()
        settings.listing.forEach { print($0) }
        print("(\(file.file.path))")
    }
}

struct ConfigGet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "get", abstract: "Print one setting.")
    @Argument(help: "The setting.") var key: String
    @OptionGroup var file: SettingsOptions

    func run() throws {
        do { print(try file.load().value(of: key)) } catch { throw UsageError(description: error.description) }
    }
}

struct ConfigSet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Change one setting.")
    @Argument(help: "The setting.") var key: String
    @Argument(help: "Its new value.") var value: String
    @OptionGroup var file: SettingsOptions

    func run() throws {
        var settings = file.load()
        do { try settings.set(key, to: value) } catch { throw UsageError(description: error.description) }
        do { try file.file.save(settings) } catch { throw AppError(error.description) }
        print("\(key) = \((try? settings.value(of: key)) ?? value)")
    }
}
