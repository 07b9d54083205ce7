import BriscolaTerminal
import BriscolaText
import Testing

@Suite struct RenderOptionsEnvironmentTests {
    @Test func theLocaleDecidesUnicodeAndLcAllWins() {
        #expect(RenderOptions(environment: ["LANG": "it_IT.UTF-8"], ascii: false, noColor: false, showPoints: false).unicode)
        #expect(RenderOptions(environment: ["LANG": "en_US.utf8"], ascii: false, noColor: false, showPoints: false).unicode)
        #expect(!RenderOptions(environment: ["LANG": "C"], ascii: false, noColor: false, showPoints: false).unicode)
        #expect(!RenderOptions(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"], ascii: false, noColor: false, showPoints: false).unicode)
        #expect(!RenderOptions(environment: ["LANG": "en_US.UTF-8"], ascii: true, noColor: false, showPoints: false).unicode)
    }

    @Test func noColorInTheEnvironmentOrOnTheCommandLineTurnsColourOff() {
        #expect(RenderOptions(environment: [:], ascii: false, noColor: false, showPoints: true).color)
        #expect(!RenderOptions(environment: ["NO_COLOR": "1"], ascii: false, noColor: false, showPoints: false).color)
        #expect(RenderOptions(environment: ["NO_COLOR": ""], ascii: false, noColor: false, showPoints: false).color)
        #expect(!RenderOptions(environment: [:], ascii: false, noColor: true, showPoints: false).color)
        #expect(RenderOptions(environment: [:], ascii: false, noColor: false, showPoints: true).showOpponentPoints)
    }

    /// ASCII cards on a UTF-8 terminal (the setting, or --ascii) change the frames, not the words:
    /// an Italian screen keeps its accents and names ("Niccolò"); only a terminal that is not
    /// UTF-8 gets "e'" and no byte beyond ASCII.
    @Test func asciiCardsKeepTheWordsAccentsOnAUTF8Terminal() {
        let chosen = RenderOptions(environment: ["LANG": "it_IT.UTF-8"], ascii: true, noColor: true, showPoints: false, language: .italian)
        let plain = RenderOptions(environment: ["LANG": "C"], ascii: false, noColor: true, showPoints: false, language: .italian)
        #expect(!chosen.unicode && !chosen.asciiLetters && !plain.unicode && plain.asciiLetters)
        let app = StartMenuApp(name: "Niccolò")
        let kept = app.render(width: 80, height: 24, options: chosen).text
        let folded = app.render(width: 80, height: 24, options: plain).text
        #expect(kept.contains("Niccolò") && kept.contains("Su/Giù"), "\(kept)")
        #expect(folded.contains("Niccolo'") && folded.unicodeScalars.allSatisfy(\.isASCII), "\(folded)")
    }
}
