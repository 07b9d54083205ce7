/// The English phrases: the table screen's, the help's and the result's here; the menus', the
/// network table's and line mode's in English+Menus.swift.
enum English {
    /// Every English phrase.
    static let table: [Phrase: String] = tableScreen.merging(menus) { first, _ in first }.merging(tables) { first, _ in first }
        .merging(five) { first, _ in first }

    static let tableScreen: [Phrase: String] = [
        .tooSmallQuit: "Quit? y = quit, any other key = stay",
        .confirmQuitGame: "Quit this game?  y = quit, any other key = keep playing",
        .confirmQuitNetGame: "Quit this game? It ends for everyone at the table.  y = quit, any other key = keep playing",
        .confirmLeaveTable: "Leave this table?  y = leave, any other key = keep waiting",
        .tooSmallNeeds: "Briscola needs at least {size}.",
        .tooSmallIs: "This one is {size}.",
        .tooSmallEnlarge: "Enlarge the window, or press q.",
        .headerSeries: "Game {game} {dot} {won} won, {drawn} drawn, {lost} lost ",
        .headerSeriesShort: "{won} won, {drawn} drawn, {lost} lost ",
        .noticeQuits: "q quits",
        .labelTrump: "Trump",
        .labelTable: "Table",
        .labelStock: "Stock",
        .cardsOne: "1 card",
        .cardsMany: "{count} cards",
        .stockDrawn: "(drawn)",
        .stockEmpty: "empty",
        .takesPoints: "takes +{points}",
        .takesPointsYou: "take +{points}",
        .yourHand: "Your hand",
        .turnYours: "Your turn",
        .turnPlaying: "{name} is playing{ellipsis}",
        .turnWaitingFor: "Waiting for {name}{ellipsis}",
        .turnYouPlaying: "Playing your card{ellipsis}",
        .turnYouWaitFor: "Your card waits for {name}{ellipsis}",
        .leadNextYou: "You lead next",
        .leadNextOther: "{name} leads next",
        .seatPoints: "{points} pts",
        .labelThem: "them",
        .labelPoints: "points",
        .ownPointsTeam: "us: {points} points",
        .ownPointsMine: "your points: {points}",
        .seatYou: "You",
        .whoYou: "you",
        .lastTrick: "Last trick: {cards} {arrow} {taker} +{points}",
        .takerYou: "you take",
        .takerOther: "{name} takes",
        .keyCardsOut: "o cards played",
        .keyChat: "c chat",
        .keyPhrases: "! phrases",
        .keyPlayNumbers: "1-{last} play",
        .keyPlayOne: "1 play",
        .keyChoose: "{arrows} choose",
        .keyEnterPlay: "Enter play",
        .keyHelp: "h help",
        .keyQuit: "q quit",
        .keySkip: "Space skip the pause",
        .keyAgain: "y/Enter play again",
        .keyNoMore: "n quit",
        .resultAgainBots: "y / Enter = again, n = no, b = computer players",
        .resultBotsOnly: "b = computer players in the free seats, q = leave",
        .keyReplaySteps: "{arrows} or n/p trick by trick, Home/End first and last",
        .cardTrumpSmall: "trump",
        .cardTrumpLarge: "trump",
        .helpTitle: "How to play",
        .helpRules: """
            Each player holds three cards; the face-up card marked Trump shows the
            trump suit. Play any card: no need to follow suit. The highest trump
            takes the trick, else the highest card of the suit led. The taker draws
            first and leads next; the face-up trump is the last card drawn.
            """,
        .helpCards: """
            Cards, strongest first: Asso (ace), 3, Re (king), Cavallo (knight),
            Fante (jack), 7, 6, 5, 4, 2. Points: Asso 11, 3 10, Re 4, Cavallo 3,
            Fante 2, the rest none; 120 in all.
            Suits: Coppe (cups), Denari (coins), Spade (swords), Bastoni (clubs).
            """,
        .helpWinTwo: "More than 60 wins; 60-60 is a draw.",
        .helpWinAll: """
            Two players: more than 60 wins; 60-60 is a draw. Three: the 2 of
            Bastoni is left out and the highest score wins. Four: two teams,
            partners sitting opposite pool their tricks; more than 60 wins.
            """,
        .helpWinThree: """
            Three players: the 2 of Bastoni is left out (39 cards, 13 tricks).
            The highest score wins; equal top scores share the game.
            """,
        .helpWinFour: """
            Four players in two teams; partners sit opposite and pool their
            tricks. The team with more than 60 wins; 60-60 is a draw.
            """,
        .helpKeys: """
            Keys: 1 2 3 play a card, or choose with {arrows} and press Enter. Space
                  skips a pause. o shows the cards played. h or ? this help; q quits.
            """,
        .helpKeysChat: """
                  c or t writes a line to the table (Enter sends, Esc cancels);
                  ! then 1 2 3: Bella!, Brava/o, Ancora una?
            """,
        .helpKeysNetwork: """
                  At a network table c or t writes a line (Enter sends, Esc
                  cancels); ! then 1 2 3: Bella!, Brava/o, Ancora una?
            """,
        .helpBack: "Press any key to go back to the game.",
        .helpBackMenu: "Press any key to go back to the menu.",
        .resultYouAndPartner: "You and your partner win!",
        .resultYou: "You win!",
        .resultOpponents: "Your opponents win.",
        .resultOther: "{name} wins.",
        .resultDraw: "A draw: {scores}.",
        .resultTie: "A tie at the top.",
        .resultGameOver: "Game {game} is over",
        .resultLine: "{side} {points} points   {tricks} tricks",
        .resultLineOneTrick: "{side} {points} points   1 trick",
        .resultSeries: "Series: {won} won, {drawn} drawn, {lost} lost",
        .resultAgain: "Play again?  y / Enter = yes, n = no",
        .sideYouAnd: "You + {partner}",
        .sideTeam: "{first} + {second}",
        .panelSeries: "Series",
        .panelTeams: "Teams",
        .panelCardsOutHint: "Cards played: o shows them",
        .panelNoGame: "No game yet",
        .panelSeriesLine: "{won} won, {drawn} drawn, {lost} lost",
        .leadYou: "You lead",
        .leadOther: "{name} leads",
        .teamUs: "Us: you + {partner} (opposite)",
        .teamUsShort: "Us: you + {partner}",
        .teamThem: "Them: {names}",
        .cardsOutTitle: "Cards played: {out} of {total} (o hides)",
        .cardsOutTrump: "trump",
        .cardsOutTrumpShort: "trump",
        .pointsUsThem: "Points: us {mine}, them {them}",
        .pointsUsHidden: "Points: us {mine} (them hidden)",
        .pointsYouHidden: "Points: you {mine} (others hidden)",
        .pointsYouOthers: "Points: you {mine}, {others}",
        .chatTitle: "Chat {dot} c to write {dot} ! phrases",
        .chatEmpty: "(nothing said yet)",
        .chatSay: "Say:",
        .chatTypingHint: "Enter send {dot} Esc cancel {dot} Backspace erase",
        .chatPhrasesHint: "1-3 send {dot} any other key cancels",
        .statusOneCardLeft: "One card left: press 1 or Enter.",
        .statusTwoCardsLeft: "Two cards left: press 1 or 2.",
        .statusThreeCards: "Press 1, 2 or 3 to play a card.",
        .statusYouPlay: "You play {card}",
        .statusOtherPlays: "{name} plays {card}",
        .statusTrickYou: "{status} — you take the trick: +{points}",
        .statusTrickOther: "{status} — {name} takes the trick: +{points}",
        .statusFirstLead: "Your lead. Trump is {suit}: play 1, 2 or 3.",
        .statusNewDeal: "Game {game}: new deal.",
        .statusNoChat: "Chat is for network tables: the computer reads nothing.",
        .titleTwo: "you vs the computer ({level})",
        .titleThree: "you vs two computers ({level})",
        .titleFour: "2 vs 2 with the computer ({level})",
        .titleTwoComputer: "you vs the computer ({level})",
        .titleThreeComputer: "you vs two computers ({level})",
        .titleFourComputer: "2 vs 2 with the computer ({level})",
        .nameEmulator: "Computer",
        .nameEmulatorA: "Computer A",
        .nameEmulatorB: "Computer B",
        .nameComputer: "Computer",
        .nameComputerA: "Computer A",
        .nameComputerB: "Computer B",
        .nameOpponent1: "Opponent 1",
        .nameOpponent2: "Opponent 2",
        .namePartner: "Partner",
        .levelEasy: "easy",
        .levelNormal: "normal",
        .levelHard: "hard",
        .levelExpert: "expert",
    ]
}
