/// Options every command shares, typed before the command (`briscola --config it.conf history`):
/// the parser would hand them to the start menu and refuse the command's name, so they are moved
/// after the command's words, where each command that takes them reads them. A command that reads
/// no settings file has had its language from `--config` already (`CommandLanguage`): there the
/// option is let go rather than refused.
enum LeadingOptions {
    /// Options that take a value, and the flags, that may come before a command.
    static let valued = ["--config", "--history"], flags = ["--no-history"]
    /// The commands that take `--config`: they read the settings file, or (`history`, `lobby`,
    /// `sim`) take only its language. `bench` takes it after its subcommand's name, not its own.
    static let readingSettings = ["menu", "play", "host", "join", "config", "bot", "replay", "history", "lobby", "sim"]

    /// `arguments` (without the program name) with such options moved after the command's words,
    /// before any `--`; unchanged when no command name follows them. The same between a command and
    /// its subcommand's name (`history --history F show 1`: `show` was refused as an argument of
    /// `history list`).
    static func moved(_ arguments: [String]) -> [String] {
        // Help takes no options: its language came from `--config` already, wherever it stands
        // (`help play --config it.conf` was an unknown option; `--config it.conf --help` the menu's help).
        if arguments.first == "help" { return withoutConfig(arguments) }
        if let last = arguments.last, ["--help", "-h"].contains(last), withoutConfig(Array(arguments.dropLast())).isEmpty { return [last] }
        let commands = Briscola.configuration.subcommands
        let outer = moved(arguments, before: commands.map { $0._commandName }, keepingConfig: readingSettings)
        guard let name = outer.first, let command = commands.first(where: { $0._commandName == name }) else { return outer }
        let inner = command.configuration.subcommands.map { $0._commandName }
        return inner.isEmpty ? outer : [name] + moved(Array(outer.dropFirst()), before: inner, keepingConfig: nil)
    }

    /// Leading options moved after the first of `names` that follows them; `--config` let go unless
    /// that name is in `keepingConfig` (nil: always kept).
    static func moved(_ arguments: [String], before names: [String], keepingConfig: [String]?) -> [String] {
        var leading: [String] = [], index = 0
        while index < arguments.count {
            let word = arguments[index]
            if flags.contains(word) {
                leading.append(word)
                index += 1
            } else if valued.contains(word), index + 1 < arguments.count {
                leading += [word, arguments[index + 1]]
                index += 2
            } else if valued.contains(where: { word.hasPrefix($0 + "=") }) {
                leading.append(word)
                index += 1
            } else {
                break
            }
        }
        // `briscola --config it.conf help play`: help takes no options; its language came from
        // `--config` already (it said "'help' is not a briscola command").
        if keepingConfig != nil, !leading.isEmpty, index < arguments.count, arguments[index] == "help" { return Array(arguments[index...]) }
        guard !leading.isEmpty, index < arguments.count, names.contains(arguments[index]) else { return arguments }
        if let keepingConfig, !keepingConfig.contains(arguments[index]) { leading = withoutConfig(leading) }
        var rest = Array(arguments[index...])
        let end = rest.firstIndex(of: "--") ?? rest.count
        rest.insert(contentsOf: leading, at: end)
        return rest
    }

    /// The options without `--config PATH` (or `--config=PATH`).
    static func withoutConfig(_ options: [String]) -> [String] {
        var kept: [String] = [], index = 0
        while index < options.count {
            if options[index] == "--config" { index += 2; continue }
            if !options[index].hasPrefix("--config=") { kept.append(options[index]) }
            index += 1
        }
        return kept
    }
}
