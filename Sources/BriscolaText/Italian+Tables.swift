extension Italian {
    /// Le frasi dei tavoli in rete da tre e da quattro: la sala d'attesa, i posti, i titoli, i codici.
    static let tables: [Phrase: String] = [
        .netWaitingPlayers: "In attesa di giocatori: {taken} posti presi su {players}…",
        .netSeatLeft: "{name} se n'è andato ({reason}); si aspetta che il posto si riempia.",
        .netLeftReason: "{name} se n'è andato: {reason}",
        .netTitleThree: "tu contro {first} e {second}",
        .netTitleFour: "tu e {partner} contro {first} e {second}",
        .netTableCode: "Codice del tavolo {code}.",
        .netWaitingRematchOthers: "Aspetto che gli altri accettino un'altra partita…",
        .menuSeatsPrompt: "Posti al tavolo (2, 3 o 4; in quattro i compagni siedono di fronte):",
        .menuSeatsKeys: "2, 3 o 4 (Invio: 2) · Esc torna indietro",
        .menuSeatsBad: "Premi 2, 3 o 4 per i posti del tuo tavolo, o Esc.",
        .roomHeading: "Un tavolo da {players} {dot} {taken} posti presi su {players}",
        .roomSeat: "Posto {number}",
        .roomFree: "libero",
        .roomHost: "ospita",
        .roomComputer: "computer",
        .roomYou: "tu",
        .roomTeam: "squadra {team}",
        .roomPartners: "I compagni siedono di fronte: i posti 1 e 3 contro i posti 2 e 4.",
        .roomKeysHost: "b mette il computer nei posti liberi {dot} c chat {dot} q esce",
        .roomKeysGuest: "La partita comincia quando tutti i posti sono presi {dot} c chat {dot} q esce",
        .turnYoursTimed: "Tocca a te: {seconds} s",
        .netTimedOut: "Tempo scaduto per {name}: si gioca {card} per lui",
        .netTimedOutYou: "Tempo scaduto: si gioca {card} per te",
    ]
}
