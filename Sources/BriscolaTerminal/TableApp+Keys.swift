import BriscolaText

extension TableApp {
    /// Keys that act the same in every phase of a local game: `o` opens or closes the cards-out
    /// panel; `c` or `t` (chat at a network table) say why there is none here. Nil for others.
    mutating func tableKey(_ key: Key) -> [AppEffect]? {
        if CommonKeys.togglesCardsOut(key) {
            showsCardsOut.toggle()
            return []
        }
        if [.character("c"), .character("C"), .character("t"), .character("T")].contains(key) {
            status = text(.statusNoChat)
            return []
        }
        return nil
    }
}
