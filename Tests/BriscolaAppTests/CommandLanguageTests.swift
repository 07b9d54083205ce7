import BriscolaTestSupport
import BriscolaApp
import BriscolaText
import Foundation
import Testing

/// The command line's language: the setting in the settings file wins over the locale;
/// while `main` has bound one, everything built for the command uses it without reading again.
@Suite struct CommandLanguageTests {
    @Test func theSettingWinsOverTheLocaleAndTheLocaleDecidesOtherwise() throws {
        let home = TestScratch.root.appendingPathComponent("briscola-lang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(CommandLanguage.resolved(environment: ["XDG_CONFIG_HOME": home.path, "LANG": "it_IT.UTF-8"]) == .italian)
        #expect(CommandLanguage.resolved(environment: ["XDG_CONFIG_HOME": home.path, "LANG": "C.UTF-8"]) == .english)
        try FileManager.default.createDirectory(at: home.appendingPathComponent("briscola"), withIntermediateDirectories: true)
        try "language = it\n".write(to: home.appendingPathComponent("briscola/config"), atomically: true, encoding: .utf8)
        #expect(CommandLanguage.resolved(environment: ["XDG_CONFIG_HOME": home.path, "LC_ALL": "C", "LANG": "en_GB.UTF-8"]) == .italian)
    }

    /// `--config PATH` names the file whose setting decides, in either spelling; after `--` it is no option.
    @Test func theFileConfigNamesDecides() throws {
        let home = TestScratch.root.appendingPathComponent("briscola-lang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("it.conf").path
        try "language = it\n".write(toFile: file, atomically: true, encoding: .utf8)
        let english = ["XDG_CONFIG_HOME": home.path, "LANG": "C.UTF-8"]
        #expect(CommandLanguage.resolved(environment: english, arguments: ["play", "--config", file, "--level", "x"]) == .italian)
        #expect(CommandLanguage.resolved(environment: english, arguments: ["config", "set", "--config=\(file)", "pause", "1"]) == .italian)
        #expect(CommandLanguage.resolved(environment: english, arguments: ["play", "--", "--config", file]) == .english)
        #expect(CommandLanguage.resolved(environment: english, arguments: ["play", "--config"]) == .english)
    }

    @Test func aBoundLanguageIsTheOneUsed() {
        CommandLanguage.$chosen.withValue(.italian) {
            #expect(CommandLanguage.text.language == .italian)
            #expect(CommandLanguage.words(.aboutHistory) == "Rivedi le partite che hai giocato.")
        }
        CommandLanguage.$chosen.withValue(.english) {
            #expect(CommandLanguage.words(.aboutHistory) == "Look back at the games you played.")
        }
    }
}
