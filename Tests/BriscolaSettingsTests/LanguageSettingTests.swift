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
