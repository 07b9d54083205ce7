import BriscolaTerminal
import BriscolaText

extension LocalPlay {
    /// A series about to be played, and the file that keeps it as it goes (nil: none kept).
    public typealias Started = (app: TableApp, save: LocalSave?)
    /// A series taken up again, and where its games go (the history it began with).
    public typealias Resumed = (started: Started, saving: GameSaving)

    /// A series dealt afresh. The games other runs left cut off are first saved in their history
    /// as abandoned (leaving them would have done so); the lines saying so are `notes`.
    public static func new(_ config: TableAppConfig, saves: LocalSaves, saving: GameSaving) -> (started: Started, notes: [String]) {
        let notes = saves.abandonAll(saving: saving, language: config.language)
        return ((TableApp(config: config), saves.begin(config, saving: saving)), notes)
    }

    /// What `briscola play` plays: the game cut off with `resume`; else, when `askFirst` (on a
    /// terminal) and a game was cut off, the person is asked on the command line whether to take
    /// it up; else a new series, with the `notes` on games saved as abandoned, for the caller to
    /// print where they are seen (after the full screen closes; before plain lines).
    /// `savingChosen`: the person named where games go (`--history`, `--no-history`), so a game
    /// taken up goes there too, not to the history it began with (a way out for a game whose
    /// history cannot take it). `checkNew` runs before a new series only (a history that cannot
    /// take its games is refused then; a game taken up goes on where it began, unless named).
    public static func start(_ config: TableAppConfig, resume: Bool, askFirst: Bool, saves: LocalSaves,
                             saving: GameSaving, savingChosen: Bool = false,
                             checkNew: () throws -> Void = {}) throws -> (resumed: Resumed, notes: [String]) {
        let text = Text(config.language)
        let resumedHere = { try resumed(saves: saves, language: config.language, pause: config.pauseMilliseconds, saving: saving, chosen: savingChosen) }
        if resume { return (try resumedHere(), []) }
        if askFirst, let pending = saves.pendingSummary(), askToResume(pending.question(text)) { return (try resumedHere(), []) }
        try checkNew()
        let fresh = new(config, saves: saves, saving: saving)
        return ((fresh.started, saving), fresh.notes)
    }

    /// "Take it up again? [Y/n]" until the answer is yes or no. Enter, and no answer at all
    /// (Ctrl-D), take the default, yes: the game is never thrown away by a stray key.
    static func askToResume(_ question: (first: String, again: String), read: () -> String? = { readLine() },
                            write: (String) -> Void = { Output.prompt($0) }) -> Bool {
        var prompt = question.first
        for _ in 0..<10 {
            write(prompt)
            guard let line = read() else { return true }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "", "y", "yes", "s", "si", "sì": return true
            case "n", "no": return false
            default: prompt = question.again
            }
        }
        return true
    }

    /// The game a killed program left, taken up where it stopped (its settings and history as
    /// they were — the history `saving` instead when `chosen`; the language and pause of now); an
    /// error when there is none (or it is being played in another window), or it does not replay.
    public static func resumed(saves: LocalSaves, language: Language, pause: Int, saving: GameSaving, chosen: Bool = false) throws -> Resumed {
        switch saves.resume(language: language, pause: pause, saving: saving, chosen: chosen) {
        case nil: throw AppError.nothingToResume(held: saves.heldElsewhere())
        case let .failure(error): throw error
        case let .success(resumed): return resumed
        }
    }
}
