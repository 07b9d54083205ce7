import BriscolaCore
import Testing

@Suite struct CardTests {
    @Test func everyCardCodeRoundTrips() throws {
        #expect(Card.all.count == 40)
        for card in Card.all {
            #expect(Card(card.code) == card)
        }
        #expect(Card.all.map(\.code).prefix(3) == ["1C", "2C", "3C"])
        #expect(Card.all.last?.code == "10B")
    }

    @Test(arguments: ["", "C", "0C", "11C", "1X", "1", "01C", "1CC", "-1C", "１C", "1 C", "999999999999999999999C"])
    func malformedCodesAreRejected(_ code: String) {
        #expect(Card(code) == nil)
    }

    /// Every string of two or three characters from digits, suit letters, spaces and a few others
    /// reads as a card exactly when it is a rank 1–10 without a leading zero, then a suit letter,
    /// with spaces only around it (the byte-by-byte path and the long one agree).
    @Test func everyShortStringReadsByTheRule() {
        let alphabet: [Character] = ["0", "1", "2", "9", "C", "d", "S", "b", "X", " ", "\t", "-", "é", "\u{301}"]
        var strings = alphabet.flatMap { a in alphabet.map { b in String([a, b]) } }
        strings += strings.flatMap { two in alphabet.map { two + String($0) } }
        for string in strings {
            var text = Substring(string)
            while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
            while let last = text.last, last == " " || last == "\t" { text.removeLast() }
            let expected: Card? = {
                guard let last = text.last, let suit = Suit(letter: last) else { return nil }
                let digits = text.dropLast()
                guard digits.first != "0", (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                      let number = UInt8(digits), let rank = Rank(rawValue: number) else { return nil }
                return Card(rank, suit)
            }()
            #expect(Card(string) == expected, "\(string.unicodeScalars.map { $0.value })")
        }
    }

    @Test func codesAcceptLowerCaseAndSpaces() throws {
        #expect(Card(" 10b ") == Card(.re, .bastoni))
        #expect(Card("3d") == Card(.tre, .denari))
    }

    @Test func pointsMatchTheRulesAndSumTo120() {
        #expect(Card.all.reduce(0) { $0 + $1.points } == 120)
        for rank in Rank.allCases {
            let card = Card(rank, .spade)
            #expect(card.points == rank.points, "packed points table disagrees for \(rank)")
            #expect(card.strength == rank.strength, "packed strength table disagrees for \(rank)")
        }
        #expect(Card(.asso, .coppe).points == 11 && Card(.tre, .coppe).points == 10)
        #expect(Card(.re, .coppe).points == 4 && Card(.cavallo, .coppe).points == 3 && Card(.fante, .coppe).points == 2)
    }

    @Test func takingOrderIsAsso3ReCavalloFante765432() {
        let order: [Rank] = [.asso, .tre, .re, .cavallo, .fante, .sette, .sei, .cinque, .quattro, .due]
        let strengths = order.map(\.strength)
        #expect(strengths == strengths.sorted(by: >))
        #expect(Set(strengths).count == 10)
    }

    @Test func namesInItalianAndEnglish() {
        #expect(Card(.asso, .coppe).name() == "Asso di Coppe")
        #expect(Card(.tre, .spade).name(.italian) == "3 di Spade")
        #expect(Card(.re, .bastoni).name(.english) == "King of Clubs")
    }

    @Test func cardSetAndRowKeepTheirCards() throws {
        let some = try cards("1C 10B 5D")
        let set = CardSet(some)
        #expect(set.count == 3 && set.contains(some[1]) && !set.contains(Card(.due, .coppe)))
        #expect(Array(set) == some.sorted())
        var row = CardRow(some)
        row.remove(at: 1)
        #expect(Array(row) == [some[0], some[2]])
        row.append(some[1])
        #expect(Array(row) == [some[0], some[2], some[1]])
        row.remove(at: 0)
        row.remove(at: 1)
        #expect(Array(row) == [some[2]])
    }
}
