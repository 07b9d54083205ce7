/// Every phrase a screen or message says, by name; `English` and `Italian` each give every one
/// its words (with the same `{placeholders}`). The raw value is the name, for tests and messages.
public enum Phrase: String, CaseIterable, Sendable {
    case tooSmallQuit, confirmQuitGame, confirmQuitNetGame, tooSmallNeeds, tooSmallIs, tooSmallEnlarge
    case headerSeries, headerSeriesShort, noticeQuits, labelTrump, labelTable, labelStock
    case cardsOne, cardsMany, stockDrawn, stockEmpty, takesPoints, takesPointsYou
    case yourHand, turnYours, turnPlaying, turnYouPlaying, turnYouWaitFor, turnWaitingFor, leadNextYou, leadNextOther
    case seatPoints, labelThem, labelPoints, ownPointsTeam, ownPointsMine
    case seatYou, whoYou, lastTrick, takerYou, takerOther
    case keyCardsOut, keyChat, keyPhrases, keyPlayNumbers, keyPlayOne, keyChoose
    case keyEnterPlay, keyHelp, keyQuit, keySkip, keyAgain, resultAgainBots, resultBotsOnly
    case keyNoMore, keyReplaySteps, cardTrumpSmall, cardTrumpLarge, helpTitle
    case helpRules, helpCards, helpWinTwo, helpWinThree, helpWinFour, helpWinAll
    case helpKeys, helpKeysChat, helpKeysNetwork, helpBack, helpBackMenu, resultYouAndPartner, resultYou, resultOpponents
    case resultOther, resultDraw, resultTie, resultGameOver, resultLine, resultLineOneTrick
    case resultSeries, resultAgain, sideYouAnd, sideTeam, panelSeries
    case panelTeams, panelCardsOutHint, panelNoGame, panelSeriesLine, leadYou
    case leadOther, teamUs, teamThem, cardsOutTitle, cardsOutTrump, cardsOutTrumpShort
    case pointsUsThem, pointsUsHidden, pointsYouHidden, pointsYouOthers, chatTitle
    case chatEmpty, chatSay, chatTypingHint, chatPhrasesHint, statusOneCardLeft, statusTwoCardsLeft, statusThreeCards, statusYouPlay
    case statusOtherPlays, statusTrickYou, statusTrickOther, statusFirstLead, statusNewDeal
    case statusNoChat, titleTwo, titleThree, titleFour, titleTwoComputer, titleThreeComputer, titleFourComputer, nameEmulator
    case nameEmulatorA, nameEmulatorB, nameComputer, nameComputerA, nameComputerB, nameOpponent1, nameOpponent2, namePartner
    case levelEasy, levelNormal, levelHard, levelExpert
    case netComputerTag, netTitle, netHosting, netJoining, netAtTable, netConnected, netConnecting, netConnectingHint, netConnectGaveUp, windowYourTurn
    case netDealing, netYourLead, netOtherLeads, netRematchAsked, netPeerLeft
    case netEnded, netTableEnded, netNeverSeated, netNoTableAnswered, netNotBriscola, netPressEnter, netWaitingRematch, netOtherPlayer, failDesyncHashes, failJournal, failJournalUnencodable
    case failTableFull, failSeatTaken, failResumeRefused, failUnknownSession, failVersion, failVersionDetail, failDesync, failOurs, failTheirs
    case hostWaiting, hostReachPort, hostReach, hostLobby, wordOr, wordAnd, settingForcedAscii, settingForcedNoColor, summarySeries, summaryAbandoned, summarySeveral, summaryUnfinishedOne, summaryUnfinishedMany, netRematchAskedMany, netRematchWish, netRematchWishMany, netRematchWaitingFor
    case menuTitle, menuTitleDefault, menuHeading, menuPlay, menuPlayDetail, menuHost
    case menuHostDetail, menuLobby, menuLobbyDetail, menuAddress, menuAddressDetail
    case menuHistory, menuHistoryDetail, menuQuit, menuKeys, menuAddressPrompt, menuSettings, menuSettingsDetail, tableNameDefault
    case levelAboutEasy, levelAboutNormal, levelAboutHard, levelAboutExpert
    case settingsTitle, settingsHeading, settingsKeys, settingsNamePrompt, settingsNameKeys, settingsSaved, settingsCannotWrite, settingsIsDirectory, settingsUnreadable, settingsNoDirectory
    case settingName, settingNameUnset, settingLevel, settingPlayers, settingPause, settingShowPoints, settingBell, settingColor, settingAscii, settingLanguage
    case settingOn, settingOff, settingLanguageAuto, settingMilliseconds
    case menuAddressKeys, menuAddressKeysRemembered, menuAddressBad, menuAddressPort, listRange, lobbyTitle, lobbyLooking
    case lobbyHeading, lobbyEmpty, lobbyKeys, lobbyClosed
    case lobbyOwnTable, lobbySeatKept, lobbyNotBriscola, lobbyOtherProtocol, lobbyFull, historyTitle
    case historyHeading, historyEmpty, historyEmptyUnreadable, historyKeysLong, historyKeysShort, historyKeysEmpty, historyTyped, historyTypedMore, historyTypedNone, historyTypedAgain, historyTypedAgainMore, historyNote, historyUnreadableNote
    case historyRow, historyComputers, historyDetail, historyBroken, outcomeWon, outcomeDrawn
    case outcomeLost, outcomeAbandoned, modeLocal, modeLAN, modeComputer, replayTitle, replayDealNote, replayDealTricks, replayAbandoned, replayAbandonedHere, replayUnfinishedTrick, replayUnfinishedHere
    case replayNoCards, replayOneCard, replayCards, replayTrick, replaySeat, replayTrump
    case lineIntro, lineAskCard, lineAskAgain, lineAskAgainAgain, lineTrumpTeam, lineInputEnded, lineNotUnderstood, lineBye, lineCtrlC, lineSigterm, lineHangUp
    case lineNotACard, lineCannotPlay, lineGameOver, lineStopped, lineHelpWhat, lineHelpNumber
    case lineHelpCode, lineHelpCodes, lineHelpOut, lineHelpHelp, lineHelpQuit, lineHelpAfter
    case lineTrump, linePlayed, lineTable, lineHand, lineResult
    case lineYourTeam, lineOpponents, lineWin, lineDraw, lineLose
    case appNoMenu, appNoGame, appNoReplay, appLogUnwritable, appJournalUnwritable, appJournalInUse, appJournalNotADirectory
    case appJournalNoDirectory, appSoakShort
    case netWaitingPlayers, resultKeys, netGameAbandoned, netSeatLeftWaiting, reasonNoMoreGames, reasonStopped, reasonPlayedGames, reasonPlayedOneGame, reasonHostRestarted, reasonTableClosed, reasonConnectionClosed, reasonSilent, reasonNotBack, reasonLeft, reasonConnectionFailed, reasonProtocolError, reasonReported, reasonRestarted, reasonUnanswered, hostWaitingMany, confirmLeaveTable, netReconnectFailed, netSeatsFull, netSeatLeft, netLeftReason, netSeatLeftPlain, netSeatsLeftMany, netLeftPlain, netTitleThree, netTitleFour
    /// Two computer players named together under one mark: a narrow heading's and the result's team.
    case netComputersTag, netTitleFourPair
    /// The side panel's own team where "(opposite)" does not fit beside a computer partner's mark.
    case teamUsShort
    case netTableCode, netWaitingRematchOthers, menuSeatsPrompt, menuSeatsKeys, menuSeatsBad
    case roomHeading, roomSeat, roomFree, roomHost, roomComputer
    case roomYou, roomTeam, roomPartners, roomKeysHost, roomKeysGuest, roomKeysGuestFull
    case turnYoursTimed, netTimedOut, netTimedOutYou
    case netAway, netBack, netReconnecting, netRejoining, netReconnected, menuResume, menuResumeDetail, menuResumeTable, menuResumeTableDetail, menuResumeTableDetailWith
    case tricksTitle, tricksNone, tricksTakenBy
    /// Briscola a cinque (chiamata): the auction, the call, the hidden partner, the deal scores.
    case titleFive, titleFiveComputer, nameComputerC, nameComputerD, fiveAuction, fiveStanding, fiveNoBid, fiveWordPass, fiveWordWaiting
    case fiveBidPoints, fiveBidPointsShort, fiveYourBid, fiveCallPrompt, fiveCallYours, fiveCalledLine, fiveCalledLineShort, fiveChoicePass, fiveResultCalledYou, fiveCallerYou, fivePartnerUnknown
    case fivePartnerKnown, fivePartnerYouSecret, fiveAlone, fiveNeeds, fiveNeedsYou, fiveTurnBidding, fiveTurnCalling, fiveTurnYourBid, fiveTurnYourCall
    case fiveKeysBid, fiveKeysCall, fiveStatusBids, fiveStatusPasses, fiveStatusYouBid, fiveStatusYouPass, fiveStatusCalls
    case fiveStatusYouCall, fiveStatusYouCallAlone, fiveStatusOpens, fiveStatusOpensYou, fiveStatusPartner, fiveStatusPartnerYou, fiveStatusAloneShown
    case fiveStatusThrownIn, fiveResultWon, fiveResultLost, fiveResultMade, fiveResultShort, fiveSidePair, fiveSideAlone, fiveResultCalled
    case fiveColPlayer, fiveColPoints, fiveColDeal, fiveColSeries, fiveRoleCaller, fiveRolePartner, fiveRoleOther, fiveRoleAlone
    case fiveThrownIn, fiveThrownInAgain, helpWinFive, fivePanelStandings, fiveLabelCalled, fiveCardsOfSeat
    case lineFiveIntro, lineFiveAskBid, lineFiveAskCall, lineFiveAuction, lineFiveCalled, lineFiveNotABid, lineFiveNotASuit, lineFiveResult, lineFiveStandings, lineFiveHelp
    case asciiUpDown, asciiLeftRight
    case statusResumed, menuResumeLocal, menuResumeLocalDetail, localAbandoned, localResumeNone, localResumeBroken, localResumeBrokenLost
    case localAbandonKept, localSeriesKept, localResumeHeld, localResumeWhoThree, localResumeWhoFour, localResumeAsk, localResumeAskAgain, menuConfirmNewGame, menuConfirmKeys
    case menuResumeLocalAfterDetail, localResumeAskSeries, localResumeAskAgainSeries, menuConfirmNewSeries
}
