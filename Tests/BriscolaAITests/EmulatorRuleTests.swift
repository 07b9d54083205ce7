import BriscolaTestSupport
import BriscolaAI
import BriscolaCore
import Testing

/// One case per rule of issue #3's lists: a hand and table where that rule is the first that
/// applies, the card it must choose, and the rule's name (trump is Bastoni throughout).
@Suite(.cpuBound) struct EmulatorRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let table: String, hand: String, expected: String, rule: String
        var testDescription: String { rule }
    }

    static let leading: [Case] = [
        .init(table: "", hand: "1C 7D 4S", expected: "4S", rule: "lead.1"),
        .init(table: "", hand: "1C 9D 2B", expected: "9D", rule: "lead.2"),
        .init(table: "", hand: "1C 3D 2B", expected: "2B", rule: "lead.3"),
        .init(table: "", hand: "1C 3D 9B", expected: "3D", rule: "lead.4"),
        .init(table: "", hand: "1B 3B 10B", expected: "10B", rule: "lead.5"),
    ]

    static let versusTrump: [Case] = [
        .init(table: "4B", hand: "2C 7D 1S", expected: "7D", rule: "trump.1"),
        .init(table: "4B", hand: "1C 9D 8S", expected: "8S", rule: "trump.2"),
        .init(table: "4B", hand: "1C 3D 2B", expected: "2B", rule: "trump.3"),
        .init(table: "8B", hand: "1C 3D 9B", expected: "9B", rule: "trump.4"),
        .init(table: "10B", hand: "1C 3D 9B", expected: "3D", rule: "trump.5"),
        .init(table: "1B", hand: "3B 10B 9B", expected: "9B", rule: "trump.6"),
    ]

    static let versusCarico: [Case] = [
        .init(table: "9C", hand: "1C 2D 4B", expected: "1C", rule: "carico.1"),
        .init(table: "9C", hand: "8C 2B 7D", expected: "2B", rule: "carico.2"),
        .init(table: "9C", hand: "8C 7D 4S", expected: "7D", rule: "carico.3"),
        .init(table: "9C", hand: "8C 1D 3S", expected: "8C", rule: "carico.4"),
    ]

    static let versusLiscio: [Case] = [
        .init(table: "5C", hand: "3C 2D 4B", expected: "3C", rule: "liscio.1"),
        .init(table: "5C", hand: "9C 7D 4S", expected: "7D", rule: "liscio.2"),
        .init(table: "5C", hand: "4C 9C 1D", expected: "4C", rule: "liscio.3"),
        .init(table: "5C", hand: "7C 9C 1D", expected: "9C", rule: "liscio.4"),
        .init(table: "5C", hand: "7C 6C 1D", expected: "6C", rule: "liscio.5"),
        .init(table: "5C", hand: "1D 10S 8D", expected: "8D", rule: "liscio.6"),
        .init(table: "5C", hand: "1D 3S 4B", expected: "4B", rule: "liscio.7"),
        .init(table: "5C", hand: "1D 3S 1B", expected: "3S", rule: "liscio.8"),
        .init(table: "5C", hand: "1B 3B 10B", expected: "10B", rule: "liscio.9"),
    ]

    @Test(arguments: leading + versusTrump + versusCarico + versusLiscio)
    func firstApplicableRuleChoosesItsCard(_ c: Case) throws {
        let decision = EmulatorStrategy().decide(try view(hand: c.hand, table: c.table))
        #expect(decision.card == (try #require(Card(c.expected))))
        #expect(decision.rule.hasPrefix(c.rule + " "), "chosen by \(decision.rule)")
    }

    @Test func everyRuleHasACase() {
        let covered = Set((Self.leading + Self.versusTrump + Self.versusCarico + Self.versusLiscio).map(\.rule))
        #expect(covered.count == 5 + 6 + 4 + 9)
    }

    @Test func tiesGoToTheCardThatCameIntoTheHandFirst() throws {
        #expect(EmulatorStrategy().decide(try view(hand: "7D 7S 1C")).card == Card(.sette, .denari))
        #expect(EmulatorStrategy().decide(try view(hand: "7S 7D 1C")).card == Card(.sette, .spade))
    }

    @Test func threePlayersAnswerTheCardCurrentlyWinning() throws {
        // 5C led, then 2B (a trump) is winning: the trump list applies, not the liscio list.
        let decision = EmulatorStrategy().decide(try view(hand: "7D 1C 3S", table: "5C 2B", variant: .three))
        #expect(decision.card == Card(.sette, .denari) && decision.rule.hasPrefix("trump.1"))
    }

    @Test func fourPlayersLoadThePartnersTrickInsteadOfTakingIt() throws {
        // Partner (seat 0) leads 9C, seat 1 plays 2D; seat 2 holds 1C (would take), 1D, 4S.
        let decision = EmulatorStrategy().decide(try view(hand: "1C 1D 4S", table: "9C 2D", variant: .four))
        #expect(decision.card == Card(.asso, .denari) && decision.rule.hasPrefix("partner.1"))
        // When an opponent (seat 1) is winning with 9C instead, the ordinary list applies: carico.1 takes with 1C.
        let against = EmulatorStrategy().decide(try view(hand: "1C 1D 4S", table: "9C", variant: .four, seat: 2))
        #expect(against.card == Card(.asso, .coppe) && against.rule.hasPrefix("carico.1"))
    }

    @Test func emulatorIsDeterministicAndIgnoresItsGenerator() throws {
        let v = try view(hand: "1C 9D 8S", table: "4B")
        var a = Xoshiro256(seed: Seed(1)), b = Xoshiro256(seed: Seed(2))
        #expect(EmulatorStrategy().choose(v, using: &a) == EmulatorStrategy().choose(v, using: &b))
    }
}
