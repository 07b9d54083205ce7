import BriscolaAI
import BriscolaCore
import BriscolaSettings
import BriscolaTerminal
import BriscolaText
import Foundation

/// The settings from the start menu: the settings screen over the settings a person would change
/// (the same keys as `briscola config`), then the changes saved to the settings file.
enum SettingsFlow {
    /// The settings the screen offers, in the order it lists them.
    static let choices: [SettingChoice] = [
        SettingChoice(key: .level, label: .settingLevel, values: Level.allCases.map(\.rawValue)),
        SettingChoice(key: .players, label: .settingPlayers, values: ["2", "3", "4", "5"]),
        SettingChoice(key: .name, label: .settingName, values: nil),
        SettingChoice(key: .language, label: .settingLanguage, values: ["auto", "it", "en"]),
        // The pause steps through common lengths (a value set by hand joins them, in order: `edit`).
        SettingChoice(key: .pause, label: .settingPause, values: pauses),
        SettingChoice(key: .showPoints, label: .settingShowPoints, values: ["off", "on"]),
        SettingChoice(key: .bell, label: .settingBell, values: ["on", "off"]),
        SettingChoice(key: .color, label: .settingColor, values: ["on", "off"]),
        SettingChoice(key: .ascii, label: .settingAscii, values: ["off", "on"]),
    ]

    /// What this terminal forces whatever the settings say: ASCII when the locale is not UTF-8,
    /// no colours when NO_COLOR is set to anything.
    static func forced(_ environment: [String: String]) -> [SettingKey] {
        (String.localeIsUTF8(environment) ? [] : [.ascii]) + ((environment["NO_COLOR"] ?? "").isEmpty ? [] : [.color])
    }

    /// The pause lengths ←/→ step through, in milliseconds.
    static let pauses = ["0", "300", "500", "700", "1000", "1500", "2000", "3000"]

    /// Shows the screen and returns the settings as the person left them, and whether any changed.
    /// `name` is the name others see at network tables while the settings keep the default one
    /// (the screen shows it as not set).
    static func edit(_ settings: Settings, name: String, on terminal: any TerminalIO, options: RenderOptions) async throws -> (Settings, changed: Bool) {
        var values: [SettingKey: String] = [:]
        for choice in choices { values[choice.key] = settings.value(of: choice.key) }
        if settings.name == Settings().name { values[.name] = "" }
        var offered = choices
        if let pause = values[.pause], !pauses.contains(pause), let index = offered.firstIndex(where: { $0.key == .pause }) {
            let steps = (pauses + [pause]).sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }
            offered[index] = SettingChoice(key: .pause, label: .settingPause, values: steps)
        }
        let environment = ProcessInfo.processInfo.environment
        let screen = SettingsApp(choices: offered, values: values, unsetName: name, forced: forced(environment),
                                 systemLanguage: Language.resolve(chosen: nil, environment: environment)) { key, value, words in
            var trial = settings
            do throws(SettingsError) { try trial.set(key, to: value) } catch { return error.description(words) }
            return nil
        }
        let result = try await TerminalApp.runOnOwnThread(screen, on: terminal, options: options)
        guard result.changed else { return (settings, false) }
        var changed = settings
        // Only what the person changed (a name not set stays so; one cleared is unset again).
        for (key, value) in result.values where value != values[key] {
            if value.trimmingCharacters(in: .whitespaces).isEmpty { changed.reset(key) } else { try? changed.set(key, to: value) }
        }
        return (changed, changed != settings)
    }
}
