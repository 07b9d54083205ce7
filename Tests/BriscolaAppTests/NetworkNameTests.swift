import BriscolaApp
import BriscolaSettings
import Testing

/// A person sits at a network table under one name whichever way they came: `--name`, else the
/// name in their settings, else their login name ("You" is never sent).
@Suite struct NetworkNameTests {
    let login = ["USER": "anna"]

    @Test func theGivenNameComesFirst() {
        var settings = Settings()
        settings.name = "Bruno"
        #expect(NetworkName.chosen(given: "  Carla ", settings: settings, environment: login) == "Carla")
    }

    @Test func theSettingsNameComesNext() {
        var settings = Settings()
        settings.name = "Bruno"
        #expect(NetworkName.chosen(given: nil, settings: settings, environment: login) == "Bruno")
    }

    @Test func theSettingsDefaultIsNeverSentTheLoginNameIs() {
        #expect(Settings().name == "You")
        #expect(NetworkName.chosen(given: nil, settings: Settings(), environment: login) == "Anna")
        // No USER: LOGNAME, else the account's own name (never "You", never empty).
        #expect(NetworkName.chosen(given: nil, settings: Settings(), environment: ["LOGNAME": "bea"]) == "Bea")
        let account = NetworkName.chosen(given: nil, settings: Settings(), environment: [:])
        #expect(!account.isEmpty && account != "You", "\(account)")
    }
}
