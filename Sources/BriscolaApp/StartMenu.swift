import Foundation
import BriscolaWire
import BriscolaAI
import BriscolaCore
import BriscolaNet
import BriscolaSettings
import BriscolaTerminal
import BriscolaText

/// `briscola` alone on a terminal: the start menu, and back to it after each game, lobby or replay.
/// Wiring only: every screen is a `ScreenApp` in BriscolaTerminal.
public struct StartMenu {
    var settings: Settings
    /// Settings changed on the screen that the file would not take, by key: kept for this run
    /// (until the file itself changes the key).
    var unsaved: [SettingKey: String] = [:]
    /// The settings as the file last gave them (to tell which keys another program changed).
    var lastRead: Settings?
    /// Where the settings screen saves what it changes (nil: kept for this run only).
    let settingsFile: SettingsFile?
    let saving: GameSaving
    let browsing: TableBrowsing
    let journals: JournalStore
    /// Where games against the computer are kept while played (beside the journals).
    var saves: LocalSaves { LocalSaves(journals: journals) }
    /// The series played from the menu, said in one summary when it closes.
    let series = SeriesLog()
    /// Where that summary goes: standard output (a test keeps it).
    let say: @Sendable (String) -> Void

    /// The menu for these settings (saved to `settingsFile` when the person changes them), saving
    /// games with `saving`, finding tables with `browsing`, keeping network games' journals in
    /// `journals` (and offering to resume one left unfinished), saying how the series went with
    /// `say` when it closes.
    public init(settings: Settings, settingsFile: SettingsFile? = nil, saving: GameSaving, browsing: TableBrowsing = .live,
                journals: JournalStore = .live(), say: @escaping @Sendable (String) -> Void = { Output.line($0) }) {
        self.settings = settings
        self.say = say
        self.settingsFile = settingsFile
        self.saving = saving
        self.browsing = browsing
        self.journals = journals
    }

    var screen: ScreenSetup {
        var options = InteractivePlay.options(ascii: settings.ascii, noColor: !settings.color, showPoints: settings.showPoints,
                                              language: settings.language)
        options.bell = settings.bell
        return ScreenSetup(options: options, pause: settings.pause)
    }

    /// Shows the menu until the person quits (or the terminal's input ends); then one line says
    /// how every series played from it went.
    public mutating func run(on terminal: any TerminalIO) async throws {
        defer { if let line = series.summary(screen.options.text) { say(line) } }
        var message = "", lastAddress = ""
        while true {
            reloadSettings()
            let menu: StartMenuApp
            // What killed programs left: files read and locks tried (a lock held a moment is
            // retried) on the blocking pool.
            let (journals, saves) = (journals, saves)
            let (table, local, pendingGuest) = await BlockingWork.run {
                (journals.pendingHostTable(), saves.pendingSummary(), journals.pendingGuestGame())
            }
            do {
                let game = LocalPlay.config(from: settings, language: screen.options.language).title, text = screen.options.text
                // Who sat there, in the menu's words ("Anna, Bruno and Bot 4").
                let guest = pendingGuest.map { (name: text.list($0.names), address: $0.address) }
                menu = try await TerminalApp.runOnOwnThread(StartMenuApp(name: networkName, game: game, message: message, lastAddress: lastAddress,
                                                        resume: guest, resumeTable: table?.port, resumeTableWith: table.map { text.list($0.with) } ?? "",
                                                        resumeLocal: local?.words(screen.options.text),
                                                        confirmNewGame: local?.confirmNewGame ?? .menuConfirmNewGame),
                                           on: terminal, options: screen.options)
            } catch {
                throw AppError.noMenu(detail: "\(error)")
            }
            message = ""
            try Interrupted.check(terminal)
            // Read again as the choice is acted on: the game, the table or the settings screen
            // opened now has what the file says now, not what it said when the menu was drawn.
            reloadSettings()
            do {
                switch menu.choice ?? .quit {
                case .quit:
                    return
                case .playEmulator:
                    // A history file that is no history, or is damaged, is said before a game, as
                    // `play`, `host` and `join` say it (it was said after, when its result was lost).
                    _ = try saving.checked()
                    let (started, notes) = LocalPlay.new(LocalPlay.config(from: settings, language: screen.options.language),
                                                         saves: saves, saving: saving)
                    let kept = try await LocalPlay.run(started.app, on: terminal, options: screen.options, saving: saving, save: started.save,
                                                 summary: series)
                    message = (notes + [kept].compactMap { $0 }).joined(separator: " ")
                case .resumeLocal:
                    let resumed = try LocalPlay.resumed(saves: saves, language: screen.options.language, pause: screen.pause, saving: saving)
                    message = try await LocalPlay.run(resumed.started.app, on: terminal, options: screen.options, saving: resumed.saving,
                                                save: resumed.started.save, summary: series) ?? ""
                case let .hostTable(players):
                    _ = try saving.checked()
                    try await host(port: 4860, anyPortIfTaken: true, players: players, on: terminal)
                case let .resumeTable(port):
                    // The same port again, where its journal waits (the table's size comes from it).
                    // Announced again only if it was (a `--no-advertise` table stays unannounced), and
                    // listening where it did (`--bind`).
                    try await host(port: port, anyPortIfTaken: false, players: 2, on: terminal, announced: table?.announced ?? true,
                                   bind: table?.bind ?? TableServer.anyAddress)
                case .lobby:
                    _ = try saving.checked()
                    if let address = try await LobbyFlow.pick(from: browsing, on: terminal, options: screen.options,
                                                              held: journals.pendingGuestGame()?.address) {
                        lastAddress = "\(address)"
                        try await join(address, on: terminal)
                    }
                case let .joinAddress(address):
                    lastAddress = "\(address)"
                    _ = try saving.checked()
                    try await join(address, on: terminal)
                case .history:
                    message = try await HistoryFlow.browse(saving, on: terminal, options: screen.options)
                case .settings:
                    message = try await changeSettings(on: terminal)
                }
                try Interrupted.check(terminal)
            } catch let interrupted as Interrupted {
                throw interrupted
            } catch {
                // Back to the menu, with the reason in one line, in the menu's language.
                message = FailureWords.sentence(FailureWords.line(error, screen.options.text, fromMenu: true))
            }
        }
    }

    /// The settings as the file is now: `briscola config set` in another shell shows in the menu
    /// and on the settings screen, and is not undone by the next save. A file that cannot be read
    /// keeps what the menu has; changes that could not be saved stay on top.
    private mutating func reloadSettings() {
        guard let settingsFile, settingsFile.isReadable else { return }
        let fresh = settingsFile.load().0
        // A key the file itself changed since (`config set` elsewhere) is the file's again.
        if let lastRead { unsaved = unsaved.filter { fresh.value(of: $0.key) == lastRead.value(of: $0.key) } }
        lastRead = fresh
        settings = fresh
        for (key, value) in unsaved { try? settings.set(key, to: value) }
    }

    /// The settings screen; what changed is kept for this run and saved to the file. Returns the
    /// menu's line about it (in the language just chosen).
    private mutating func changeSettings(on terminal: any TerminalIO) async throws -> String {
        // The name a cleared name falls back to (the login's), not the one set now.
        var unset = settings
        unset.reset(.name)
        let fallback = NetworkName.chosen(given: nil, settings: unset, environment: ProcessInfo.processInfo.environment)
        let (changed, any) = try await SettingsFlow.edit(settings, name: fallback, on: terminal, options: screen.options)
        guard any else { return "" }
        let keys = SettingKey.allCases.filter { changed.value(of: $0) != settings.value(of: $0) }
        for key in keys { unsaved[key] = changed.value(of: key) }
        guard let settingsFile, settingsFile.refusal == nil else {
            // No file, or one that cannot be read (never written over): kept for this run.
            settings = changed
            return settingsFile?.refusal?.description(screen.options.text) ?? ""
        }
        // Only the keys changed on the screen (now or on an earlier visit whose save failed) are
        // written, over the file as it is now (another shell may have set others meanwhile).
        var merged = settingsFile.load().0
        for (key, value) in unsaved { try? merged.set(key, to: value) }
        settings = merged
        // Kept for this run all the same when the save fails (the next reading must not undo them).
        do { try settingsFile.save(merged, setting: SettingKey.allCases.filter { unsaved[$0] != nil }) } catch { return error.description(screen.options.text) }
        unsaved = [:]
        return screen.options.text(.settingsSaved, ["path": settingsFile.path])
    }

    /// The name other players see (`NetworkName`).
    private var networkName: String {
        NetworkName.chosen(given: nil, settings: settings, environment: ProcessInfo.processInfo.environment)
    }

    private func host(port: Int, anyPortIfTaken: Bool, players: Int, on terminal: any TerminalIO, announced: Bool = true,
                      bind: [String] = TableServer.anyAddress) async throws {
        try await NetPlay.host(port: port, bind: bind, name: networkName, liveness: Liveness(),
                               advertising: Advertising(enabled: announced),
                               screen: screen, saving: saving, terminal: terminal, anyPortIfTaken: anyPortIfTaken, players: players,
                               journals: journals, summary: series)
    }

    private func join(_ address: PeerAddress, on terminal: any TerminalIO) async throws {
        try await NetPlay.join(address, name: networkName, liveness: Liveness(), screen: screen, saving: saving, terminal: terminal,
                               journals: journals, summary: series)
    }
}
