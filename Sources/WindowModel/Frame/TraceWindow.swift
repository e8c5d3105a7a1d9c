// Which lines of the live trace the panel shows: scrolled back, the view stays on the
// lines being read while new ones arrive (Session anchors the scroll), and it is always
// full — a scroll past the oldest line shows the oldest screenful, not lines over space.

public enum TraceWindow {
    /// The lines to draw (oldest first) and how many newer lines lie below them.
    /// `rows(i)`: the rows line `i` takes once wrapped; `capacity`: rows the box holds.
    public static func visible(count: Int, scroll: Int, capacity: Int, rows: (Int) -> Int)
        -> (lines: Range<Int>, newer: Int)
    {
        guard count > 0, capacity > 0 else { return (0..<0, 0) }
        var end = count - min(max(0, scroll), count)
        var start = end
        var used = 0
        // Back from the last line shown until the box is full.
        while start > 0, used + rows(start - 1) <= capacity {
            start -= 1
            used += rows(start)
        }
        // Reached the oldest with room to spare: newer lines fill the rest.
        while start == 0, end < count, used + rows(end) <= capacity {
            used += rows(end)
            end += 1
        }
        if start == end, end > 0 { start = end - 1 }  // one line taller than the box: show it, cut
        return (start..<end, count - end)
    }
}
