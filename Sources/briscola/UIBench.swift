import BriscolaApp
import ArgumentParser
import BriscolaAI
import BriscolaTerminal

/// `briscola bench ui`: how long the first frame takes (deal, render, encode) and a full redraw
/// at 80×24 (render and encode every row), without touching a terminal.
struct UIBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ui", abstract: "Time to first frame and full redraw time at 80x24.")

    @Option(help: "Redraws to time.") var frames = 2000
    @Flag(help: "Print one JSON object.") var json = false

    func validate() throws {
        guard (1...1_000_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 1000000") }
    }

    func run() throws {
        let clock = ContinuousClock()
        let options = RenderOptions()
        let start = clock.now
        var app = TableApp(config: TableAppConfig(seed: 1))
        _ = app.start()
        var writer = ANSIWriter()
        var bytes = writer.frame(TableScreen.render(app.screen, width: 80, height: 24, options: options)).utf8.count
        let firstFrame = clock.now - start
        let redrawStart = clock.now
        for index in 0..<frames {
            if index % 50 == 0 { _ = app.handle(.key(.right)) }
            writer.invalidate()
            bytes &+= writer.frame(TableScreen.render(app.screen, width: 80, height: 24, options: options)).utf8.count
        }
        let redraw = (clock.now - redrawStart) / frames
        let result = UIBenchResult(firstFrameMs: firstFrame.seconds * 1000, fullRedrawMs: redraw.seconds * 1000, bytesWritten: bytes)
        print(json ? try JSONOutput.string(result)
            : "first frame: \(fixed(result.firstFrameMs, digits: 3)) ms; full redraw at 80×24: \(fixed(result.fullRedrawMs, digits: 3)) ms (\(frames) frames)")
    }
}

struct UIBenchResult: Encodable {
    let firstFrameMs: Double
    let fullRedrawMs: Double
    let bytesWritten: Int

    enum CodingKeys: String, CodingKey {
        case firstFrameMs = "first_frame_ms", fullRedrawMs = "full_redraw_ms", bytesWritten = "bytes_written"
    }
}
