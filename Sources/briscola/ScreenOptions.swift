import ArgumentParser
import BriscolaApp
import BriscolaSettings

/// Options of `host` and `join`.
struct ScreenOptions: ParsableArguments {
    @Flag(help: .phrase(.optAscii)) var ascii = false
    @Flag(help: .phrase(.optNoColor)) var noColor = false
    @Flag(help: .phrase(.screenShowPoints)) var showPoints = false
    @Option(parsing: .unconditional, help: .phrase(.screenPause)) var pause = 700
    @Flag(help: .phrase(.screenNoBell)) var noBell = false
    @OptionGroup var settingsFile: SettingsOptions

    /// How the screen looks, from these flags and the person's `settings` (loaded once by the command).
    func setup(_ settings: Settings) -> ScreenSetup {
        var options = InteractivePlay.options(ascii: ascii, noColor: noColor, showPoints: showPoints, language: settings.language)
        options.bell = !noBell && settings.bell
        return ScreenSetup(options: options, pause: pause)
    }
}
