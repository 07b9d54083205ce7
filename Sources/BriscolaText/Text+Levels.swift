import BriscolaCore

extension Text {
    /// An opponent level's name in this language ("difficile" for `.hard`): one place for the
    /// table's title, the settings and the history's stats.
    public func levelName(_ level: Level) -> String {
        switch level {
        case .easy: self(.levelEasy)
        case .normal: self(.levelNormal)
        case .hard: self(.levelHard)
        case .expert: self(.levelExpert)
        }
    }

    /// What a level does, in a line (the settings say it beside the level chosen: "the emulator"
    /// means nothing to someone who has not read the README).
    public func levelAbout(_ level: Level) -> String {
        let phrase: Phrase = switch level {
        case .easy: .levelAboutEasy
        case .normal: .levelAboutNormal
        case .hard: .levelAboutHard
        case .expert: .levelAboutExpert
        }
        return self(phrase, ["level": levelName(level)])
    }
}
