import ArgumentParser
import BriscolaApp

/// Options of `host` and `join`.
struct ScreenOptions: ParsableArguments {
    @Flag(help: "Draw cards with ASCII only.") var ascii = false
    @Flag(help: "No colours (also when NO_COLOR is set).") var noColor = false
    @Flag(help: "Show the other player's points.") var showPoints = false
    @Option(parsing: .unconditional, help: "Milliseconds a finished trick stays in view (times two).") var pause = 700
    @Flag(help: "No bell when it becomes your turn (also `briscola config set bell off`).") var noBell = false
    @OptionGroup var settingsFile: SettingsOptions

    var setup: ScreenSetup {
        let settings = settingsFile.load()
        var options = InteractivePlay.options(ascii: ascii, noColor: noColor, showPoints: showPoints, language: settings.language)
        options.bell = !noBell && settings.bell
        return ScreenSetup(options: options, pause: pause)
    }
}
