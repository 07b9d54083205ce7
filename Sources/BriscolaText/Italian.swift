import BriscolaCore

/// Le frasi italiane: qui quelle del tavolo, dell'aiuto e del risultato; menu, tavolo in rete,
/// replay e modalità a righe in Italian+Menus.swift.
enum Italian {
    /// Every Italian phrase.
    static let table: [Phrase: String] = tableScreen.merging(menus) { first, _ in first }.merging(tables) { first, _ in first }
        .merging(five) { first, _ in first }

    /// A rank as Italian players say it: "Asso", "Tre", "Cavallo".
    static func rankWord(_ rank: Rank) -> String {
        switch rank {
        case .asso: "Asso"
        case .due: "Due"
        case .tre: "Tre"
        case .quattro: "Quattro"
        case .cinque: "Cinque"
        case .sei: "Sei"
        case .sette: "Sette"
        case .fante: "Fante"
        case .cavallo: "Cavallo"
        case .re: "Re"
        }
    }

    static let tableScreen: [Phrase: String] = [
        .tooSmallQuit: "Uscire? s = esci, qualsiasi altro tasto = resta",
        .confirmQuitGame: "Lasciare la partita?  s = esci, qualsiasi altro tasto = continua",
        .confirmQuitNetGame: "Lasciare la partita? Finisce per tutti al tavolo.  s = esci, qualsiasi altro tasto = continua",
        .confirmLeaveTable: "Lasciare il tavolo?  s = esci, qualsiasi altro tasto = aspetta ancora",
        .tooSmallNeeds: "Briscola ha bisogno di almeno {size}.",
        .tooSmallIs: "Questa finestra è {size}.",
        .tooSmallEnlarge: "Allarga la finestra, o premi q.",
        .headerSeries: "Partita {game} {dot} vinte {won}, pari {drawn}, perse {lost} ",
        .headerSeriesShort: "vinte {won}, pari {drawn}, perse {lost} ",
        .noticeQuits: "q esce",
        .labelTrump: "Briscola",
        .labelTable: "Tavolo",
        .labelStock: "Mazzo",
        .cardsOne: "1 carta",
        .cardsMany: "{count} carte",
        .stockDrawn: "(pescata)",
        .stockEmpty: "vuoto",
        .takesPoints: "prende +{points}",
        .takesPointsYou: "prendi +{points}",
        .yourHand: "La tua mano",
        .turnYours: "Tocca a te",
        .turnPlaying: "{name} sta giocando{ellipsis}",
        .turnWaitingFor: "Si aspetta {name}{ellipsis}",
        .turnYouPlaying: "Gioco la tua carta{ellipsis}",
        .turnYouWaitFor: "La tua carta aspetta {name}{ellipsis}",
        .leadNextYou: "Poi apri tu",
        .leadNextOther: "Poi apre {name}",
        .seatPoints: "{points} pt",
        .labelThem: "loro",
        .labelPoints: "punti",
        .ownPointsTeam: "noi: {points} punti",
        .ownPointsMine: "i tuoi punti: {points}",
        .seatYou: "Tu",
        .whoYou: "tu",
        .lastTrick: "Ultima presa: {cards} {arrow} {taker} +{points}",
        .takerYou: "prendi tu",
        .takerOther: "prende {name}",
        .keyCardsOut: "o carte uscite",
        .keyChat: "c chat",
        .keyPhrases: "! frasi",
        .keyPlayNumbers: "1-{last} gioca",
        .keyPlayOne: "1 gioca",
        .keyChoose: "{arrows} scegli",
        .keyEnterPlay: "Invio gioca",
        .keyHelp: "h aiuto",
        .keyQuit: "q esce",
        .keySkip: "Spazio salta la pausa",
        .keyAgain: "s/Invio un'altra",
        .keyNoMore: "n esci",
        .resultAgainBots: "s / Invio = ancora, n = no, b = giocatori del computer",
        .resultBotsOnly: "b = giocatori del computer nei posti liberi, q = esci",
        .keyReplaySteps: "{arrows} o n/p presa per presa, Inizio/Fine prima/ultima",
        .cardTrumpSmall: "brisc",
        .cardTrumpLarge: "briscola",
        .helpTitle: "Come si gioca",
        .helpRules: """
            Ogni giocatore ha tre carte. La carta scoperta sotto la scritta Briscola
            dice il seme di briscola. Si gioca qualsiasi carta: non c'è obbligo di
            rispondere al seme. La briscola più alta prende; senza briscole, la
            carta più alta del seme giocato per primo. Chi prende pesca per primo e
            apre la mano dopo. La briscola scoperta è l'ultima carta pescata.
            """,
        .helpCards: """
            Ordine di presa: Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2.
            Punti: Asso 11, 3 10, Re 4, Cavallo 3, Fante 2; 120 in tutto.
            """,
        .helpWinTwo: "Vince chi fa più di 60 punti; 60 a 60 è pari.",
        .helpWinAll: """
            In due vince chi fa più di 60 punti; 60 a 60 è pari. In tre si toglie
            il 2 di Bastoni e vince il punteggio più alto. In quattro si gioca in
            coppia, i compagni di fronte sommano le prese; vince chi fa più di 60.
            """,
        .helpWinThree: """
            In tre si toglie il 2 di Bastoni (39 carte, 13 mani).
            Vince il punteggio più alto; chi è pari in testa divide la partita.
            """,
        .helpWinFour: """
            In quattro si gioca in coppia: i compagni siedono di fronte e
            sommano le prese. Vince la coppia con più di 60; 60 a 60 è pari.
            """,
        .helpKeys: """
            Tasti: 1 2 3 giocano una carta, o scegli con {arrows} e premi Invio.
                   Spazio salta una pausa. o mostra le carte uscite. h o ? apre
                   questo aiuto; q esce.
            """,
        .helpKeysChat: """
                   c o t scrive una riga al tavolo (Invio invia, Esc annulla);
                   ! poi 1 2 3: Bella!, Brava/o, Ancora una?
            """,
        .helpKeysNetwork: """
                   Al tavolo in rete c o t scrive una riga (Invio invia, Esc
                   annulla); ! poi 1 2 3: Bella!, Brava/o, Ancora una?
            """,
        .helpBack: "Premi un tasto qualsiasi per tornare alla partita.",
        .helpBackMenu: "Premi un tasto qualsiasi per tornare al menu.",
        .resultYouAndPartner: "Vince la tua squadra!",
        .resultYou: "Hai vinto!",
        .resultOpponents: "Vincono gli avversari.",
        .resultOther: "Vince {name}.",
        .resultDraw: "Pareggio: {scores}.",
        .resultTie: "Pari in testa.",
        .resultGameOver: "La partita {game} è finita",
        .resultLine: "{side} {points} punti   {tricks} prese",
        .resultLineOneTrick: "{side} {points} punti   1 presa",
        .resultSeries: "Serie: vinte {won}, pari {drawn}, perse {lost}",
        .resultAgain: "Un'altra?  s / Invio = sì, n = no",
        .sideYouAnd: "Tu + {partner}",
        .sideTeam: "{first} + {second}",
        .panelSeries: "Serie",
        .panelTeams: "Squadre",
        .panelCardsOutHint: "Carte uscite: o le mostra",
        .panelNoGame: "Nessuna partita ancora",
        .panelSeriesLine: "vinte {won}, pari {drawn}, perse {lost}",
        .leadYou: "Apri tu",
        .leadOther: "Apre {name}",
        .teamUs: "Noi: tu + {partner} (di fronte)",
        .teamUsShort: "Noi: tu + {partner}",
        .teamThem: "Loro: {names}",
        .cardsOutTitle: "Uscite: {out} su {total} (o nasconde)",
        .cardsOutTrump: "briscola",
        .cardsOutTrumpShort: "brisc",
        .pointsUsThem: "Punti: noi {mine}, loro {them}",
        .pointsUsHidden: "Punti: noi {mine} (loro nascosti)",
        .pointsYouHidden: "Punti: tu {mine} (altri nascosti)",
        .pointsYouOthers: "Punti: tu {mine}, {others}",
        .chatTitle: "Chat {dot} c per scrivere {dot} ! frasi",
        .chatEmpty: "(nessuno ha ancora scritto)",
        .chatSay: "Di':",
        .chatTypingHint: "Invio invia {dot} Esc annulla {dot} Backspace cancella",
        .chatPhrasesHint: "1-3 invia {dot} un altro tasto annulla",
        .statusOneCardLeft: "Ti resta una carta: premi 1 o Invio.",
        .statusTwoCardsLeft: "Ti restano due carte: premi 1 o 2.",
        .statusThreeCards: "Premi 1, 2 o 3 per giocare una carta.",
        .statusYouPlay: "Giochi {card}",
        .statusOtherPlays: "{name} gioca {card}",
        .statusTrickYou: "{status} — prendi tu: +{points}",
        .statusTrickOther: "{status} — prende {name}: +{points}",
        .statusFirstLead: "Apri tu. La briscola è {suit}: gioca 1, 2 o 3.",
        .statusNewDeal: "Partita {game}: nuova smazzata.",
        .statusNoChat: "La chat è per i tavoli in rete: il computer non legge.",
        .titleTwo: "contro il computer ({level})",
        .titleThree: "contro due computer ({level})",
        .titleFour: "2 contro 2 con il computer ({level})",
        .titleTwoComputer: "contro il computer ({level})",
        .titleThreeComputer: "contro due computer ({level})",
        .titleFourComputer: "2 contro 2 con il computer ({level})",
        .nameEmulator: "Computer",
        .nameEmulatorA: "Computer A",
        .nameEmulatorB: "Computer B",
        .nameComputer: "Computer",
        .nameComputerA: "Computer A",
        .nameComputerB: "Computer B",
        .nameOpponent1: "Avversario 1",
        .nameOpponent2: "Avversario 2",
        .namePartner: "Compagno",
        .levelEasy: "facile",
        .levelNormal: "normale",
        .levelHard: "difficile",
        .levelExpert: "esperto",
    ]
}
