import BriscolaTerminal
import BriscolaText

extension LocalPlay {
    /// A series about to be played, and the file that keeps it as it goes (nil: none kept).
    public typealias Started = (app: TableApp, save: LocalSave?)

    /// A series dealt afresh. The games other runs left cut off are first saved in the history as
    /// abandoned (leaving them would have done so); the lines saying so are `notes`.
    public static func new(_ config: TableAppConfig, saves: LocalSaves, saving: GameSaving) -> (started: Started, notes: [String]) {
        let notes = saves.abandonAll(saving: saving, language: config.language)
        return ((TableApp(config: config), saves.begin(config)), notes)
    }

    /// The game a killed program left, taken up where it stopped (its settings as they were; the
    /// language and pause of now); an error when there is none, or it does not replay.
    public static func resumed(saves: LocalSaves, language: Language, pause: Int) throws -> Started {
        switch saves.resume(language: language, pause: pause) {
        case nil: throw AppError(Text(language)(.localResumeNone))
        case let .failure(error): throw error
        case let .success(found): return (found.0, found.1)
        }
    }
}
