import BriscolaCore
import BriscolaText
import Synchronization

/// The line a full-screen table leaves on the terminal when it closes, so the shell keeps how the
/// series went: "Series: 1 won, 0 drawn, 2 lost. The last game was left unfinished."
enum SeriesSummary {
    /// How one series went: its score, and whether its last game was cut off.
    struct Played: Sendable, Equatable {
        var series: SeriesScore
        var unfinished: Bool
    }


    /// One line for every series played: one series as its own line; several added up ("3 series:
    /// 2 won, 0 drawn, 4 lost. One game was left unfinished."); nil for none.
    static func line(_ all: [Played], _ text: Text) -> String? {
        guard let only = all.first else { return nil }
        guard all.count > 1 else {
            let score = text(.summarySeries, counts(only.series))
            return only.unfinished ? score + " " + text(.summaryAbandoned) : score
        }
        let total = all.reduce(SeriesScore()) { SeriesScore(wins: $0.wins + $1.series.wins, draws: $0.draws + $1.series.draws,
                                                             losses: $0.losses + $1.series.losses) }
        let score = text(.summarySeveral, counts(total).merging(["series": "\(all.count)"]) { $1 })
        let cut = all.filter(\.unfinished).count
        return switch cut {
        case 0: score
        case 1: score + " " + text(.summaryUnfinishedOne)
        default: score + " " + text(.summaryUnfinishedMany, ["count": "\(cut)"])
        }
    }

    /// A score's counts by the names the phrases give them.
    private static func counts(_ series: SeriesScore) -> [String: String] {
        ["won": "\(series.wins)", "drawn": "\(series.draws)", "lost": "\(series.losses)"]
    }

    /// Says how `series` went, at once or (with a `log`) kept to be said with the others; false
    /// when nothing was played (a table left before its first deal), which is not told.
    @discardableResult
    static func tell(_ series: SeriesScore, unfinished: Bool, to log: SeriesLog?, _ text: Text) -> Bool {
        guard series.wins + series.draws + series.losses > 0 || unfinished else { return false }
        let played = Played(series: series, unfinished: unfinished)
        if let log { log.add(played) } else if let line = line([played], text) { Output.line(line) }
        return true
    }
}

/// The series the start menu played, kept to be told in one summary when it closes: a line after
/// each came out all at once when the menu left the full screen ("Series: …" four times).
public final class SeriesLog: Sendable {
    private let played = Mutex<[SeriesSummary.Played]>([])

    /// An empty log.
    public init() {}

    func add(_ series: SeriesSummary.Played) { played.withLock { $0.append(series) } }

    /// The one summary of every series kept, in `text`'s language; nil when none was played.
    public func summary(_ text: Text) -> String? { SeriesSummary.line(played.withLock { $0 }, text) }
}
