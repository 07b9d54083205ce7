import BriscolaCore
import BriscolaTerminal
import Testing

/// The table's top line: the title, and the game number with the series spelled out.
@Suite struct TableHeaderTests {
    func header(_ model: TableScreenModel, unicode: Bool = true) -> String {
        let text = TableScreen.render(model, width: 80, height: 24, options: RenderOptions(unicode: unicode, color: false)).text
        let line = text.split(separator: "\n").first ?? ""
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    @Test func theSeriesIsSpelledOut() {
        var driver = Driver()
        driver.playUntil { _ in false }
        driver.press(.character("y"))
        let series = driver.app.screen.series
        #expect(series.wins + series.draws + series.losses == 1)
        let line = header(driver.app.screen)
        #expect(line.hasSuffix("Game 2 · \(series.wins) won, \(series.draws) drawn, \(series.losses) lost"), "\(line)")
        #expect(line.hasPrefix(" Briscola · you vs the computer (normal)"))
        #expect(header(driver.app.screen, unicode: false).hasSuffix("Game 2 - \(series.wins) won, \(series.draws) drawn, \(series.losses) lost"))
    }

    @Test func aLongTitleIsCutShortRatherThanOverwritten() {
        var model = Driver().app.screen
        model.title = "hosting on port 4860 as Alessandra Maria Bernardini"
        model.gameNumber = 12
        (model.series.wins, model.series.draws, model.series.losses) = (10, 0, 1)
        let line = header(model)
        #expect(line.count <= 80)
        // The program's name gives way, then the game number (the series counts it); then the title is cut.
        #expect(line.hasSuffix("  10 won, 0 drawn, 1 lost") && !line.contains("Game 12"), "\(line)")
        #expect(line.hasPrefix(" hosting on port 4860 as Alessandra Maria Bernardini") || line.hasPrefix(" hosting on port 4860 as Alessandra"), "\(line)")
        #expect(!line.contains("Briscola"), "\(line)")
        // A title that fits beside the series without the game number is whole.
        model.title = String(repeating: "x", count: 50)
        let whole = header(model)
        #expect(whole.hasPrefix(" " + String(repeating: "x", count: 50) + "  ") && whole.hasSuffix("10 won, 0 drawn, 1 lost")
                && !whole.contains("…"), "\(whole)")
        model.title = String(repeating: "x", count: 60)
        let cut = header(model)
        #expect(cut.hasPrefix(" " + String(repeating: "x", count: 52) + "…  10 won"), "\(cut)")
    }

    @Test func theProgramsNameGivesWayBeforeTheGameNumber() {
        var model = Driver().app.screen
        model.title = "2 contro 2 con l'emulatore (normale)"
        model.gameNumber = 3
        let options = RenderOptions(color: false, language: .italian)
        let line = TableScreen.render(model, width: 80, height: 24, options: options).text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.hasPrefix(" 2 contro 2 con l'emulatore (normale)  ") && line.hasSuffix("Partita 3 · vinte 0, pari 0, perse 0 "), "\(line)")
        #expect(!line.contains("Briscola"), "\(line)")
        model.title = "contro l'emulatore (normale)"
        let roomy = TableScreen.render(model, width: 80, height: 24, options: options).text
        #expect(roomy.split(separator: "\n").first?.hasPrefix(" Briscola · contro l'emulatore (normale)") == true, "\(roomy)")
        #expect(roomy.split(separator: "\n").first?.hasSuffix("Partita 3 · vinte 0, pari 0, perse 0 ") == true, "\(roomy)")
    }
}
