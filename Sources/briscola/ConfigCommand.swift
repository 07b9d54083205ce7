import BriscolaApp
import ArgumentParser
import BriscolaSettings
import Foundation

/// Where the settings file lives (`--config`): every command's option, before the command's name
/// or after it. Its `language` setting is the command line's language (`CommandLanguage`).
struct SettingsOptions: ParsableArguments {
    @Option(help: .phrase(.optConfig)) var config: String?

    var file: SettingsFile {
        SettingsFile(path: config ?? Settings.defaultPath(environment: ProcessInfo.processInfo.environment), makesDirectory: config == nil)
    }

    var commands: ConfigCommands { ConfigCommands(file: file) }

    /// The settings, with any unusable line reported on standard error (defaults fill in).
    func load() -> Settings { commands.load() }
}

/// `briscola config`: your name, default level and variant, colours, ASCII cards, points, pause.
struct ConfigCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "config", abstract: CommandLanguage.words(.aboutConfig),
        subcommands: [ConfigList.self, ConfigGet.self, ConfigSet.self], defaultSubcommand: ConfigList.self
    ) }
}

struct ConfigList: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "list", abstract: CommandLanguage.words(.aboutConfigList)) }
    @OptionGroup var file: SettingsOptions

    func run() throws { file.commands.list() }
}

struct ConfigGet: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "get", abstract: CommandLanguage.words(.aboutConfigGet)) }
    @Argument(help: .phrase(.configKey)) var key: String
    @OptionGroup var file: SettingsOptions

    func validate() throws {
        if let problem = ConfigCommands.problem(setting: key, to: nil, CommandLanguage.text) { throw ValidationError(problem) }
    }

    func run() throws { Output.line(try file.load().value(of: key)) }
}

struct ConfigSet: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "set", abstract: CommandLanguage.words(.aboutConfigSet),
        usage: "briscola config set <key> <value> [--config <config>]"
    ) }
    @Argument(help: .phrase(.configKey)) var key: String
    /// Every word not an option, so that a value such as `-5` reaches the setting's own check
    /// ("pause must be …") instead of being taken for an unknown option.
    @Argument(parsing: .allUnrecognized, help: .phrase(.configValue, valueName: "value")) var values: [String] = []
    @OptionGroup var file: SettingsOptions

    func validate() throws {
        guard values.count == 1 else {
            throw ValidationError(values.isEmpty ? "Missing expected argument '<value>'" : "Unexpected argument '\(values[1])'")
        }
        if let problem = ConfigCommands.problem(setting: key, to: values[0], CommandLanguage.text) { throw ValidationError(problem) }
    }

    func run() throws { try file.commands.set(key, to: values.first ?? "") }
}
