extension Italian {
    /// Quel che stampano per le persone gli strumenti della riga di comando (il JSON non ha parole da tradurre).
    static let commandOutput: [CommandPhrase: String] = [
        .botBack: "di nuovo al tavolo",
        .resumingGuest: "riprendo la partita con {name} a {address}",
        .resumingHost: "riapro il tavolo sulla porta {port}: i giocatori hanno {seconds} s per tornare",
        .journalUnwritable: "{error} — la partita non sopravviverà a un arresto",
        .historyNone: "Ancora nessuna partita: giocane una con `briscola`.",
        .historyNoneAgainst: "Nessuna partita contro {name}.",
        .historyDeleted: "Partita {id} cancellata.",
        .historyClearAsk: "Cancellare tutte le partite in {path}? Scrivi sì per confermare: ",
        .historyClearYes: "sì",
        .historyNothingDeleted: "Nulla è stato cancellato.",
        .historyCleared: "Storico cancellato.",
        .matchLine: "#{id}  {date}  contro {opponent}  {outcome} {score}  ({mode}, {players} giocatori)",
        .matchShare: "Briscola, {date}: {name} contro {opponent}, {score}: {outcome}.",
        .matchShareMe: "io",
        .matchHead: "Partita #{id}, {date}, {mode}, {players} giocatori: {outcome} {score}",
        .matchSeat: "  posto {seat}: {name} ({kind})",
        .matchSeatYou: "tu",
        .matchTrump: "Briscola {card} · mazziere {dealer} · seme del mazzo {seed}",
        .matchScores: "Punteggi: {scores} · hash dello stato finale {hash}…",
        .matchWon: "vinta",
        .matchDrawn: "pari",
        .matchLost: "persa",
        .matchAbandoned: "abbandonata",
        .matchMarkdownHead: "**Briscola** — {date}, {outcome} {score}",
        .matchMarkdownColumns: "| giocatore | punti | prese |",
        .kindHuman: "persona",
        .kindRemote: "in rete",
        .kindEmulator: "emulatore:{level}",
        .statsByOpponent: "Per avversario:",
        .statsByLevel: "Per livello dell'emulatore:",
        .statsLine: "  {label} vinte {wins}, pari {draws}, perse {losses} · in media {average} punti{abandoned}",
        .statsAbandoned: ", abbandonate {count}",
        .lobbyNone: "Nessun tavolo trovato sulla rete locale.",
        .lobbyColumns: "TAVOLO|HOST|INDIRIZZO|POSTI",
        .lobbyFree: "posti liberi: {free}",
        .lobbyFreeOf: "posti liberi: {free} su {players}",
        .lobbyEventLine: "{event}: {name} a {address} ({seats})",
        .lobbyAppeared: "comparso",
        .lobbyChanged: "cambiato",
        .lobbyGone: "sparito",
        .configAllowedFlag: "on o off",
        .configAllowedPlayers: "2, 3 o 4",
        .configAllowedPause: "da 0 a 10000 (millisecondi)",
        .configAllowedName: "da 1 a 32 caratteri, senza caratteri di controllo",
        .configAllowedLanguage: "auto, it o en",
        .simLines: """
            {games} partite, {players} giocatori, A = {a}, B = {b}, seed {seed}
            vittorie: A {winsA}, B {winsB}, pari {draws}   ({perSide})
            vittorie di A sulle partite non pari: {rate} [IC 95% {low}–{high}]
            punti in media: A {pointsA}, B {pointsB}
            {speed} partite/s ({seconds} s)
            """,
        .simDuplicateLine: "duplicato: {deals} smazzate, ciascuna giocata {games} volte con A per ogni lato; margine di A {margin} punti a partita [IC 95% da {low} a {high}]",
        .simTeam: "squadra {side}: {wins}",
        .simSeat: "posto {side}: {wins}",
        .botGameLine: "partita {game}: {result} {scores} hash {hash} {seed}",
        .botHiddenDeal: "mazzo coperto",
        .botAbandoned: "partita {game}: abbandonata (carte giocate: {count})",
        .botFound: "trovato \"{name}\" a {address}",
        .benchEngineLine: "motore: {rate} partite/s ({ns} ns/partita, maschere di bit); via GameState {stateRate} partite/s; migliore di {rounds} × {games}; checksum {checksum}",
        .benchAILines: """
            emulatore: {emulator} ns/decisione; hard ({worlds} mondi): {hard} ms/mossa
            expert: {expert} (partite intere contro {versus}: {expertGames})
            oracle: {oracle} (partite intere contro l'emulatore: {oracleGames})
            """,
        .benchDecisions: "p50 {p50} ms, p95 {p95} ms, max {max} ms su {count} mosse (tempo di CPU: p50 {cpuP50} ms, p95 {cpuP95} ms, max {cpuMax} ms)",
        .benchNetLines: """
            {games} partite a un tavolo da {players}, {moves} andate e ritorni su TCP locale{relay}
            andata e ritorno di una mossa: p50 {p50} ms, p99 {p99} ms
            partita intera (senza pause per pensare): mediana {median} ms, max {max} ms
            memoria massima di questo processo (host e ospiti insieme): {memory} MB
            firme: firmare una giocata {sign} µs, verificarne una {verify} µs (a ogni mossa la verificano tutti gli altri posti: {perMove} µs di CPU al tavolo)
            """,
        .benchNetRelay: " attraverso il relay dell'host",
        .usageBetween: "{option} deve essere tra {low} e {high}",
        .usageBetweenSeconds: "{option} deve essere tra {low} e {high} secondi",
        .usageBetweenMilliseconds: "{option} deve essere tra {low} e {high} millisecondi",
        .usageAtLeast: "{option} deve essere almeno {least}",
        .usageNotNegative: "{option} non può essere negativo",
        .usagePlayers: "{option} deve essere 2, 3 o 4",
        .usageBotsTwoSeats: "{option} vuole un tavolo da 3 o 4 (--players 3 o 4): un tavolo da 2 è tuo e di un ospite (per giocare contro il computer: briscola play)",
        .usageBotsLeaveASeat: "{option} deve essere tra 0 e {most}: un tavolo da {players} tiene un posto per chi si unisce (per giocare solo con il computer: briscola play --players {players})",
        .usageSeat: "{option} deve essere 1, 2 o 3 (il posto 0 è dell'host)",
        .usageCountsPositive: "i conteggi devono essere positivi",
        .usageTableName: "{option} deve essere lungo da 1 a {most} byte",
        .usageAddressOrFirst: "indica un HOST:PORTA oppure {option}",
        .usageGamesAndRounds: "{games} e {rounds} devono essere positivi (rounds ≤ {most})",
        .usagePeerTimeout: "{option} deve superare {heartbeat} (entrambi in secondi, positivi, al massimo {most})",
        .usageOracleTwoPlayers: "l'oracle e il seer giocano solo partite a due",
        .nameEmpty: "{option}: il nome non può essere vuoto",
        .nameTooLong: "{option}: il nome può avere al massimo {most} caratteri",
        .nameControlCharacters: "{option}: il nome non può contenere caratteri di controllo",
        .settingsUnknownKey: "l'impostazione \"{key}\" non esiste; le impostazioni sono: {keys}",
        .settingsBadValue: "\"{value}\" non è un valore valido per {key}: usa {allowed}",
        .unknownCommand: "'{word}' non è un comando di briscola.",
        .unknownCommandHint: "'{word}' non è un comando di briscola; forse intendevi '{hint}'?",
        .historyNotADatabase: "{path} non è un database dello storico di briscola (lasciato com'è); scegline un altro con --history",
        .historyCannotOpen: "non riesco ad aprire lo storico in {path}: {reason}",
        .historyDoesNotReplay: "non salvo una partita che non si rigioca: {reason}",
        .historyNoSuchMatch: "nello storico non c'è la partita {id}",
        .historyMissing: "non c'è uno storico in {path} (si crea quando vi si salva una partita)",
        .historyStorage: "storico: {reason}",
        .historyCorrupt: "storico: il campo {column} della partita {id} non si legge: {reason} (il file è stato danneggiato o modificato a mano)",
        .benchUILine: "primo fotogramma: {first} ms; ridisegno completo a 80×24: {redraw} ms ({frames} fotogrammi)",
    ]
}
