import BriscolaAI
import BriscolaCore
import BriscolaTerminal
import BriscolaText
import Foundation

/// A game against the computer kept on disk while it is played, so that one cut off without
/// leaving — `kill -9`, a crash, a terminal lost — can be taken up where it stopped: a file in the
/// journal directory (`JournalStore`) holding the series' settings, then its transcript
/// (`TableApp.transcript`), one line per card, each appended as it is played. The running program
/// holds the file locked; leaving the game in any ordinary way (q, Ctrl-C, SIGTERM, SIGHUP, the end
/// of input) saves the game cut off as abandoned and removes the file.
public struct LocalSaves: Sendable {
    /// Where the files are (nil: none kept).
    let directory: String?

    /// The saves beside the network journals of `journals`.
    public init(journals: JournalStore = .live()) { directory = journals.directory }

    /// A local save's name ends so; a network journal's in `.journal`.
    static let suffix = ".local"

    /// A new save for a series about to be dealt, remembering where its games go (`saving`), or
    /// nil (none kept, or it cannot be written: the game is played all the same, as a network game
    /// without its journal is, and stderr says so).
    public func begin(_ config: TableAppConfig, saving: GameSaving) -> LocalSave? {
        // A table of five is not kept to take up (its transcript would need the auction): its
        // finished games still go to the history as they end, a game cut off as abandoned.
        guard let directory, !config.players.hasAuction else { return nil }
        let header = LocalSaveHeader(config, saving: saving)
        let line = String(decoding: (try? JSONEncoder().encode(header)) ?? Data(), as: UTF8.self)
        let name = "play-\(header.seed)-\(ProcessInfo.processInfo.processIdentifier)\(Self.suffix)"
        do { return LocalSave(try JournalFile.create(in: directory, name: name, firstLine: line)) } catch {
            Output.error(CommandLanguage.text(.journalUnwritable, ["error": "\(error)"]))
            return nil
        }
    }

    /// The latest game cut off that no running program holds, for the menu and `play` to offer:
    /// its game number, level and players. The file is left for the resume.
    public func pendingSummary() -> LocalGameSummary? {
        guard let found = latest() else { return nil }
        found.file.finish(closed: false)
        return found.summary
    }

    /// The latest game cut off, rebuilt and locked for this program to play on (its settings the
    /// save's; language and pause from now), and the history its games go to (the one it began
    /// with, or `saving` when the person `chosen` it); nil when there is none. A save that does not
    /// replay to its end is removed, what replays of it saved as abandoned, and said (worded where it is shown).
    public func resume(language: Language, pause: Int, saving: GameSaving, chosen: Bool = false) -> Result<LocalPlay.Resumed, AppError>? {
        // `latest` offers only saves whose settings read.
        guard let found = latest(), let config = found.header.config(language: language, pause: pause) else { return nil }
        let keeping = chosen ? saving : found.header.saving(or: saving)
        let replay = TableApp.replayed(config: config, transcript: found.transcript)
        if let bad = replay.badLine {
            // What replays of the last game; damage in a game before it leaves that game as it was saved.
            let played = bad > found.lastDeal ? replay.app.unfinishedRecord.map { [$0] } ?? [] : []
            let saved = !played.isEmpty && keeping.enabled && LocalPlay.save(replay.app, played, saving: keeping)
            found.file.discard()
            return .failure(AppError.resumeBroken(line: bad + 2, saved: saved))
        }
        found.file.dropTornLine()
        // Games sent to another history from now on: a later kill must find that one too.
        if chosen, let line = try? JSONEncoder().encode(LocalSaveHeader(config, saving: saving)) {
            found.file.rewriteFirstLine(String(decoding: line, as: UTF8.self))
        }
        // Its finished games, unless the history holds them already (a kill on a result, or a
        // history that could not take them, kept them out); if it still cannot, leaving tries again.
        let kept = LocalPlay.keepFinished(replay.app, saving: keeping)
        return .success(((replay.app, LocalSave(found.file, written: found.transcript.count, finishedKept: kept)), keeping))
    }

    /// Before a new game: every game cut off that no program holds is saved in its history as
    /// abandoned (as leaving it would have) and its file removed. Returns a line for each, to
    /// show. One whose history cannot take it is kept, to be resumed or saved later.
    public func abandonAll(saving: GameSaving, language: Language) -> [String] {
        let text = Text(language)
        return paths().compactMap { path -> String? in
            guard let found = open(path), let config = found.header.config(language: language, pause: 0) else { return nil }
            let file = found.file, keeping = found.header.saving(or: saving)
            let replay = TableApp.replayed(config: config, transcript: found.transcript), app = replay.app
            // Its finished games, unless the history holds them already (a kill on a result, or a
            // history that could not take them, kept them out).
            let ended = replay.badLine != nil || LocalPlay.keepFinished(app, saving: keeping)
            // A save damaged in a game before its last (or before the last game's first card), or
            // whose games the history was not to keep, leaves nothing to say.
            guard let record = app.unfinishedRecord, keeping.enabled, (replay.badLine ?? .max) > found.lastDeal else {
                guard ended || !keeping.enabled else {
                    file.finish(closed: false)
                    return text(.localSeriesKept, ["game": config.title, "number": "\(app.finished.count)", "path": keeping.path.map { " " + $0 } ?? ""])
                }
                file.discard()
                return nil
            }
            guard ended, LocalPlay.save(app, [record], saving: keeping) else {
                file.finish(closed: false)
                return text(.localAbandonKept, ["game": config.title, "number": "\(app.gameNumber)", "path": keeping.path.map { " " + $0 } ?? ""])
            }
            file.discard()
            return text(.localAbandoned, ["game": config.title, "number": "\(app.gameNumber)"])
        }
    }

    /// Whether a game cut off is being played by another running program (its save held).
    public func heldElsewhere() -> Bool {
        paths().contains { path in
            guard let file = JournalFile.adopt(path) else { return true }
            file.finish(closed: false)
            return false
        }
    }

    /// The latest save no running program holds, locked for us (those met on the way are dealt
    /// with as `open` says; the ones after it are not touched).
    func latest() -> Found? { paths().lazy.compactMap(open).first }

    /// The save at `path`, locked for us, when no running program holds it and it holds a game
    /// cut off under settings that read; one whose settings do not read, or in which nothing was
    /// cut off, is removed; one that cannot be read just now is let go.
    private func open(_ path: String) -> Found? {
        guard let file = JournalFile.adopt(path) else { return nil }
        guard let text = file.contents() else {
            file.finish(closed: false)
            return nil
        }
        guard let found = Found(file: file, text: text), !found.nothingCutOff,
              found.header.config(language: .english, pause: 0) != nil else {
            file.discard()
            return nil
        }
        return found
    }

    /// The saves' paths, the latest first.
    private func paths() -> [String] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return JournalStore.newestFirst(names.filter { $0.hasSuffix(Self.suffix) }.map { (directory as NSString).appendingPathComponent($0) })
    }
}
