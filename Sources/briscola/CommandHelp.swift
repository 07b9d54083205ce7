import ArgumentParser
import BriscolaApp
import BriscolaText

extension ArgumentHelp {
    /// An option's or argument's help in the command line's language (`CommandLanguage`).
    static func phrase(_ phrase: CommandPhrase, visibility: ArgumentVisibility = .default, valueName: String? = nil) -> ArgumentHelp {
        ArgumentHelp(CommandLanguage.words(phrase), valueName: valueName, visibility: visibility)
    }
}
