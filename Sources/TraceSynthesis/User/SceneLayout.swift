import TraceModel

/// Where things are on screen for the media-viewer scene, derived from the screen size.
///
/// - Source (chat): a grid of photo cells, 4 columns of width/4 (97.5 pt on a 390 pt screen),
///   rows of the same height from 40 % of the screen height down: adjacent cells are less than
///   the 100 pt double-tap slop apart, so two quick taps on neighbours can form a double tap.
/// - Destination (viewer): the photo fills the screen; a dismiss pan starts in its central band
///   (x in 30...70 % of the width, y in 25...45 % of the height), which leaves room below for
///   the longest drag (380 pt on an 844 pt screen).
package struct SceneLayout: Sendable, Hashable {
    package var screen: ScreenSize
    package var columns: Int
    package var rows: Int

    package init(screen: ScreenSize = .defaultScreen, columns: Int = 4, rows: Int = 4) {
        self.screen = screen
        self.columns = columns
        self.rows = rows
    }

    /// Cell size (square, pt).
    package var cellSize: Double { screen.width / Double(columns) }

    /// The number of cells.
    package var cellCount: Int { columns * rows }

    /// Center of cell `index` (row-major).
    package func cellCenter(_ index: Int) -> Point {
        let column = index % columns
        let row = index / columns
        return Point(
            x: (Double(column) + 0.5) * cellSize,
            y: screen.height * 0.4 + (Double(row) + 0.5) * cellSize)
    }

    /// The hit-test target name of cell `index`, as written on touch samples.
    package func cellTarget(_ index: Int) -> String { "cell:\(index)" }

    /// The band where a vertical dismiss pan on the viewer starts.
    package var dismissStartX: ClosedRange<Double> { screen.width * 0.3...screen.width * 0.7 }
    package var dismissStartY: ClosedRange<Double> { screen.height * 0.25...screen.height * 0.45 }

    /// Where a horizontal browsing swipe starts, by side: right of center for a swipe to the
    /// left (next photo), left of center for one to the right.
    package func browseStartX(toward side: HorizontalSide) -> ClosedRange<Double> {
        side == .left ? screen.width * 0.65...screen.width * 0.85 : screen.width * 0.15...screen.width * 0.35
    }
}
