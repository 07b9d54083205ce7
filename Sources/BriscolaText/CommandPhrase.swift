import BriscolaCore

/// Every phrase of the command line — `--help` of every command, and what `history`, `lobby`,
/// `sim`, `bot`, `bench`, `config` and `replay` print for people — by name, apart from the
/// screens' `Phrase`s. `English` and `Italian` give each its words (with the same `{placeholders}`);
/// machine-readable output (JSON) has none. The raw value is the name, for tests.
public enum CommandPhrase: String, CaseIterable, Sendable {
    // What each command is for (its abstract), and the longer notes of some.
    case aboutBriscola, aboutMenu, aboutPlay, aboutHost, aboutJoin, aboutLobby, lobbyDiscussion
    case aboutHistory, aboutHistoryList, aboutHistoryShow, aboutHistoryStats, aboutHistoryExport
    case aboutHistoryDelete, aboutHistoryClear, aboutHistoryBackup, aboutHistoryImport, aboutHistoryPair, aboutHistorySync, aboutReplay, aboutConfig, aboutConfigList, aboutConfigGet, aboutConfigSet
    case aboutSim, simDiscussion, aboutBot, aboutBotHost, aboutBotJoin
    case aboutBench, aboutBenchEngine, aboutBenchAI, aboutBenchNet, aboutBenchUI
    case botBack, botSeatBack, resumingGuest, resumingHost, journalUnwritable, journalSnapshotOld, journalSnapshotDamaged, outputLost
    case aboutBenchSync, benchSyncDifferences, benchSyncLines
    case aboutBenchSoak, aboutBenchHidden, soakGames, soakPerConnection, soakEvery, soakRssLimit, netGrace, netNoJournal, netProtocol
    // Options and arguments.
    case optAscii, optColor, optShowPoints, optBell, optConfig, optHistoryFile, optNoHistory, optBind, optBots, optAddress
    case optMatchIdListed, optMatchId, optJsonObject, optGames, optPlayers
    case playLevel, playName, playSeed, playPlayers, playPause, playResume, playResumeConflict
    case hostPort, hostPlayers, hostTurnTime, netName, netHeartbeat, netPeerTimeout
    case advNoAdvertise, advTableName
    case lobbyJson, lobbyWatch, lobbyTimeout
    case historyOpponent, historyLimit, historyJson, historyFormat, historyYes, replayPlain, historyBackupFile, historyImportFile, historyReportJson,
         pairCode, pairAddress, syncAddress, syncPort, syncWait, syncTimeout
    case configKey, configValue
    case simPlayers, simSeed, simA, simB, simHardIterations, simLog, simJson, simDuplicate, simJobs
    case botLevel, botSeed, botJson, botThink, botHistory, botTrace, botPort, botGames, botTurnTime
    case botFirst, botTimeout, botJoinGames, botSeat
    case benchEngineGames, benchRounds, benchPositions, benchHardMoves, benchHardIterations
    case benchExpertGames, benchExpertVersus, benchOracleGames, benchOracleExact, benchOracleLookahead, benchNetPlayers, benchFrames
    // What the commands print.
    case historyNone, historyNoneReadable, historyNoneAgainst, historyMore, historyDeleted, historyClearAsk, historyClearYes, historyNothingDeleted, historyNothingDeletedShort, historyCleared
    case historyBackedUp, historyImported, historyImportedUnreadable, pairShowCode, pairDone, syncWaiting, syncDone
    case matchLine, matchShare, matchShareMe, matchHead, matchSeat, matchSeatYou, matchTrump, matchScores, matchCheck, matchCheckHash
    case matchWon, matchDrawn, matchLost, matchAbandoned, matchMarkdownHead, matchMarkdownColumns, matchShareWithPartner, matchShareAbandoned, matchWithPartner, matchMarkdownTeams
    case kindHuman, kindRemote, kindEmulator, kindComputer, statsNetwork, statsNetworkLevel, statsLineNoGames
    case statsByOpponent, statsByLevel, statsLine, statsAbandoned
    /// Briscola a cinque in the history: stats per role, and `history show`'s auction, call and deal scores.
    case statsByRole, statsRoleLine, matchFiveAuction, matchFiveCall, matchFiveDeal
    case lobbyNone, lobbyColumns, lobbyFree, lobbyFreeOf, lobbyEventLine, lobbyAppeared, lobbyChanged, lobbyGone
    case configAllowedFlag, configAllowedPlayers, configAllowedPause, configAllowedName, configAllowedLanguage
    case simLines, simGames, simOneGame, simDuplicateLine, simTeam, simSeat
    case botGameLine, botHiddenDeal, botAbandoned, botDealAbandoned, botNoTableAnswered, botFound, botNoOpenTable, botByAddress
    case simFiveLines, simFiveDecisions, benchEngineFiveLine, usageDuplicateFive
    case benchEngineLine, benchAILines, benchDecisions, benchNetLines, benchNetRelay, benchUILine
    // One-line failures of the command line, each after `frameError` ("Error: ").
    case frameError
    case netRefused, netUnresolved, netNoAnswer, netConnectOther, netPortInUse, netCannotListen, netNoAddress, netGaveUp, netBriefRefused, netBriefUnresolved, netBriefNoAnswer, netUnreachable, netBriefUnreachable, netNeedsInterface, netBriefNeedsInterface, netUnknownInterface
    case discoveryNoBus, discoveryNoDaemon, discoveryFailed, discoveryByAddress, discoveryByAddressMenu, announced, announceRenamed, announceFailed, announceWaiting
    // Option values the command line refuses (usage errors, exit status 2), and `config`'s bad keys and values.
    case usageBetween, usageBetweenSeconds, usageBetweenMilliseconds, usageAtLeast, usageNotNegative, usagePlayers, usageProtocol, usageBotsLeaveASeat, usageBotsTwoSeats, usageSeat
    case usageHistoryAndNoHistory, usageMatchId, usageAddress, usageAddressPort, usageTableName, usageAddressOrFirst, usageGamesAndRounds, usagePeerTimeout, usageOracleTwoPlayers
    case nameEmpty, nameTooLong, nameControlCharacters, settingsUnknownKey, settingsUnknownKeyHint, settingsBadValue
    case botAway, botReconnecting, botSeatAway, botWaitingPlayers, botSeated, botSatDown, botLateFirstGame, botGameNumberLate
    case appNotATerminal, appNoTerminal, netBindUnknown, netBindNotHere
    case historyNotADatabase, historyDamaged, historyCannotOpen, historyDoesNotReplay, historyNoSuchMatch, historyMissing, historyIsADirectory, historyStorage, historyNotSaved, historyCorrupt, historyLeftOut
    case historyLaterVersion, historyBackupExists, historyDamagedExport, usageExportNeedsId
    case pairWrongCode, pairCodeSpent, syncNotPaired, syncVersion, syncBadMessage, syncInterrupted, syncNotAuthentic, syncUnreachable
    case syncNoDiscovery, syncNotFound, pairNotFound, syncNobodyCame, peerBookDamaged, peerBookUnwritable, usagePairCode, usageSyncNeedsAddress
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
}
