import BriscolaSettings
import Testing

@Suite struct SettingsTests {
    @Test func everyKeyRoundTripsThroughTheFile() throws {
        var settings = Settings()
        try settings.set("name", to: "Zoë")
        try settings.set("level", to: "hard")
        try settings.set("players", to: "4")
        try settings.set("color", to: "off")
        try settings.set("ascii", to: "yes")
        try settings.set("show-points", to: "on")
        try settings.set("pause", to: "250")
        try settings.set("bell", to: "off")
        let (read, warnings) = Settings.parse(settings.serialized, path: "/c")
        #expect(read == settings && warnings.isEmpty)
    }

    @Test(arguments: [("level", "brutal"), ("players", "6"), ("pause", "-1"), ("color", "maybe"), ("name", ""), ("bell", "loud")])
    func badValuesNameTheKeyAndWhatIsAllowed(_ key: String, _ value: String) {
        var settings = Settings()
        #expect(throws: SettingsError.self) { try settings.set(key, to: value) }
        do { try settings.set(key, to: value) } catch {
            #expect(error.description.contains(key) && error.description.contains("use "))
        }
        #expect(settings == Settings(), "a refused value changes nothing")
    }

    /// A refused name is shown with its escape sequence spelled out, so the refusal cannot colour
    /// the terminal; a name that turns the text's direction around is refused like a control.
    @Test func aRefusedValueIsShownWithoutItsControls() {
        var settings = Settings()
        do throws(SettingsError) {
            try settings.set("name", to: "Eve\u{1B}[31mRED")
            Issue.record("a name with an escape sequence was kept")
        } catch {
            #expect(error.description.hasPrefix("\"Eve\\e[31mRED\" is not a value for name"), "\(error.description)")
        }
        do throws(SettingsError) {
            try settings.set("name", to: "a\tb\u{7}")
            Issue.record("a name with a tab was kept")
        } catch {
            #expect(error.description.hasPrefix("\"a\\tb\\u{7}\" is not a value for name"), "\(error.description)")
        }
        #expect(throws: SettingsError.self) { try settings.set("name", to: "Ev\u{202E}il") }
        let (_, warnings) = Settings.parse("name = Ev\u{202E}il\n", path: "c")
        #expect(warnings.count == 1 && !warnings[0].unicodeScalars.contains { $0.value == 0x202E } && warnings[0].contains("\\u{202e}"), "\(warnings)")
        #expect(throws: SettingsError.self) { try settings.set("col\u{7}or", to: "on") }
        #expect(settings.name == Settings().name)
    }

    @Test func unknownKeysListTheRealOnes() {
        var settings = Settings()
        #expect(throws: SettingsError.unknownKey("colour")) { try settings.set("colour", to: "on") }
        #expect(SettingsError.unknownKey("colour").description.contains("color, ascii"))
    }

    @Test func aMalformedFileIsReportedByLineAndDefaultsAreUsed() {
        let text = "# mine\nlevel = hard\nthis line is nonsense\npause = lots\nplayers=3\n"
        let (settings, warnings) = Settings.parse(text, path: "/home/a/.config/briscola/config")
        #expect(settings.level == .hard && settings.players == 3 && settings.pause == 700)
        #expect(warnings.count == 2)
        #expect(warnings[0].hasPrefix("/home/a/.config/briscola/config:3:"))
        #expect(warnings[1].hasPrefix("/home/a/.config/briscola/config:4:"))
    }

    /// A file written on Windows (CRLF) reads as its lines; a line that is not UTF-8 is reported
    /// and skipped while the lines around it count; a bad value after a good one keeps the good.
    @Test func crlfLinesAndABadByteLoseOnlyTheirOwnLine() {
        let bytes = Array("name = Zed\r\nlevel = hard\r\n".utf8) + [0xFF, 0x0A] + Array("players = 3\nplayers = 9\r\nbell = \u{1B}[2J\n".utf8)
        let (settings, warnings) = Settings.parse(bytes, path: "c")
        #expect(settings.name == "Zed" && settings.level == .hard && settings.players == 3)
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.first == "c:3: not UTF-8 text; the line is ignored")
        #expect(warnings.dropFirst().first?.hasSuffix("; keeping 3") == true, "\(warnings)")
        #expect(warnings.last?.hasPrefix("c:6: ") == true && warnings.last?.contains("\\e[2J") == true, "\(warnings)")
        #expect(!warnings.joined().unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    /// An empty value in the file is the default, as `config set KEY ""` makes it.
    @Test func anEmptyValueInTheFileIsTheDefault() {
        let (settings, warnings) = Settings.parse("name = Carol\nname =\npause = 300\npause =   \n", path: "c")
        #expect(warnings.isEmpty && settings.name == Settings().name && settings.pause == Settings().pause, "\(warnings)")
    }

    @Test func aCommentAfterAValueIsLeftOutAndLevelsIgnoreCase() {
        let text = "level = Hard   # for now\npause = 300\t# quick\nname = Team #1\n"
        let (settings, warnings) = Settings.parse(text, path: "config")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(settings.level == .hard && settings.pause == 300 && settings.name == "Team #1")
    }

    @Test func defaultPathFollowsXDG() {
        #expect(Settings.defaultPath(environment: ["XDG_CONFIG_HOME": "/x"]) == "/x/briscola/config")
        #expect(Settings.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/briscola/config")
    }

    @Test func theBellIsOnUnlessTurnedOff() throws {
        let shown = try Settings().value(of: "bell")
        #expect(Settings().bell && shown == "on")
        #expect(Settings.keys.contains { $0.key == "bell" })
        let (read, _) = Settings.parse("bell = off\n", path: "/c")
        #expect(!read.bell)
    }
}
