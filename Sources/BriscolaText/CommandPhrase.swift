import BriscolaCore

/// Every phrase of the command line — `--help` of every command, and what `history`, `lobby`,
/// `sim`, `bot`, `bench`, `config` and `replay` print for people — by name, apart from the
/// screens' `Phrase`s. `English` and `Italian` give each its words (with the same `{placeholders}`);
/// machine-readable output (JSON) has none. The raw value is the name, for tests.
public enum CommandPhrase: String, CaseIterable, Sendable {
    // What each command is for (its abstract), and the longer notes of some.
    case aboutBriscola, aboutMenu, aboutPlay, aboutHost, aboutJoin, aboutLobby, lobbyDiscussion
    case aboutHistory, aboutHistoryList, aboutHistoryShow, aboutHistoryStats, aboutHistoryExport
    case aboutHistoryDelete, aboutHistoryClear, aboutReplay, aboutConfig, aboutConfigList, aboutConfigGet, aboutConfigSet
    case aboutSim, simDiscussion, aboutBot, aboutBotHost, aboutBotJoin
    case aboutBench, aboutBenchEngine, aboutBenchAI, aboutBenchNet, aboutBenchUI
    case botBack, botSeatBack, resumingGuest, resumingHost, journalUnwritable, outputLost
    case aboutBenchSoak, aboutBenchHidden, soakGames, soakPerConnection, soakEvery, soakRssLimit, netGrace, netNoJournal, netProtocol
    // Options and arguments.
    case optAscii, optColor, optShowPoints, optBell, optConfig, optConfigLanguage, optHistoryFile, optNoHistory, optBind, optBots, optAddress
    case optMatchIdListed, optMatchId, optJsonObject, optGames, optPlayers
    case playLevel, playName, playSeed, playPlayers, playPause, playResume, playResumeConflict
    case hostPort, hostPlayers, hostTurnTime, netName, netHeartbeat, netPeerTimeout
    case advNoAdvertise, advTableName
    case lobbyJson, lobbyWatch, lobbyTimeout
    case historyOpponent, historyLimit, historyJson, historyFormat, historyYes, replayPlain
    case configKey, configValue
    case simPlayers, simSeed, simA, simB, simHardIterations, simLog, simJson, simDuplicate, simJobs
    case botLevel, botSeed, botJson, botThink, botHistory, botTrace, botPort, botGames, botTurnTime
    case botFirst, botTimeout, botJoinGames, botSeat
    case benchEngineGames, benchRounds, benchPositions, benchHardMoves, benchHardIterations
    case benchExpertGames, benchExpertVersus, benchOracleGames, benchOracleExact, benchOracleLookahead, benchNetPlayers, benchFrames
    // The parser's own words in help and usage messages (replaced in what it prints).
    case frameUsageHeading, frameOverview, frameArguments, frameOptions, frameSubcommands
    case frameShowHelp, frameShowVersion, frameShowSubcommandHelp, frameDefaultMark, frameDefault, frameValues
    case frameSeeHelp, frameSeeMore, frameSeeShort, frameUsageLine, frameError, frameSubcommandWord, frameOptionsWord, frameHelpLine
    case frameMissingArgument, frameMissingValue, frameUnknownOption, frameUnexpectedArgument, frameInvalidValue, frameProvideOneOf, frameOr
    // What the commands print.
    case historyNone, historyNoneReadable, historyNoneAgainst, historyMore, historyDeleted, historyClearAsk, historyClearYes, historyNothingDeleted, historyNothingDeletedShort, historyCleared
    case matchLine, matchShare, matchShareMe, matchHead, matchSeat, matchSeatYou, matchTrump, matchScores, matchCheck, matchCheckHash
    case matchWon, matchDrawn, matchLost, matchAbandoned, matchMarkdownHead, matchMarkdownColumns, matchShareWithPartner, matchShareAbandoned, matchWithPartner, matchMarkdownTeams
    case kindHuman, kindRemote, kindEmulator, kindComputer, statsNetwork, statsNetworkLevel, statsLineNoGames
    case statsByOpponent, statsByLevel, statsLine, statsAbandoned
    case lobbyNone, lobbyColumns, lobbyFree, lobbyFreeOf, lobbyEventLine, lobbyAppeared, lobbyChanged, lobbyGone
    case configAllowedFlag, configAllowedPlayers, configAllowedPause, configAllowedName, configAllowedLanguage
    case simLines, simGames, simOneGame, simDuplicateLine, simTeam, simSeat
    case botGameLine, botHiddenDeal, botAbandoned, botDealAbandoned, botNoTableAnswered, botFound, botNoOpenTable, botByAddress
    case simFiveLines, simFiveDecisions, benchEngineFiveLine, usagePlayFiveNotYet, usageDuplicateFive
    case benchEngineLine, benchAILines, benchDecisions, benchNetLines, benchNetRelay, benchUILine
    // One-line failures of the command line.
    case unknownCommand, unknownCommandHint, unknownSubcommand, unknownSubcommandHint
    case netRefused, netUnresolved, netNoAnswer, netConnectOther, netPortInUse, netCannotListen, netNoAddress, netGaveUp, netBriefRefused, netBriefUnresolved, netBriefNoAnswer, netUnreachable, netBriefUnreachable, netNeedsInterface, netBriefNeedsInterface, netUnknownInterface
    case discoveryNoBus, discoveryNoDaemon, discoveryFailed, discoveryByAddress, discoveryByAddressMenu, announced, announceRenamed, announceFailed, announceWaiting
    // Option values the command line refuses (usage errors, exit status 2), and `config`'s bad keys and values.
    case usageBetween, usageBetweenSeconds, usageBetweenMilliseconds, usageAtLeast, usageNotNegative, usagePlayers, usageProtocol, usageBotsLeaveASeat, usageBotsTwoSeats, usageSeat
    case usageHistoryAndNoHistory, usageMatchId, usageAddress, usageAddressPort, usageTableName, usageAddressOrFirst, usageGamesAndRounds, usagePeerTimeout, usageOracleTwoPlayers
    case nameEmpty, nameTooLong, nameControlCharacters, settingsUnknownKey, settingsUnknownKeyHint, settingsBadValue
    case botAway, botReconnecting, botSeatAway, botWaitingPlayers, botSeated, botSatDown, botLateFirstGame, botGameNumberLate
    case appNotATerminal, appNoTerminal, frameDidYouMean, netBindUnknown, netBindNotHere
    case historyNotADatabase, historyDamaged, historyCannotOpen, historyDoesNotReplay, historyNoSuchMatch, historyMissing, historyIsADirectory, historyStorage, historyNotSaved, historyCorrupt, historyLeftOut
    // Why a stored match cannot be read (`DamagedCell`) or does not replay (`RecordError`).
    case cellEmpty, cellWrongType, cellNotARecord, cellDoesNotReplay, cellNotASeatKind, cellNotAMode, cellNotASeat, cellDisagrees
    case recordBadVariant, recordBadDeck, recordBadSetup, recordIllegal, recordHashMismatch, recordResultMismatch, recordSeedMismatch
}

extension Text {
    /// The command line's phrases for a language (every key is in each: `TextTableTests` checks it).
    public static func commandTable(_ language: Language) -> [CommandPhrase: String] {
        switch language {
        case .english: English.commands
        case .italian: Italian.commands
        }
    }

    /// A command-line phrase with its placeholders replaced by `arguments`, as for screens.
    public func callAsFunction(_ phrase: CommandPhrase, _ arguments: [String: String] = [:]) -> String {
        let template = Self.commandTable(language)[phrase] ?? English.commands[phrase] ?? phrase.rawValue
        return Self.fill(template, arguments)
    }

    /// What is wrong with a name given to `option` ("--name: a name must not be empty").
    public func nameProblem(_ problem: PlayerName.Problem, option: String) -> String {
        switch problem {
        case .empty: self(.nameEmpty, ["option": option])
        case .tooLong: self(.nameTooLong, ["option": option, "most": "\(PlayerName.maxLength)"])
        case .controlCharacters: self(.nameControlCharacters, ["option": option])
        }
    }

    /// A help or usage message as the argument parser wrote it (in English), with its own words —
    /// section headings, "Show help information.", "(default: …)", "See '… --help' …" — in this
    /// language; the commands' own words are already in it. English text comes back unchanged.
    public func helpMessage(_ message: String) -> String {
        guard language != .english else { return message }
        let english = Text(.english)
        // Longest first, so "Show subcommand help information." is replaced before a part of it.
        let pairs: [CommandPhrase] = [.frameShowSubcommandHelp, .frameShowHelp, .frameShowVersion, .frameUsageHeading, .frameOverview,
                                      .frameArguments, .frameOptions, .frameSubcommands, .frameDefaultMark, .frameDefault,
                                      .frameValues, .frameUsageLine, .frameError, .frameSubcommandWord, .frameOptionsWord, .frameHelpLine]
        var lines = message.components(separatedBy: "\n").map { line -> String in
            let trimmed = line.drop { $0 == " " }
            for (phrase, suffix) in [(CommandPhrase.frameSeeHelp, "' for detailed help."), (.frameSeeMore, "' for more information."),
                                     (.frameSeeShort, "'.")]
            where trimmed.hasPrefix("See '") && trimmed.hasSuffix(suffix) && trimmed.count >= "See '".count + suffix.count {
                let command = trimmed.dropFirst("See '".count).dropLast(suffix.count)
                return String(line.prefix(line.count - trimmed.count)) + self(phrase, ["command": String(command)])
            }
            return parserSentences(in: line)
        }
        for phrase in pairs {
            let from = english(phrase), to = self(phrase)
            // A longer phrase in an aligned column ("menu (default)   The start menu") takes the
            // spaces after it, so the column stays where it was.
            let padded = from + String(repeating: " ", count: max(0, to.count - from.count))
            lines = lines.map { $0.replacingAll(padded, with: to).replacingAll(from, with: to) }
        }
        // "(default:" or "(values:" the help wrapped at the end of a line, its value on the next.
        for phrase in [CommandPhrase.frameDefault, .frameValues] {
            let cut = { (text: String) in text.hasSuffix(" ") ? String(text.dropLast()) : text }
            let from = cut(english(phrase)), to = cut(self(phrase))
            lines = lines.map { $0.hasSuffix(from) ? String($0.dropLast(from.count)) + to : $0 }
        }
        return Self.rewrapped(lines).joined(separator: "\n")
    }

    /// Lines the longer words made wider than the parser's 80 columns, their end carried to the
    /// start of the next line (of the same description column), or to a line of its own.
    static func rewrapped(_ given: [String], width: Int = 80, column: Int = 26) -> [String] {
        var lines = given, index = 0
        while index < lines.count, index < 10_000 {
            let line = lines[index]
            // Only the indented lines of a listing (an error's own line is left to the terminal).
            guard line.count > width, line.hasPrefix("  ") else { index += 1; continue }
            let limit = line.index(line.startIndex, offsetBy: width)
            let leading = line.prefix { $0 == " " }.count
            guard var space = line[..<limit].lastIndex(of: " "), line.distance(from: line.startIndex, to: space) > max(leading, column) else {
                index += 1
                continue
            }
            // "(predefinito:" goes with its value rather than end the line alone.
            if let before = line[..<space].lastIndex(of: " "), line[line.index(after: before)..<space].hasPrefix("("),
               !line[line.index(after: before)..<space].contains(")"), line.distance(from: line.startIndex, to: before) > max(leading, column) {
                space = before
            }
            let head = String(line[..<space]), tail = String(line[line.index(after: space)...])
            lines[index] = head
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            let indent = next.prefix { $0 == " " }.count
            if indent >= column, !next.drop(while: { $0 == " " }).hasPrefix("-") {
                lines[index + 1] = String(repeating: " ", count: indent) + tail + " " + next.dropFirst(indent)
            } else {
                lines.insert(String(repeating: " ", count: column) + tail, at: index + 1)
            }
            index += 1
        }
        return lines
    }
}

extension String {
    /// Every occurrence of `target` replaced (without Foundation, which this module does not use).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var out = "", rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
