import BriscolaCore
import BriscolaText
import Testing

/// The two tables say the same things: every phrase in both, with the same placeholders.
@Suite struct TextTableTests {
    @Test(arguments: Language.allCases)
    func everyPhraseHasWordsInEveryLanguage(_ language: Language) {
        let table = Text.table(language)
        let missing = Phrase.allCases.filter { table[$0] == nil }
        #expect(missing.isEmpty, "\(language) lacks \(missing.map(\.rawValue))")
        let empty = Phrase.allCases.filter { table[$0]?.isEmpty == true }
        #expect(empty.isEmpty, "\(language) has empty \(empty.map(\.rawValue))")
    }

    @Test func bothTablesUseTheSamePlaceholders() {
        for phrase in Phrase.allCases {
            let english = Text.placeholders(Text.table(.english)[phrase] ?? "")
            let italian = Text.placeholders(Text.table(.italian)[phrase] ?? "")
            #expect(english == italian, "\(phrase.rawValue): English \(english.sorted()), Italian \(italian.sorted())")
        }
    }

    @Test func theItalianTableIsItalian() {
        // A phrase left in English by mistake: the same words in both tables (names and keys aside).
        let same: Set<Phrase> = [.keyChat, .menuAddressDetail, .listRange, .historyDetail, .lineHelpCodes, .noticeQuits, .roomComputer,
                                  .nameComputer, .nameComputerA, .nameComputerB, .nameEmulator, .nameEmulatorA, .nameEmulatorB, .settingMilliseconds, .netComputerTag, .modeComputer,
                                  .lineCtrlC, .lineSigterm, .nameComputerC, .nameComputerD, .fiveWordWaiting, .fiveBidPointsShort]
        let untranslated = Phrase.allCases.filter {
            !same.contains($0) && Text.table(.english)[$0] == Text.table(.italian)[$0] && Text.placeholders(Text.table(.english)[$0] ?? "").count < 2
        }
        #expect(untranslated.isEmpty, "the same in both: \(untranslated.map(\.rawValue))")
    }

    /// The screen knows a question or a seat's news by how it ends: those endings are phrases too.
    @Test func questionsAndSeatNewsEndAsTheScreenExpects() {
        for language in [Language.english, .italian] {
            let text = Text(language)
            for phrase in [Phrase.resultAgain, .netRematchAsked] { #expect(text(phrase).hasSuffix(text(.resultKeys)), "\(language) \(phrase)") }
            for phrase in [Phrase.netSeatLeft, .netSeatLeftPlain] { #expect(text(phrase).hasSuffix(text(.netSeatLeftWaiting)), "\(language) \(phrase)") }
        }
    }

    @Test func placeholdersAreFilledOnceAndValuesAreNotReadAgain() {
        let text = Text(.english)
        #expect(text(.statusOtherPlays, ["name": "{card}", "card": "Asso di Coppe"]) == "{card} plays Asso di Coppe")
        #expect(text(.cardsMany, ["count": "3"]) == "3 cards")
        #expect(text(.cardsMany) == "{count} cards")
        #expect(Text(.italian)(.cardsMany, ["count": "3"]) == "3 carte")
    }

    @Test func cardsAreNamedAsItalianPlayersSayThem() {
        let italian = Text(.italian), english = Text(.english)
        #expect(italian.card(Card(.asso, .coppe)) == "Asso di Coppe")
        #expect(italian.card(Card(.tre, .spade)) == "Tre di Spade")
        #expect(italian.card(Card(.sette, .denari)) == "Sette di Denari")
        #expect(italian.cardInSentence(Card(.tre, .bastoni), trump: .bastoni) == "il Tre di briscola")
        #expect(italian.cardInSentence(Card(.asso, .coppe), trump: .spade) == "l'Asso di Coppe")
        #expect(italian(.statusOtherPlays, ["name": "Anna", "card": italian.cardInSentence(Card(.re, .denari), trump: .denari)])
            == "Anna gioca il Re di briscola")
        // English screens keep the names they always had.
        #expect(english.card(Card(.tre, .spade)) == "3 di Spade")
        #expect(english.cardInSentence(Card(.tre, .spade), trump: .spade) == "3 di Spade")
    }

    @Test(arguments: [
        (["LANG": "it_IT.UTF-8"], Language.italian),
        (["LANG": "it_CH.utf8"], .italian),
        (["LANG": "it"], .italian),
        (["LANG": "C.UTF-8"], .english),
        (["LANG": "de_DE.UTF-8"], .english),
        ([:], .english),
        (["LC_MESSAGES": "it_IT.UTF-8", "LANG": "en_US.UTF-8"], .italian),
        (["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "it_IT.UTF-8"], .english),
        (["LC_ALL": "", "LANG": "it_IT.UTF-8"], .italian),
        (["LC_ALL": "C", "LANG": "it_IT.UTF-8"], .english),
    ])
    func theEnvironmentChoosesTheLanguage(_ environment: [String: String], _ language: Language) {
        #expect(Language(environment: environment) == language)
    }

    @Test func aChosenLanguageWinsOverTheEnvironment() {
        #expect(Language.resolve(chosen: .english, environment: ["LANG": "it_IT.UTF-8"]) == .english)
        #expect(Language.resolve(chosen: .italian, environment: ["LANG": "C"]) == .italian)
        #expect(Language.resolve(chosen: nil, environment: ["LANG": "it_IT.UTF-8"]) == .italian)
    }
}
