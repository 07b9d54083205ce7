import ArgumentParser
import BriscolaApp
import BriscolaSettings

/// Options of `host` and `join`: as `play`'s, each falling back on the person's settings.
struct ScreenOptions: ParsableArguments {
    @Flag(help: .phrase(.optAscii)) var ascii = false
    @Flag(help: .phrase(.optNoColor)) var noColor = false
    @Flag(help: .phrase(.screenShowPoints)) var showPoints = false
    @Option(parsing: .unconditional, help: .phrase(.playPause)) var pause: Int?
    @Flag(help: .phrase(.screenNoBell)) var noBell = false
    @OptionGroup var settingsFile: SettingsOptions

    func validate() throws {
        if let pause, !(0...10_000).contains(pause) { throw ValidationError.between("--pause", 0, 10_000, .usageBetweenMilliseconds) }
    }

    /// How the screen looks, from these flags and the person's `settings` (loaded once by the
    /// command): ASCII cards, colours, the others' points, the pause and the bell as set there
    /// unless a flag says otherwise.
    func setup(_ settings: Settings) -> ScreenSetup {
        var options = InteractivePlay.options(ascii: ascii || settings.ascii, noColor: noColor || !settings.color,
                                              showPoints: showPoints || settings.showPoints, language: settings.language)
        options.bell = !noBell && settings.bell
        return ScreenSetup(options: options, pause: pause ?? settings.pause)
    }
}
