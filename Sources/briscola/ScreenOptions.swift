import ArgumentParser
import BriscolaApp

/// Options of `host` and `join`.
struct ScreenOptions: ParsableArguments {
    @Flag(help: "Draw cards with ASCII only.") var ascii = false
    @Flag(help: "No colours (also when NO_COLOR is set).") var noColor = false
    @Flag(help: "Show the other player's points.") var showPoints = false
    @Option(parsing: .unconditional, help: "Milliseconds a finished trick stays in view (times two).") var pause = 700

    var setup: ScreenSetup {
        ScreenSetup(options: InteractivePlay.options(ascii: ascii, noColor: noColor, showPoints: showPoints), pause: pause)
    }
}
