import BriscolaTerminal
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
}
