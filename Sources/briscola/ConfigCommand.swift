import BriscolaApp
import ArgumentParser
import BriscolaSettings
import BriscolaText
import Foundation

/// Where the settings file lives (`--config`), read with one-line warnings on standard error.
struct SettingsOptions: ParsableArguments {
    @Option(help: .phrase(.optConfig)) var config: String?

    var file: SettingsFile {
        SettingsFile(path: config ?? Settings.defaultPath(environment: ProcessInfo.processInfo.environment), makesDirectory: config == nil)
    }

    /// The settings, with any unusable line reported on standard error (defaults fill in).
    func load() -> Settings {
        let (settings, warnings) = file.load()
        warnings.forEach { Output.error($0) }
        return settings
    }
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

    func run() throws {
        let settings = file.load()
        settings.listing(Text(settings.language(environment: ProcessInfo.processInfo.environment))).forEach { Output.line($0) }
        Output.line("(\(file.file.path))")
    }
}

struct ConfigGet: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "get", abstract: CommandLanguage.words(.aboutConfigGet)) }
    @Argument(help: .phrase(.configKey)) var key: String
    @OptionGroup var file: SettingsOptions

    func run() throws {
        do { Output.line(try file.load().value(of: key)) } catch {
            throw UsageError(description: error.description(CommandLanguage.text), command: "briscola config get")
        }
    }
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

    var value: String { values.first ?? "" }

    func validate() throws {
        guard values.count == 1 else {
            throw ValidationError(values.isEmpty ? "Missing expected argument '<value>'" : "Unexpected argument '\(values[1])'")
        }
    }

    func run() throws {
        var settings = file.load()
        // An empty value puts the key back to its default (the name: "You" here, the login name at tables).
        let unset = value.trimmingCharacters(in: .whitespaces).isEmpty
        do { try unset ? settings.reset(key) : settings.set(key, to: value) } catch {
            throw UsageError(description: error.description(CommandLanguage.text), command: "briscola config set")
        }
        let named = (try? SettingKey.named(key)).map { [$0] } ?? []
        do { try file.file.save(settings, setting: unset ? [] : named, unsetting: unset ? named : []) } catch { throw AppError.settings(error) }
        Output.line("\(key) = \((try? settings.value(of: key)) ?? value)")
    }
}
