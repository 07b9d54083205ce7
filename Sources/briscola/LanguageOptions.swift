import ArgumentParser

/// `--config PATH` for a command that reads no setting but speaks the user's language, so that
/// the option is taken after the command as before it: the file's `language` decides the words
/// (`CommandLanguage` reads it from the arguments before they are parsed).
struct LanguageOptions: ParsableArguments {
    @Option(help: .phrase(.optConfigLanguage)) var config: String?
}
