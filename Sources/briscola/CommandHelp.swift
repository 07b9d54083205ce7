import ArgumentParser
import BriscolaApp
import BriscolaText

extension ArgumentHelp {
    /// An option's or argument's help in the command line's language (`CommandLanguage`).
    static func phrase(_ phrase: CommandPhrase, visibility: ArgumentVisibility = .default) -> ArgumentHelp {
        ArgumentHelp(CommandLanguage.words(phrase), visibility: visibility)
    }
}
