@testable import BriscolaApp
import Testing

/// What the terminal's environment forces whatever the settings say, as the settings screen is told it.
@Suite struct SettingsForcedTests {
    @Test func theLocaleAndNoColorAreRead() {
        #expect(SettingsFlow.forced(["LANG": "C"]) == [.ascii])
        #expect(SettingsFlow.forced(["LANG": "it_IT.UTF-8", "NO_COLOR": "1"]) == [.color])
        #expect(SettingsFlow.forced(["LC_ALL": "en_US.UTF-8", "NO_COLOR": ""]).isEmpty)
    }
}
