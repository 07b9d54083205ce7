extension Text {
    /// The names this program gives its computer players, in every language.
    static let computerNames: [Phrase] = [.nameEmulator, .nameEmulatorA, .nameEmulatorB, .nameComputer, .nameComputerA, .nameComputerB,
                                          .nameOpponent1, .nameOpponent2, .namePartner]

    /// `name` in this language when it is a name this program gave, in any language ("Emulatore"
    /// read in English is "Emulator"; the default "You" is "Tu" in Italian); nil for a person's
    /// own name. `computer` says whether the seat was a computer player's.
    public func givenName(_ name: String, computer: Bool) -> String? {
        let phrases = computer ? Self.computerNames : [.seatYou]
        for phrase in phrases where Language.allCases.contains(where: { Text($0)(phrase) == name }) { return self(phrase) }
        return nil
    }
}
