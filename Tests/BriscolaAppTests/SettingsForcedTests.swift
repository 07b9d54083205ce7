@testable import BriscolaApp
import BriscolaSettings
import BriscolaTerminal
import Testing

/// What the terminal's environment forces whatever the settings say, as the settings screen is told it.
@Suite struct SettingsForcedTests {
    @Test func theLocaleAndNoColorAreRead() {
        #expect(SettingsFlow.forced(["LANG": "C"]) == [.ascii])
        #expect(SettingsFlow.forced(["LANG": "it_IT.UTF-8", "NO_COLOR": "1"]) == [.color])
        #expect(SettingsFlow.forced(["LC_ALL": "en_US.UTF-8", "NO_COLOR": ""]).isEmpty)
    }
}

/// The settings screen as the menu runs it, keys scripted: a name cleared is unset again.
@Suite struct SettingsFlowNameTests {
    @Test func aClearedNameIsUnsetAgain() async throws {
        var settings = Settings()
        try settings.set("name", to: "Bob")
        let row = try #require(SettingsFlow.choices.firstIndex { $0.key == .name })
        let terminal = ScriptedTerminal(script: [.keys(String(repeating: "\u{1B}[B", count: row)), .keys("\r"), .keys("\u{7F}\u{7F}\u{7F}"), .keys("\r"), .keys("q")])
        let (changed, any) = try await SettingsFlow.edit(settings, name: "bob", on: terminal, options: RenderOptions(color: false))
        #expect(any && changed.name == Settings().name, "\(changed.name)")
    }
}
