@testable import BriscolaTerminal
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
}
