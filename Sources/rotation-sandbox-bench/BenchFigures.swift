import Foundation

/// The bench's figures by JSON key, and how they are shown.
struct Figures {
    var values: [String: Double] = [:]
    var eventsPerChange = 0.0
    var recordFrames = 0
    /// The whole window software-rendered and read back per video frame (not in the JSON).
    var windowFPS = Double.nan
    /// The largest bundled scenario lint_largest_s linted, and its states.
    var lintLargest = ""

    /// JSON keys in the order of BENCHMARKS.md; exactly these, no more.
    static let keys = [
        "engine_events_per_s", "engine_emitted_per_s", "lint_states_per_s", "lint_largest_s", "lint_generated_s", "lint_bytes_per_state", "lint_rss_1m_mb", "pipeline_fps", "ffmpeg_decode_fps", "pipeline_vs_decode",
        "playback_cpu_s_per_video_s", "ffplay_cpu_s_per_video_s", "playback_cpu_vs_ffplay",
        "fullscreen_playback_cpu_s_per_video_s", "fullscreen_playback_cpu_vs_ffplay",
        "turn_frame_p50_ms", "turn_frame_p99_ms", "composite_frame_ms",
        "turn_frame_p50_vs_composite", "turn_frame_p99_vs_composite",
        "frame_time_p50_ms", "frame_time_p99_ms", "turn_frames_dropped", "ffplay_frames_dropped",
        "record_s", "ffmpeg_encode_s", "record_vs_encode", "ffmpeg_transcode_s", "record_vs_transcode",
        "startup_ms", "ffplay_startup_ms", "startup_vs_ffplay", "peak_rss_mb", "ffplay_peak_rss_mb",
        "window_code_resident_mb",
        "scan_files_per_s", "scan_vs_parse",
    ]

    var json: String {
        let fields = Self.keys.map { key -> String in
            let value = values[key] ?? .nan
            let text = value.isFinite ? String(format: "%.4g", value) : "null"
            return "\"\(key)\": \(text)"
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// (label, value, target text, met?) rows.
    private func rows() -> [(String, String, String, Bool?)] {
        func v(_ key: String) -> Double { values[key] ?? .nan }
        func fmt(_ x: Double, _ digits: Int = 2) -> String { x.isFinite ? String(format: "%.\(digits)f", x) : "–" }
        func met(_ ok: Bool, _ x: Double) -> Bool? { x.isFinite ? ok : nil }
        let engine = v("engine_events_per_s"), emitted = v("engine_emitted_per_s"), states = v("lint_states_per_s")
        let ratio = v("pipeline_vs_decode"), cpu = v("playback_cpu_vs_ffplay")
        let turn50 = v("turn_frame_p50_vs_composite"), turn99 = v("turn_frame_p99_vs_composite")
        let rec = v("record_vs_encode"), trans = v("record_vs_transcode"), start = v("startup_vs_ffplay"), full = v("fullscreen_playback_cpu_vs_ffplay")
        let rss = v("peak_rss_mb"), ffRSS = v("ffplay_peak_rss_mb")
        return [
            // A device change emits 144 events since R22c; the emitted rate is the engine's figure.
            ("engine device changes/s (\(fmt(eventsPerChange, 1)) events each)", fmt(engine, 0), "(info)", nil),
            ("engine emitted events/s (trace, callbacks, decisions)", fmt(emitted, 0), "≥ 30,000,000", met(emitted >= 30_000_000, emitted)),
            ("lint states/s (one core)", fmt(states, 0), "≥ 20,000", met(states >= 20_000, states)),
            ("lint the largest scenario, s (\(lintLargest))", fmt(v("lint_largest_s")), "", nil),
            ("lint the generated 1,500-file project, s", fmt(v("lint_generated_s")), "≤ 5", met(v("lint_generated_s") <= 5, v("lint_generated_s"))),
            ("lint bytes per explored state", fmt(v("lint_bytes_per_state"), 0), "≤ 200",
             met(v("lint_bytes_per_state") <= 200, v("lint_bytes_per_state"))),
            ("lint peak RSS at 1,000,000 states, MB", fmt(v("lint_rss_1m_mb"), 0), "(info)", nil),
            ("pipeline fps (decode+upload+draw video)", fmt(v("pipeline_fps"), 1), "", nil),
            ("  whole window per frame, headless", fmt(windowFPS, 1), "(info)", nil),
            ("ffmpeg decode fps", fmt(v("ffmpeg_decode_fps"), 1), "", nil),
            ("pipeline / decode", fmt(ratio), "≥ 1.0", met(ratio >= 1.0, ratio)),
            ("playback CPU s per video s", fmt(v("playback_cpu_s_per_video_s"), 3), "", nil),
            ("ffplay CPU s per video s", fmt(v("ffplay_cpu_s_per_video_s"), 3), "", nil),
            ("playback / ffplay CPU", fmt(cpu), "≤ 0.8", met(cpu <= 0.8, cpu)),
            ("full screen playback CPU s per video s", fmt(v("fullscreen_playback_cpu_s_per_video_s"), 3), "", nil),
            ("full screen playback / ffplay CPU", fmt(full), "≤ 0.8", met(full <= 0.8, full)),
            ("turning frame p50 ms", fmt(v("turn_frame_p50_ms")), "", nil),
            ("turning frame p99 ms", fmt(v("turn_frame_p99_ms")), "", nil),
            ("composite frame ms (median)", fmt(v("composite_frame_ms")), "", nil),
            ("turning p50 / composite", fmt(turn50), "≤ 1.3", met(turn50 <= 1.3, turn50)),
            ("turning p99 / composite", fmt(turn99), "≤ 2.0", met(turn99 <= 2.0, turn99)),
            ("frame time p50 ms (turning session)", fmt(v("frame_time_p50_ms")), "(reported)", nil),
            ("frame time p99 ms (turning session)", fmt(v("frame_time_p99_ms")), "(reported)", nil),
            ("frames over 16.7 ms (turning session)", fmt(v("turn_frames_dropped"), 0), "", nil),
            ("ffplay frames dropped late (its fd=, playback session)", fmt(v("ffplay_frames_dropped"), 0), "(reported)", nil),
            ("record s (\(recordFrames) frames)", fmt(v("record_s")), "", nil),
            ("ffmpeg encode s", fmt(v("ffmpeg_encode_s")), "", nil),
            // Encoding generated frames decodes nothing; the transcode below is the honest reference.
            ("record / encode", fmt(rec), "(reported)", nil),
            ("ffmpeg transcode s (the same source, size, rate, x264)", fmt(v("ffmpeg_transcode_s")), "", nil),
            ("record / transcode", fmt(trans), "≤ 1.2", met(trans <= 1.2, trans)),
            ("start-up ms (exec to first paint, X)", fmt(v("startup_ms"), 0), "", nil),
            ("ffplay start-up ms (the same way)", fmt(v("ffplay_startup_ms"), 0), "", nil),
            ("start-up / ffplay's", fmt(start), "≤ 1.0", met(start <= 1.0, start)),
            ("peak RSS MB", fmt(rss, 1), "≤ 0.9 × ffplay's", met(rss <= 0.9 * ffRSS, rss)),
            ("ffplay peak RSS MB", fmt(ffRSS, 1), "", nil),
            // Grows when scripts/window.order no longer names what the window runs (`make order`).
            ("  our window's code resident, MB", fmt(v("window_code_resident_mb"), 1), "(reported)", nil),
            ("scan files/s (1,500-file project)", fmt(v("scan_files_per_s"), 0), "", nil),
            ("scan / swift-syntax parse", fmt(v("scan_vs_parse")), "≤ 1.5", met(v("scan_vs_parse") <= 1.5, v("scan_vs_parse"))),
        ]
    }

    /// The lint rows alone (`--lint-only`).
    func lintTable() -> String {
        rows().filter { $0.0.hasPrefix("lint") }.map { "\($0.0)  \($0.1)\n" }.joined()
    }

    func table(runs: Int) -> String {
        let rows = rows()
        let width = rows.map(\.0.count).max() ?? 0
        var out = "median of \(runs) run\(runs == 1 ? "" : "s")\n"
        for (label, value, target, met) in rows {
            let mark = met.map { $0 ? "met" : "MISSED" } ?? ""
            out += label.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + value.padding(toLength: 12, withPad: " ", startingAt: 0)
                + target.padding(toLength: 18, withPad: " ", startingAt: 0) + mark + "\n"
        }
        return out
    }
}
