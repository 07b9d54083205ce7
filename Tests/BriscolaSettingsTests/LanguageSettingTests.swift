import BriscolaSettings
import BriscolaText
import Testing

@Suite struct LanguageSettingTests {
    @Test func theLanguageIsAutoUntilChosen() throws {
        #expect(try Settings().value(of: "language") == "auto")
        #expect(Settings.keys.contains { $0.key == "language" && $0.allowed == "auto, it or en" })
        #expect(Settings().listing().contains { $0.hasPrefix("language") && $0.contains("= auto") })
    }

    @Test(arguments: [("it", Language.italian), ("en", .english), ("IT", .italian)])
    func aChosenLanguageRoundTripsThroughTheFile(_ text: String, _ language: Language) throws {
        var settings = Settings()
        try settings.set("language", to: text)
        #expect(settings.language == language)
        let (read, warnings) = Settings.parse(settings.serialized, path: "/c")
        #expect(read == settings && warnings.isEmpty)
        #expect(try read.value(of: "language") == language.rawValue)
        try settings.set("language", to: "auto")
        #expect(settings.language == nil)
    }

    @Test(arguments: ["fr", "italian", ""])
    func otherLanguagesAreRefusedInOneLine(_ text: String) {
        var settings = Settings()
        #expect(throws: SettingsError.self) { try settings.set("language", to: text) }
        do { try settings.set("language", to: text) } catch {
            #expect(error.description == "\"\(text)\" is not a value for language: use auto, it or en")
        }
        #expect(settings == Settings())
    }

    @Test func badKeysAndValuesAreSaidInTheLanguageAsked() {
        var settings = Settings()
        do {
            try settings.set("pause", to: "lots")
            Issue.record("\"lots\" was taken as a pause")
        } catch {
            #expect(error.description == "\"lots\" is not a value for pause: use 0 to 10000 milliseconds")
            #expect(error.description(Text(.english)) == error.description)
            #expect(error.description(Text(.italian)) == "\"lots\" non è un valore valido per pause: usa da 0 a 10000 millisecondi")
        }
        // A key whose allowed values have no words says them as they are.
        #expect(SettingsError.badValue(key: "level", value: "x", allowed: "easy, normal").description(Text(.italian))
            == "\"x\" non è un valore valido per level: usa easy, normal")
        // A key near a real one is suggested; one near none is not.
        let unknown = SettingsError.unknownKey("colour")
        #expect(unknown.description
            == "unknown setting \"colour\"; did you mean color? The settings are: name, level, players, color, ascii, show-points, pause, bell, language")
        #expect(unknown.description(Text(.italian))
            == "l'impostazione \"colour\" non esiste; forse intendevi color? Le impostazioni sono: name, level, players, color, ascii, show-points, pause, bell, language")
        #expect(SettingsError.unknownKey("volume").description
            == "unknown setting \"volume\"; the settings are: name, level, players, color, ascii, show-points, pause, bell, language")
    }

    @Test func theChoiceWinsOverTheEnvironmentWhichWinsOverEnglish() throws {
        var settings = Settings()
        #expect(settings.language(environment: ["LANG": "it_IT.UTF-8"]) == .italian)
        #expect(settings.language(environment: ["LANG": "C.UTF-8"]) == .english)
        #expect(settings.language(environment: [:]) == .english)
        try settings.set("language", to: "en")
        #expect(settings.language(environment: ["LANG": "it_IT.UTF-8"]) == .english)
        try settings.set("language", to: "it")
        #expect(settings.language(environment: ["LANG": "en_GB.UTF-8"]) == .italian)
    }
}
