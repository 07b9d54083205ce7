extension English {
    /// The phrases of network tables of three and four: the waiting room, seats, titles, codes.
    static let tables: [Phrase: String] = [
        .netWaitingPlayers: "Waiting for players: {taken} of {players} seats taken…",
        .netSeatLeft: "{name} left ({reason}); waiting for the seat to fill.",
        .netLeftReason: "{name} left: {reason}",
        .netTitleThree: "you vs {first} and {second}",
        .netTitleFour: "you and {partner} vs {first} and {second}",
        .netTableCode: "Table code {code}.",
        .netWaitingRematchOthers: "Waiting for the others to agree to another game…",
        .menuSeatsPrompt: "Seats at the table (2, 3 or 4; with 4, partners sit opposite):",
        .menuSeatsKeys: "2, 3 or 4 (Enter: 2) · Esc goes back",
        .menuSeatsBad: "Press 2, 3 or 4 for the seats at your table, or Esc.",
        .roomHeading: "A table of {players} {dot} {taken} of {players} seats taken",
        .roomSeat: "Seat {number}",
        .roomFree: "free",
        .roomHost: "host",
        .roomComputer: "computer",
        .roomYou: "you",
        .roomTeam: "team {team}",
        .roomPartners: "Partners sit opposite: seats 1 and 3 play seats 2 and 4.",
        .roomKeysHost: "b puts computer players in the free seats {dot} c chat {dot} q quits",
        .roomKeysGuest: "The game starts when every seat is taken {dot} c chat {dot} q quits",
        .turnYoursTimed: "Your turn: {seconds} s left",
        .netTimedOut: "{name}'s time ran out: {card} is played for them",
        .netTimedOutYou: "Your time ran out: {card} is played for you",
    ]
}
