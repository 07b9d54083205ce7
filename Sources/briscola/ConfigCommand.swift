import ArgumentParser
import BriscolaSettings
import Foundation

/// Where the settings file lives, and reading and writing it with one-line messages.
struct SettingsFile: ParsableArguments {
    @Option(help: "The settings file (default: $XDG_CONFIG_HOME/briscola/config).") var config: String?

    var path: String { config ?? Settings.defaultPath(environment: ProcessInfo.processInfo.environment) }

    /// The settings, with any unusable line reported on standard error (defaults fill in).
    func load() -> Settings {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return Settings() }
        let (settings, warnings) = Settings.parse(text, path: path)
        warnings.forEach { Output.error($0) }
        return settings
    }

    func save(_ settings: Settings) throws {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try settings.serialized.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CLIError("cannot write the settings to \(path): \(error.localizedDescription)")
        }
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
    @OptionGroup var file: SettingsFile

    func run() throws {
        let settings = file.load()
        for (key, allowed) in Settings.keys {
            print("\(key.padding(toLength: 12, withPad: " ", startingAt: 0)) = \((try? settings.value(of: key)) ?? "")    (\(allowed))")
        }
        print("(\(file.path))")
    }
}

struct ConfigGet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "get", abstract: "Print one setting.")
    @Argument(help: "The setting.") var key: String
    @OptionGroup var file: SettingsFile

    func run() throws {
        do { print(try file.load().value(of: key)) } catch { throw UsageError(description: error.description) }
    }
}

struct ConfigSet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Change one setting.")
    @Argument(help: "The setting.") var key: String
    @Argument(help: "Its new value.") var value: String
    @OptionGroup var file: SettingsFile

    func run() throws {
        var settings = file.load()
        do { try settings.set(key, to: value) } catch { throw UsageError(description: error.description) }
        try file.save(settings)
        print("\(key) = \((try? settings.value(of: key)) ?? value)")
    }
}
