@testable import BriscolaApp
import BriscolaCore
import BriscolaText
import Testing

/// The line left on the terminal about the series played: one series as it always was, several
/// added up into one line, in either language.
@Suite struct SeriesSummaryTests {
    typealias Played = SeriesSummary.Played

    @Test func oneSeriesIsToldAsItWas() {
        let one = Played(series: SeriesScore(wins: 1, draws: 0, losses: 2), unfinished: true)
        #expect(SeriesSummary.line([one], Text(.english)) == "Series: 1 won, 0 drawn, 2 lost. The last game was left unfinished.")
        #expect(SeriesSummary.line([], Text(.english)) == nil)
    }

    @Test func severalSeriesAreAddedUpInOneLine() {
        let all = [Played(series: SeriesScore(wins: 1, draws: 0, losses: 2), unfinished: true),
                   Played(series: SeriesScore(wins: 2, draws: 1, losses: 0), unfinished: false),
                   Played(series: SeriesScore(wins: 0, draws: 0, losses: 1), unfinished: false)]
        #expect(SeriesSummary.line(all, Text(.english)) == "3 series: 3 won, 1 drawn, 3 lost. One game was left unfinished.")
        #expect(SeriesSummary.line(all + [all[0]], Text(.italian)) == "4 serie: vinte 4, pari 1, perse 5. 2 partite sono rimaste a metà.")
        let log = SeriesLog()
        all.forEach(log.add)
        #expect(log.summary(Text(.english)) == SeriesSummary.line(all, Text(.english)))
    }
}
