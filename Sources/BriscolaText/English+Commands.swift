extension English {
    /// What the command-line tools print for people (JSON output has no words to translate).
    static let commandOutput: [CommandPhrase: String] = [
        .botBack: "back at the table",
        .resumingGuest: "resuming your game with {name} at {address}",
        .resumingHost: "resuming the table on port {port}: its players have {seconds} s to come back",
        .journalUnwritable: "{error} — the game will not survive a crash",
        .historyNone: "No matches yet: play one with `briscola`.",
        .historyNoneAgainst: "No matches against {name}.",
        .historyDeleted: "Deleted match {id}.",
        .historyClearAsk: "Delete every match in {path}? Type yes to confirm: ",
        .historyClearYes: "yes",
        .historyNothingDeleted: "Nothing deleted.",
        .historyCleared: "History cleared.",
        .matchLine: "#{id}  {date}  vs {opponent}  {outcome} {score}  ({mode}, {players} players)",
        .matchShare: "Briscola, {date}: {name} {outcome} {score} against {opponent}.",
        .matchShareMe: "I",
        .matchHead: "Match #{id}, {date}, {mode}, {players} players: {outcome} {score}",
        .matchSeat: "  seat {seat}: {name} ({kind})",
        .matchSeatYou: "you",
        .matchTrump: "Trump {card} · dealer {dealer} · deck seed {seed}",
        .matchScores: "Scores: {scores} · final state hash {hash}…",
        .matchWon: "won",
        .matchDrawn: "draw",
        .matchLost: "lost",
        .matchAbandoned: "abandoned",
        .matchMarkdownHead: "**Briscola** — {date}, {outcome} {score}",
        .matchMarkdownColumns: "| player | points | tricks |",
        .kindHuman: "human",
        .kindRemote: "remote",
        .kindEmulator: "emulator:{level}",
        .statsByOpponent: "By opponent:",
        .statsByLevel: "By emulator level:",
        .statsLine: "  {label} {wins} won, {draws} drawn, {losses} lost · average {average} points{abandoned}",
        .statsAbandoned: ", {count} abandoned",
        .lobbyNone: "No tables found on the local network.",
        .lobbyColumns: "TABLE|HOST|ADDRESS|SEATS",
        .lobbyFree: "{free} free",
        .lobbyFreeOf: "{free} of {players} free",
        .lobbyEventLine: "{event}: {name} at {address} ({seats})",
        .lobbyAppeared: "appeared",
        .lobbyChanged: "changed",
        .lobbyGone: "gone",
        .configAllowedFlag: "on or off",
        .configAllowedPlayers: "2, 3 or 4",
        .configAllowedPause: "0 to 10000 (milliseconds)",
        .configAllowedName: "1 to 32 characters, no control characters",
        .configAllowedLanguage: "auto, it or en",
        .simLines: """
            {games} games, {players} players, A = {a}, B = {b}, seed {seed}
            wins: A {winsA}, B {winsB}, draws {draws}   ({perSide})
            A's win rate (non-tied): {rate} [95% CI {low}–{high}]
            average points: A {pointsA}, B {pointsB}
            {speed} games/s ({seconds} s)
            """,
        .simDuplicateLine: "duplicate: {deals} deals, each played {games} times with A on every side; A's margin {margin} points a game [95% CI {low} to {high}]",
        .simTeam: "team {side}: {wins}",
        .simSeat: "seat {side}: {wins}",
        .botGameLine: "game {game}: {result} {scores} hash {hash} {seed}",
        .botHiddenDeal: "hidden deal",
        .botAbandoned: "game {game}: abandoned (cards played: {count})",
        .botFound: "found \"{name}\" at {address}",
        .benchEngineLine: "engine: {rate} games/s ({ns} ns/game, bit masks); GameState path {stateRate} games/s; best of {rounds} × {games}; checksum {checksum}",
        .benchAILines: """
            emulator: {emulator} ns/decision; hard ({worlds} worlds): {hard} ms/move
            expert: {expert} (whole games against {versus}: {expertGames})
            oracle: {oracle} (whole games against the emulator: {oracleGames})
            """,
        .benchDecisions: "p50 {p50} ms, p95 {p95} ms, max {max} ms over {count} moves (CPU time: p50 {cpuP50} ms, p95 {cpuP95} ms, max {cpuMax} ms)",
        .benchNetLines: """
            {games} games at a table of {players}, {moves} round trips over loopback TCP{relay}
            move round trip: p50 {p50} ms, p99 {p99} ms
            whole game (zero think time): median {median} ms, max {max} ms
            peak memory of this process (host and guests together): {memory} MB
            signatures: signing a play {sign} µs, checking one {verify} µs (per move every other seat checks it: {perMove} µs of CPU at the table)
            """,
        .benchNetRelay: " through the host's relay",
        .usageBetween: "{option} must be between {low} and {high}",
        .usageBetweenSeconds: "{option} must be between {low} and {high} seconds",
        .usageBetweenMilliseconds: "{option} must be between {low} and {high} milliseconds",
        .usageAtLeast: "{option} must be at least {least}",
        .usageNotNegative: "{option} must not be negative",
        .usagePlayers: "{option} must be 2, 3 or 4",
        .usageBotsTwoSeats: "{option} needs a table of 3 or 4 (--players 3 or 4): a table of 2 is yours and one guest's (to play the computer: briscola play)",
        .usageBotsLeaveASeat: "{option} must be between 0 and {most}: a table of {players} keeps a seat for someone to join (to play computer players alone: briscola play --players {players})",
        .usageSeat: "{option} must be 1, 2 or 3 (seat 0 is the host's)",
        .usageCountsPositive: "counts must be positive",
        .usageTableName: "{option} must be 1 to {most} bytes",
        .usageAddressOrFirst: "give either a HOST:PORT or {option}",
        .usageGamesAndRounds: "{games} and {rounds} must be positive (rounds ≤ {most})",
        .usagePeerTimeout: "{option} must exceed {heartbeat} (both positive seconds, at most {most})",
        .usageOracleTwoPlayers: "the oracle and the seer play two-player games only",
        .nameEmpty: "{option}: a name must not be empty",
        .nameTooLong: "{option}: a name is at most {most} characters",
        .nameControlCharacters: "{option}: a name must not hold control characters",
        .settingsUnknownKey: "unknown setting \"{key}\"; the settings are: {keys}",
        .settingsBadValue: "\"{value}\" is not a value for {key}: use {allowed}",
        .unknownCommand: "'{word}' is not a briscola command.",
        .unknownCommandHint: "'{word}' is not a briscola command; did you mean '{hint}'?",
        .historyNotADatabase: "{path} is not a briscola history database (left untouched); use --history to pick another file",
        .historyCannotOpen: "cannot open the history at {path}: {reason}",
        .historyDoesNotReplay: "refusing to save a match that does not replay: {reason}",
        .historyNoSuchMatch: "there is no match {id} in the history",
        .historyMissing: "there is no history at {path} (one is made when a game is saved there)",
        .historyStorage: "history: {reason}",
        .historyCorrupt: "history: match {id}'s {column} cannot be read: {reason} (the file was damaged or edited by hand)",
        .benchUILine: "first frame: {first} ms; full redraw at 80×24: {redraw} ms ({frames} frames)",
    ]
}
