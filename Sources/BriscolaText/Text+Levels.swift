extension Text {
    /// An opponent level's name in this language, from its spelling in files and on the command
    /// line ("hard" → "difficile"); nil for a spelling that names no level. One place for the
    /// table's title and the history's stats.
    public func levelName(_ spelling: String) -> String? {
        switch spelling {
        case "easy": self(.levelEasy)
        case "normal": self(.levelNormal)
        case "hard": self(.levelHard)
        case "expert": self(.levelExpert)
        default: nil
        }
    }

    /// What a level does, in a line (the settings say it beside the level chosen: "the emulator"
    /// means nothing to someone who has not read the README); nil for a spelling that names none.
    public func levelAbout(_ spelling: String) -> String? {
        let phrase: Phrase? = switch spelling {
        case "easy": .levelAboutEasy
        case "normal": .levelAboutNormal
        case "hard": .levelAboutHard
        case "expert": .levelAboutExpert
        default: nil
        }
        return phrase.map { self($0, ["level": levelWords(spelling)]) }
    }

    /// The same, or the spelling itself where it names no level (a level this version does not
    /// know, read from a newer program's file).
    public func levelWords(_ spelling: String) -> String { levelName(spelling) ?? spelling }
}
