import BriscolaTestSupport
import BriscolaApp
@testable import BriscolaHistory
import BriscolaSettings
import BriscolaText
import Foundation
import Testing

@Suite struct TextRulesTests {
    @Test func aMistypedWordFindsTheNearestWithinAFewEditsForItsLength() {
        let commands = ["play", "host", "join", "lobby", "history", "replay", "config", "sim", "bot", "bench"]
        #expect(NearestWord.closest(to: "hsot", among: commands) == "host")
        #expect(NearestWord.closest(to: "Histroy", among: commands) == "history")
        #expect(NearestWord.closest(to: "teleport", among: commands) == nil)
        // A short word two edits from a command is another word, not a typo of it.
        #expect(NearestWord.closest(to: "foo", among: commands + ["help"]) == nil)
        #expect(NearestWord.closest(to: "sow", among: ["list", "show", "stats"]) == "show")
        #expect(NearestWord.closest(to: "egnine", among: ["engine", "net", "ui"]) == "engine")
    }

    @Test func theSettingsListingShowsEveryKeyWithItsValue() throws {
        var settings = Settings()
        try settings.set("pause", to: "250")
        let listing = settings.listing()
        #expect(listing.count == Settings.keys.count)
        #expect(listing.contains { $0.hasPrefix("pause        = 250") })
        // What each key accepts starts in one column, however long its value.
        let columns = Set(listing.compactMap { line in line.range(of: "    (").map { line.distance(from: line.startIndex, to: $0.lowerBound) } })
        #expect(columns.count == 1, "\(listing)")
    }

    @Test func theSettingsFileRoundTripsAndAMissingFileGivesDefaults() throws {
        let dir = TestScratch.root.appendingPathComponent("briscola-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = SettingsFile(path: dir.appendingPathComponent("deep/config").path)
        #expect(file.load().0 == Settings() && file.load().warnings.isEmpty)
        var settings = Settings()
        try settings.set("name", to: "  Ada ")
        try settings.set("level", to: "hard")
        try file.save(settings)
        #expect(file.load().0 == settings && settings.name == "Ada")
    }

    @Test func statsTextCutsLongNamesAndCountsAbandonedGames() {
        var line = HistoryStats.Line(label: "A very long opponent name indeed")
        line.wins = 2
        line.abandoned = 1
        let text = HistoryStats.line(line, Text(.english))
        #expect(text.contains("A very long opponen…") && text.contains("2 won, 0 drawn, 0 lost") && text.hasSuffix("1 abandoned"))
        let italian = HistoryStats.line(line, Text(.italian))
        #expect(italian.contains("A very long opponen…") && italian.contains("vinte 2, pari 0, perse 0") && italian.hasSuffix("abbandonate 1"))
        // No game finished against it: no average of nothing; and Italian writes a decimal comma.
        var abandoned = HistoryStats.Line(label: "Bot 2")
        abandoned.abandoned = 1
        #expect(HistoryStats.line(abandoned, Text(.english)) == "  Bot 2                no game finished, 1 abandoned")
        #expect(HistoryStats.line(abandoned, Text(.italian)) == "  Bot 2                nessuna partita finita, abbandonate 1")
        #expect(Text(.italian).decimal(37.25) == "37,2" || Text(.italian).decimal(37.25) == "37,3")
        #expect(Text(.english).decimal(37.5) == "37.5" && Text(.italian).decimal(37.5) == "37,5")
    }
}
