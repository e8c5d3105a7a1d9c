// What `record` adds to the window's picture so a recording and its report can be
// followed without the file at hand: the caption band under every frame (the step, its
// result, the decision; `--no-captions` leaves it out) and a thumbnail of the device
// after each step for report.md, captioned the same way.

import Foundation
import Media
import OrientationEngine
import Scenario
import WindowModel

@MainActor
final class StepPictures {
    /// Steps in the file (captions say "Step N/M").
    let total: Int
    let captions: Bool
    let thumbnails: Bool
    /// A file of thousands of steps gets thumbnails for its first ones only.
    static let maxThumbnails = 200

    private let band: CaptionBand
    private(set) var caption: StepCaption?
    /// The step running, not yet settled, and when it began: its caption follows the
    /// engine's decisions.
    var running: (step: Step, started: Double)?
    /// The caption under the frames changed since a frame was last drawn with it.
    private(set) var changed = false
    private var bandImage: RGBAImage?
    /// The caption under the last update handed to the encoder (`update`).
    private var bandSent: StepCaption?

    init(renderer: HeadlessRenderer, total: Int, captions: Bool, thumbnails: Bool) {
        band = CaptionBand(renderer: renderer)
        self.total = total
        self.captions = captions
        self.thumbnails = thumbnails
    }

    /// Rows the caption adds under the window's picture.
    var bandHeight: Int { captions ? CaptionBand.videoHeight : 0 }

    func show(_ caption: StepCaption) {
        guard captions, caption != self.caption else { return }
        self.caption = caption
        bandImage = nil
        changed = true
    }

    /// Before a frame: a running step's caption shows the decision the engine made last
    /// (a new decision redraws the band, nothing else does).
    func follow(_ engine: Engine) {
        guard captions else { return }
        if let running {
            show(.running(running.step, started: running.started, total: total, engine))
        } else if caption == nil {
            show(.launch(total: total, engine))
        }
    }

    /// The frame to encode as what changed since the last update: `changed`, the window's
    /// changed pixels since then (nil: maybe all), and the caption band if it changed.
    func update(_ window: RGBAImage, changed: [PixelBox]?) -> FrameUpdate {
        self.changed = false
        guard captions, let caption else {
            return window.pixels.withUnsafeBytes { bytes in
                FrameUpdate(width: window.width, height: window.height, changed: changed) { bytes.baseAddress! + $0 * window.width * 4 }
            }
        }
        let band = bandImage ?? self.band.image(caption, width: window.width, style: .video)
        bandImage = band
        var changes = changed
        if caption != bandSent { changes?.append(PixelBox(x: 0, y: window.height, width: band.width, height: band.height)) }
        bandSent = caption
        return window.pixels.withUnsafeBytes { above in
            band.pixels.withUnsafeBytes { below in
                FrameUpdate(width: window.width, height: window.height + band.height, changed: changes) { y in
                    y < window.height ? above.baseAddress! + y * window.width * 4
                        : below.baseAddress! + (y - window.height) * band.width * 4
                }
            }
        }
    }

    /// `shots/step-NN.png`: the run's thumbnail of `window` (RunFiles), with the step's
    /// caption under it. Returns the file (relative to `directory`) or the problem writing it.
    func thumbnail(_ window: RGBAImage, step index: Int, caption: StepCaption, into directory: String)
        -> (file: String?, problem: String?)
    {
        guard thumbnails, index < Self.maxThumbnails else { return (nil, nil) }
        let area = WindowLayout(width: window.width, height: window.height).deviceArea
        var image = RunFiles.thumbnail(of: window, deviceArea: area)
        if captions { image = image.stacked(above: band.image(caption, width: image.width, style: .thumbnail)) }
        let name = RunFiles.thumbnailName(step: index)
        if let problem = RunFiles.writePNG(image, as: name, in: directory) { return (nil, problem) }
        return (name, nil)
    }

    func close() { band.close() }
}
