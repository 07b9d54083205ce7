import BriscolaTerminal
import BriscolaText

/// `bench ui`: how long the first frame takes (deal, render, encode) and a full redraw at 80×24
/// (render and encode every row), without touching a terminal.
public enum UIBenchmark {
    /// Times the first frame, then `frames` full redraws (the selection moves every 50).
    public static func run(frames: Int) -> UIBenchResult {
        let clock = ContinuousClock()
        let options = RenderOptions()
        let start = clock.now
        var app = TableApp(config: TableAppConfig(seed: 1))
        _ = app.start()
        var writer = ANSIWriter()
        var bytes = writer.frame(TableScreen.render(app.screen, width: 80, height: 24, options: options)).utf8.count
        let firstFrame = clock.now - start
        let redrawStart = clock.now
        for index in 0..<max(frames, 1) {
            if index % 50 == 0 { _ = app.handle(.key(.right)) }
            writer.invalidate()
            bytes &+= writer.frame(TableScreen.render(app.screen, width: 80, height: 24, options: options)).utf8.count
        }
        let redraw = (clock.now - redrawStart) / max(frames, 1)
        return UIBenchResult(firstFrameMs: firstFrame.seconds * 1000, fullRedrawMs: redraw.seconds * 1000, bytesWritten: bytes)
    }
}

/// The UI benchmark's figures.
public struct UIBenchResult: Encodable, Sendable {
    public let firstFrameMs: Double
    public let fullRedrawMs: Double
    public let bytesWritten: Int

    enum CodingKeys: String, CodingKey {
        case firstFrameMs = "first_frame_ms", fullRedrawMs = "full_redraw_ms", bytesWritten = "bytes_written"
    }

    /// The figures for people, in the words of `text`'s language, over `frames` redraws.
    public func text(_ text: Text, frames: Int) -> String {
        text(.benchUILine, ["first": fixed(firstFrameMs, digits: 3), "redraw": fixed(fullRedrawMs, digits: 3), "frames": "\(frames)"])
    }
}
