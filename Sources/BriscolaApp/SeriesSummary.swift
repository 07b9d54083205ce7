import BriscolaCore
import BriscolaText

/// The line a full-screen table leaves on the terminal when it closes, so the shell keeps how the
/// series went: "Series: 1 won, 0 drawn, 2 lost. The last game was left unfinished."
enum SeriesSummary {
    /// The line, or nil when nothing was played (a table left before its first deal).
    static func line(_ series: SeriesScore, unfinished: Bool, _ text: Text) -> String? {
        guard series.wins + series.draws + series.losses > 0 || unfinished else { return nil }
        let score = text(.summarySeries, ["won": "\(series.wins)", "drawn": "\(series.draws)", "lost": "\(series.losses)"])
        return unfinished ? score + " " + text(.summaryAbandoned) : score
    }
}
