import BriscolaHistory
import Foundation

extension HistoryCommands {
    /// `history backup FILE`: a consistent copy of the whole history in a new file.
    public func backup(to file: String, json: Bool) throws {
        let count: Int
        do {
            guard let history = try HistoryStore.existing(path: path, required: true) else { throw HistoryError.missing(path: path) }
            count = try history.backup(to: file)
        } catch let error as HistoryError { throw AppError.history(error) }
        if json { return Output.line(try JSONOutput.string(BackupReport(path: file, matches: count))) }
        Output.line(text(.historyBackedUp, ["count": "\(count)", "path": file]))
    }

    /// `history import FILE`: the file's matches and deletions merged into this history (made if
    /// there is none yet). The file is read whole first and never written; one it cannot read is
    /// refused before this history is touched.
    public func importFile(_ file: String, json: Bool) throws {
        let report: MergeReport
        do {
            let contents = try HistoryFile.read(file)
            report = try HistoryStore(path: path).merge(contents)
        } catch { throw AppError.history(error) }
        if json { return Output.line(try JSONOutput.string(report)) }
        Output.line(text(.historyImported, ["path": file, "added": "\(report.added)", "known": "\(report.known)",
                                            "deleted": "\(report.deleted)", "refused": "\(report.refused)"]))
        if report.unreadable > 0 { Output.error(text(.historyImportedUnreadable, ["count": "\(report.unreadable)", "path": file])) }
    }

    /// `history export --format json` with no id: the whole history, matches and tombstones, as
    /// `history import` reads it back.
    public func exportAll() throws {
        let contents: HistoryContents
        do {
            contents = try reading()?.contents() ?? HistoryContents(matches: [], tombstones: [])
        } catch let error as HistoryError { throw AppError.history(error) }
        print(try JSONOutput.string(HistoryDocument(contents), pretty: true))
    }

    /// What `history backup --json` prints.
    struct BackupReport: Encodable {
        let path: String
        let matches: Int
    }
}
