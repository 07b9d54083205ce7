import BriscolaHistory
import BriscolaTerminal
import BriscolaText

extension HistoryCommands {
    /// `briscola replay ID`: the stored match trick by trick on a terminal, or printed when asked
    /// (`plain`) or when there is no terminal — in `language`, the settings' one (nil: the locale's).
    public func replay(_ id: Int64, plain: Bool, language: Language?) async throws {
        let match = try match(id)
        let options = InteractivePlay.options(ascii: false, noColor: false, showPoints: true, language: language)
        let text = options.text
        guard let app = ReplayApp(record: match.record, names: match.named(in: text).info.seats.map(\.name), mySeat: match.info.mySeat,
                                  title: text(.replayTitle, ["id": "\(id)", "date": MatchText.date(match.info.playedAt)]),
                                  language: options.language) else {
            throw AppError.matchBroken(id: id)
        }
        guard !plain, InteractivePlay.screenPossible() else {
            Output.prose(MatchText.line(match, text))
            Output.prose(app.trumpLine)
            app.plainText.forEach { Output.prose($0) }
            return
        }
        do {
            _ = try await TerminalApp.runOnOwnThread(app, on: TerminalDriver(), options: options)
        } catch {
            throw AppError.noReplay(detail: "\(error)")
        }
    }
}
