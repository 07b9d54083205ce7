import ArgumentParser
import BriscolaApp
import BriscolaSettings

/// How the screen looks, for `play`, `host` and `join`: each either way (`--ascii`/`--no-ascii`),
/// and when not given, as the person's settings say (a setting turned on could not be turned off
/// for one game).
struct ScreenOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: .phrase(.optAscii)) var ascii: Bool?
    @Flag(name: .customLong("color"), inversion: .prefixedNo, help: .phrase(.optColor)) var color: Bool?
    @Flag(name: .customLong("show-points"), inversion: .prefixedNo, help: .phrase(.optShowPoints)) var showPoints: Bool?
    @Option(parsing: .unconditional, help: .phrase(.playPause)) var pause: Int?
    @Flag(name: .customLong("bell"), inversion: .prefixedNo, help: .phrase(.optBell)) var bell: Bool?
    @OptionGroup var settingsFile: SettingsOptions

    func validate() throws {
        if let pause, !(0...10_000).contains(pause) { throw ValidationError.between("--pause", 0, 10_000, .usageBetweenMilliseconds) }
    }

    /// How the screen looks, from these flags and the person's `settings` (loaded once by the command).
    func setup(_ settings: Settings) -> ScreenSetup {
        ScreenSetup(settings, ascii: ascii, color: color, showPoints: showPoints, pause: pause, bell: bell)
    }
}
