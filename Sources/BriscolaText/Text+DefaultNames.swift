extension Text {
    /// The names this program gives its computer players, in every language.
    static let computerNames: [Phrase] = [.nameEmulator, .nameEmulatorA, .nameEmulatorB, .nameComputer, .nameComputerA, .nameComputerB,
                                          .nameOpponent1, .nameOpponent2, .namePartner]

    /// The names earlier versions gave the normal level's players ("Emulator"), which history
    /// files keep: read as the names the computer has now ("Computer").
    static let formerNames: [String: Phrase] = ["Emulator": .nameEmulator, "Emulator A": .nameEmulatorA, "Emulator B": .nameEmulatorB,
                                                "Emulatore": .nameEmulator, "Emulatore A": .nameEmulatorA, "Emulatore B": .nameEmulatorB]

    /// `name` in this language when it is a name this program gave, in any language, now or
    /// before ("Avversario 1" read in English is "Opponent 1", an old "Emulator" is "Computer";
    /// the default "You" is "Tu" in Italian); nil for a person's own name. `computer` says
    /// whether the seat was a computer player's.
    public func givenName(_ name: String, computer: Bool) -> String? {
        if computer, let former = Self.formerNames[name] { return self(former) }
        let phrases = computer ? Self.computerNames : [.seatYou]
        for phrase in phrases where Language.allCases.contains(where: { Text($0)(phrase) == name }) { return self(phrase) }
        return nil
    }
}
