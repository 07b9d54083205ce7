import BriscolaSettings

extension ScreenSetup {
    /// How the screen looks for `play`, `host` and `join`: ASCII cards, colours, the others'
    /// points, the pause and the bell as the person's `settings` say, unless the command line
    /// said otherwise (nil: not said; a setting turned on can be turned off for one game).
    public init(_ settings: Settings, ascii: Bool?, color: Bool?, showPoints: Bool?, pause: Int?, bell: Bool?) {
        var options = InteractivePlay.options(ascii: ascii ?? settings.ascii, noColor: !(color ?? settings.color),
                                              showPoints: showPoints ?? settings.showPoints, language: settings.language)
        options.bell = bell ?? settings.bell
        self.init(options: options, pause: pause ?? settings.pause)
    }
}
