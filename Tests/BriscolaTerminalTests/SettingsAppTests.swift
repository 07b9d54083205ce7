import BriscolaSettings
import BriscolaTerminal
import BriscolaText
import Testing

/// The settings screen: ←/→ step a value, Enter types the name (checked before it is kept), q and
/// Escape go back; values are shown in words in the screen's language.
@Suite struct SettingsAppTests {
    static let choices = [
        SettingChoice(key: .level, label: .settingLevel, values: ["easy", "normal", "hard", "expert"]),
        SettingChoice(key: .bell, label: .settingBell, values: ["on", "off"]),
        SettingChoice(key: .name, label: .settingName, values: nil),
    ]

    func app() -> SettingsApp {
        SettingsApp(choices: Self.choices, values: [.level: "normal", .bell: "on", .name: "Ada"]) { _, value, _ in
            value.count < 3 ? "a name of 3 letters at least" : nil
        }
    }

    func screen(_ app: SettingsApp, _ language: Language = .english) -> String {
        app.render(width: 80, height: 24, options: RenderOptions(color: false, language: language)).text
    }

    @Test func arrowsStepTheSelectedValueRoundTheList() {
        var app = app()
        #expect(!app.changed && screen(app).contains("‹ normal ›"))
        _ = app.handle(.key(.right))
        #expect(app.values[.level] == "hard" && app.changed)
        _ = app.handle(.key(.right))
        _ = app.handle(.key(.right))
        #expect(app.values[.level] == "easy", "past the last comes the first")
        _ = app.handle(.key(.down))
        _ = app.handle(.key(.left))
        #expect(app.values[.bell] == "off" && screen(app).contains("‹ off ›"))
        #expect(screen(app, .italian).contains("‹ facile ›") && screen(app, .italian).contains("‹ no ›"), "\(screen(app, .italian))")
        let ascii = app.render(width: 80, height: 24, options: RenderOptions(unicode: false, color: false)).text
        #expect(ascii.contains("< easy >") && ascii.unicodeScalars.allSatisfy(\.isASCII), "\(ascii)")
    }

    /// On the level, the screen says what the level chosen does ("the emulator" said nothing to a
    /// newcomer); on another setting, nothing.
    @Test func theLevelChosenIsExplained() {
        var app = app()
        #expect(screen(app).contains("normal: a player who keeps to a fixed list of rules of thumb."), "\(screen(app))")
        _ = app.handle(.key(.right))
        #expect(screen(app).contains("hard: imagines the cards it cannot see many ways"), "\(screen(app))")
        #expect(screen(app, .italian).contains("difficile: immagina in molti modi le carte che non vede"), "\(screen(app, .italian))")
        _ = app.handle(.key(.down))
        #expect(!screen(app).contains("imagines"), "\(screen(app))")
    }

    @Test func theNameIsTypedAndCheckedBeforeItIsKept() {
        var app = app()
        _ = app.handle(.key(.down))
        _ = app.handle(.key(.down))
        _ = app.handle(.key(.enter))
        #expect(screen(app).contains("Your name: Ada_"))
        for _ in 0..<3 { _ = app.handle(.key(.backspace)) }
        for c in "Zo" { _ = app.handle(.key(.character(c))) }
        _ = app.handle(.key(.enter))
        #expect(screen(app).contains("a name of 3 letters at least") && app.values[.name] == "Ada", "refused, still typing")
        _ = app.handle(.key(.character("e")))
        _ = app.handle(.key(.enter))
        #expect(app.values[.name] == "Zoe" && app.changed && !screen(app).contains("Your name:"))
        // A refusal goes once the person types again.
        _ = app.handle(.key(.enter))
        for _ in 0..<2 { _ = app.handle(.key(.backspace)) }
        _ = app.handle(.key(.enter))
        #expect(screen(app).contains("a name of 3 letters at least"))
        _ = app.handle(.key(.character("B")))
        #expect(!screen(app).contains("a name of 3 letters at least"), "\(screen(app))")
        // Cleared, the name is unset again (as `config set name ""` makes it), not refused.
        for _ in 0..<2 { _ = app.handle(.key(.backspace)) }
        _ = app.handle(.key(.enter))
        #expect(app.values[.name] == "" && !screen(app).contains("Your name:") && !screen(app).contains("letters at least"), "\(screen(app))")
        _ = app.handle(.key(.enter))
        _ = app.handle(.key(.escape))
        // q is a letter while typing, and leaves otherwise.
        #expect(app.handle(.key(.character("q"))) == [.quit])
    }

    /// A name longer than a name may be is refused as it is typed (it was said only on Enter), and
    /// the refusal goes once it is short enough again.
    @Test func aNameTooLongIsSaidAsItIsTyped() {
        var app = SettingsApp(choices: Self.choices, values: [.name: "Ada"]) { _, value, _ in
            value.unicodeScalars.count > 32 ? "use 1 to 32 characters" : nil
        }
        _ = app.handle(.key(.down))
        _ = app.handle(.key(.down))
        _ = app.handle(.key(.enter))
        for c in String(repeating: "x", count: 29) { _ = app.handle(.key(.character(c))) }
        #expect(!screen(app).contains("use 1 to 32 characters"), "32 letters are a name")
        _ = app.handle(.key(.character("y")))
        #expect(screen(app).contains("use 1 to 32 characters"), "\(screen(app))")
        _ = app.handle(.key(.character("z")))
        _ = app.handle(.key(.backspace))
        #expect(screen(app).contains("use 1 to 32 characters"), "33 letters after a backspace: still too long")
        _ = app.handle(.key(.backspace))
        #expect(!screen(app).contains("use 1 to 32 characters"), "32 again: the refusal goes")
        _ = app.handle(.key(.paste("zz")))
        #expect(screen(app).contains("use 1 to 32 characters"), "a paste too")
    }

    @Test func escapeWhileTypingKeepsTheOldName() {
        var app = app()
        _ = app.handle(.key(.up))
        _ = app.handle(.key(.enter))
        _ = app.handle(.key(.character("x")))
        #expect(app.handle(.key(.escape)).isEmpty)
        #expect(app.values[.name] == "Ada" && !app.changed)
        #expect(app.handle(.key(.escape)) == [.quit])
    }

    /// A name never chosen shows what each kind of game calls the person (You against the
    /// computer, the login name at network tables), in the language chosen; typed, it is kept.
    @Test func aNameNeverChosenIsSaidToBeUnset() {
        var app = SettingsApp(choices: Self.choices + [SettingChoice(key: .language, label: .settingLanguage, values: ["en", "it"])],
                              values: [.level: "normal", .bell: "on", .name: "", .language: "en"], unsetName: "Alice") { _, _, _ in nil }
        #expect(screen(app).contains("Your name                   You here, Alice on the network"), "\(screen(app))")
        for _ in 0..<3 { _ = app.handle(.key(.down)) }
        _ = app.handle(.key(.right))
        #expect(screen(app).contains("Tu qui, Alice in rete"), "\(screen(app))")
        _ = app.handle(.key(.up))
        _ = app.handle(.key(.enter))
        for c in "Zed" { _ = app.handle(.key(.character(c))) }
        _ = app.handle(.key(.enter))
        #expect(app.values[.name] == "Zed" && app.changed && !screen(app).contains("ai tavoli"))
    }

    /// A name refused after the language was changed on the screen is refused in the new language
    /// (it was said in the one the screen opened with).
    @Test func aRefusalIsSaidInTheLanguageOnScreen() {
        var app = SettingsApp(choices: Self.choices + [SettingChoice(key: .language, label: .settingLanguage, values: ["en", "it"])],
                              values: [.level: "normal", .bell: "on", .name: "", .language: "en"]) { _, value, text in
            value.count > 32 ? text(.matchLost) + "!" : nil
        }
        for _ in 0..<3 { _ = app.handle(.key(.down)) }
        _ = app.handle(.key(.right))
        _ = app.handle(.key(.up))
        _ = app.handle(.key(.enter))
        for c in String(repeating: "A", count: 33) { _ = app.handle(.key(.character(c))) }
        #expect(screen(app).contains("persa!") && !screen(app).contains("lost!"), "\(screen(app))")
        _ = app.handle(.key(.enter))
        #expect(screen(app).contains("persa!") && app.values[.name] == "", "\(screen(app))")
    }

    /// What the terminal forces is said beside the value it overrides (LANG=C: ASCII whatever the
    /// setting; NO_COLOR: no colours), and only while it overrides it.
    @Test func whatTheTerminalForcesIsSaid() {
        let choices = [SettingChoice(key: .ascii, label: .settingAscii, values: ["off", "on"]),
                       SettingChoice(key: .color, label: .settingColor, values: ["on", "off"])]
        var app = SettingsApp(choices: choices, values: [.ascii: "off", .color: "on"], forced: [.ascii, .color]) { _, _, _ in nil }
        #expect(screen(app).contains("‹ off › (ASCII anyway: not UTF-8)") && screen(app).contains("‹ on › (off anyway: NO_COLOR)"), "\(screen(app))")
        _ = app.handle(.key(.right))
        #expect(screen(app).contains("‹ on ›") && !screen(app).contains("ASCII anyway"), "\(screen(app))")
        let plain = SettingsApp(choices: choices, values: [.ascii: "off", .color: "on"]) { _, _, _ in nil }
        #expect(!screen(plain).contains("anyway"))
    }

    /// Choosing a language shows the screen in it at once.
    @Test func theScreenSpeaksTheLanguageJustChosen() {
        var app = SettingsApp(choices: [SettingChoice(key: .language, label: .settingLanguage, values: ["auto", "it", "en"])],
                              values: [.language: "auto"]) { _, _, _ in nil }
        #expect(screen(app).contains("Your settings"))
        _ = app.handle(.key(.right))
        #expect(screen(app).contains("Le tue impostazioni") && screen(app).contains("‹ italiano ›"), "\(screen(app))")
    }

    /// Opened in Italian (the setting's) on an English system, "the system's" shows the screen
    /// in English at once — the locale's language, not the one in force when it opened.
    @Test func theSystemsLanguageIsTheLocales() {
        var app = SettingsApp(choices: [SettingChoice(key: .language, label: .settingLanguage, values: ["auto", "it", "en"])],
                              values: [.language: "it"], systemLanguage: .english) { _, _, _ in nil }
        #expect(screen(app, .italian).contains("Le tue impostazioni"))
        _ = app.handle(.key(.left))
        #expect(screen(app, .italian).contains("Your settings") && screen(app, .italian).contains("the system's"), "\(screen(app, .italian))")
    }
}
