@testable import BriscolaTerminal
import BriscolaCore
import BriscolaSession
import BriscolaText
import BriscolaWire
import Foundation
import Testing

/// Names in Chinese or Japanese take two columns a character on a terminal: the canvas counts
/// them so, and no row ever holds more columns than the screen (else the frame wraps and
/// fragments stay behind on later screens).
@Suite struct WideCharacterTests {
    /// The columns a row takes on a terminal.
    func columns(_ canvas: Canvas, _ y: Int) -> Int {
        canvas.row(y).filter { !$0.continuation }.map { Canvas.columns($0.character) }.reduce(0, +)
    }

    @Test func aWideNameTakesTwoColumnsACharacter() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.put("日本x", x: 1, y: 0)
        #expect(canvas.text == " 日本x    ")
        #expect(columns(canvas, 0) == 10)
        canvas.put("ab", x: 6, y: 0)
        #expect(canvas.text == " 日本xab  ", "written after it, where the terminal puts it")
    }

    /// An emoji drawn as a picture takes two columns, as terminals draw it: 🃏 is a name a card
    /// player picks (counted as one, it pushed the header and the scores off the screen);
    /// text-style symbols stay one.
    @Test func pictureEmojiTakeTwoColumns() {
        #expect("🃏".columns == 2 && "⌚".columns == 2 && "♥️".columns == 2 && "😀".columns == 2 && "🇮🇹".columns == 2)
        #expect("♥".columns == 1 && "★".columns == 1 && "é".columns == 1 && "·".columns == 1)
        let name = String(repeating: "🃏", count: 32)
        #expect(name.clipped(to: 16, glyphs: Glyphs(unicode: true)).columns <= 16)
        var canvas = Canvas(width: 10, height: 1)
        canvas.put(name, x: 0, y: 0)
        #expect(columns(canvas, 0) == 10 && canvas.text == "🃏🃏🃏🃏🃏")
    }

    /// A name cut to fit keeps what tells it from another: a short last word, or a seat tag.
    @Test func aShortenedNameKeepsItsSeatTag() {
        let glyphs = Glyphs(unicode: true)
        #expect("Gianmaria Niccolò Sforza-Viscont (2)".shortened(to: 16, glyphs: glyphs) == "Gianmaria N… (2)")
        #expect("Emulatore A".shortened(to: 9, glyphs: glyphs) == "Emulat… A")
        #expect("Giovannina".shortened(to: 8, glyphs: glyphs) == "Giovan…a")
        #expect("Ada (3)".shortened(to: 16, glyphs: glyphs) == "Ada (3)")
        // A wide last character leaves room for itself.
        #expect(String(repeating: "🃏", count: 32).shortened(to: 16, glyphs: glyphs).columns <= 16)
    }

    @Test func aWideCharacterAtAnEdgeBecomesASpace() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.put("ab日本", x: 0, y: 0)
        #expect(canvas.text == "ab日 ")
        #expect(columns(canvas, 0) == 5)
        var left = Canvas(width: 5, height: 1)
        left.put("日本", x: -1, y: 0)
        #expect(left.text == " 本  " && columns(left, 0) == 5)
    }

    @Test func overwritingHalfAWideCharacterMendsTheOtherHalf() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.put("日本語", x: 0, y: 0)
        canvas.put("x", x: 1, y: 0) // the right half of 日
        #expect(canvas.text == " x本語" && columns(canvas, 0) == 6)
        canvas.put("y", x: 2, y: 0) // the left half of 本
        #expect(canvas.text == " xy 語" && columns(canvas, 0) == 6)
        canvas.put("漢", x: 3, y: 0) // straddles the space and 語
        #expect(canvas.text == " xy漢 " && columns(canvas, 0) == 6)
    }

    @Test func theFrameWritesEveryRowInExactlyItsColumns() {
        var canvas = Canvas(width: 8, height: 1, colored: false)
        canvas.put("名前テスト", x: 0, y: 0)
        var writer = ANSIWriter()
        let frame = writer.frame(canvas)
        let drawn = frame.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "")
        #expect(drawn == "名前テス")
        #expect(drawn.map(Canvas.columns).reduce(0, +) == 8)
    }

    /// Text is measured, padded, cut and wrapped in columns, so a wide name lines up with the rest.
    @Test func textIsFittedInColumnsNotCharacters() {
        #expect("日本x".columns == 5 && "abc".columns == 3)
        #expect("日本語".padded(toColumns: 8) == "日本語  ")
        #expect("日本語".prefix(columns: 5) == "日本" && "日本語".suffix(columns: 3) == "語")
        #expect("日本語です".clipped(to: 6, glyphs: Glyphs(unicode: true)) == "日本…")
        #expect("日本語 です です".wrapped(width: 7, lines: 3) == ["日本語", "です", "です"])
        #expect("名前名前名前".wrapped(width: 5, lines: 3) == ["名前", "名前", "名前"], "a long word is broken between characters")
        var canvas = Canvas(width: 10, height: 1)
        canvas.center("日本", y: 0)
        #expect(canvas.text == "   日本   ")
    }

    /// In the waiting room of four, the team column stands where it does for a name in Latin letters.
    @Test func theTeamColumnLinesUpAfterAWideName() throws {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting", waiting: "", inbox: inbox)
        let key = String(repeating: "ab", count: 32)
        inbox.post(.seatsChanged(seats: [SeatInfo(seat: 0, name: "Hana", key: key), SeatInfo(seat: 1, name: "山田", key: key)], players: 4))
        _ = app.drainInbox()
        let rows = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
            .split(separator: "\n").map(String.init)
        let hana = try #require(rows.first { $0.contains("Hana") }), yamada = try #require(rows.first { $0.contains("山田") })
        let column = { (row: String) in row.components(separatedBy: "team")[0].columns }
        #expect(column(hana) == column(yamada), "\n\(hana)\n\(yamada)")
    }
}

/// The result box counts tricks as a person would: "1 trick", "19 tricks" ("1 presa", "19 prese").
@Suite struct ResultTrickCountTests {
    @Test(arguments: [(Language.english, "1 trick", "19 tricks"), (.italian, "1 presa", "19 prese")])
    func oneTrickIsSingular(_ language: Language, _ one: String, _ many: String) {
        let state = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(7)))
        var model = TableScreenModel(title: "you vs Bruno", view: state.view(for: 0), names: ["Ada", "Bruno"], phase: .result)
        model.final = ([2, 118], .won(side: 1), [1, 19])
        let screen = TableScreen.render(model, width: 80, height: 24, options: RenderOptions(color: false, language: language)).text
        #expect(screen.contains(one) && screen.contains(many) && !screen.contains("1 tricks") && !screen.contains("1 prese"), "\(screen)")
    }
}

/// News before the question on the result: the question keeps a line of its own, never split
/// ("Play again? y / Enter = yes," then "n = no").
@Suite struct ResultQuestionTests {
    @Test(arguments: Language.allCases)
    func theQuestionIsNeverSplit(_ language: Language) {
        let text = Text(language)
        let state = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(7)))
        var model = TableScreenModel(title: "you vs Bruno", view: state.view(for: 0), names: ["Ada", "Bruno"], phase: .result)
        model.final = ([52, 68], .won(side: 1), [9, 11])
        model.status = text(.netRematchAsked, ["name": "Bruno"]) + " " + text(.resultAgain)
        let screen = TableScreen.render(model, width: 80, height: 24, options: RenderOptions(color: false, language: language)).text
        let rows = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains { $0.hasPrefix("│") && $0.contains(text(.resultAgain)) }, "\(screen)")
        #expect(rows.contains { $0.contains(text(.netRematchAsked, ["name": "Bruno"])) }, "\(screen)")
    }
}
