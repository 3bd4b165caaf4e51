import TraceModel

/// Targets the app gives by region, for views whose identifiers never reach the view hierarchy
/// (SwiftUI's `.accessibilityIdentifier` is not `UIView.accessibilityIdentifier`): each target's
/// frame in window coordinates, kept up to date by the `.traceTarget(_:in:)` modifier, and the
/// regions excluded from recording (`.traceExcluded(in:)`).
///
/// A touch that begins inside several regions gets the **frontmost** one, the view on top, as
/// UIKit's hit-testing would: the highest `zIndex`, then the region that appeared last (a sheet
/// or an overlay appears after the grid it covers). Not the smallest: a small cell under a sheet
/// is not what the finger touched. A region moved keeps its place in the order.
///
/// **Spaces**: a region may be given in a named space (a scroll view's content) instead of the
/// window: its frame is then relative to the space's origin, which the space's own modifier keeps
/// (`setSpace`). Scrolling moves one origin and rewrites no region (`updates` does not grow); a
/// touch is resolved against where the space is when it begins. A region whose space is not known
/// (yet, or any more) holds no touch.
@MainActor
public final class TraceTargetRegions {
    /// A region's frame, in window points.
    public struct Frame: Sendable, Hashable {
        public var x, y, width, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        func contains(_ point: Point) -> Bool {
            point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
        }
    }

    private struct Region {
        var frame: Frame
        var zIndex: Double
        var order: Int
        var excluded: Bool
        var space: String?
    }

    private var regions: [String: Region] = [:]
    private var spaces: [String: Frame] = [:]
    private var nextOrder = 0

    public init() {}

    /// How many times a region was set: the work the modifiers do (docs/recording.md "Cost").
    public private(set) var updates = 0

    /// Sets (or moves) the region of `target`; `zIndex` as the view's `.zIndex`; `frame` in the
    /// window, or relative to the named `space`.
    public func set(_ target: String, frame: Frame, zIndex: Double = 0, in space: String? = nil) {
        place(target, frame: frame, zIndex: zIndex, excluded: false, space: space)
    }

    /// Sets (or moves) a region where touches are not recorded at all, under the name `key`.
    public func exclude(_ key: String, frame: Frame, zIndex: Double = 0, in space: String? = nil) {
        place(key, frame: frame, zIndex: zIndex, excluded: true, space: space)
    }

    private func place(_ key: String, frame: Frame, zIndex: Double, excluded: Bool, space: String?) {
        updates += 1
        if var region = regions[key], region.zIndex == zIndex, region.excluded == excluded {
            region.frame = frame
            region.space = space
            regions[key] = region
            return
        }
        regions[key] = Region(frame: frame, zIndex: zIndex, order: nextOrder, excluded: excluded, space: space)
        nextOrder += 1
    }

    /// Removes the region of `target` (its view left the screen).
    public func remove(_ target: String) { regions[target] = nil }

    /// Sets (or moves) the named space's frame in the window: its regions move with it.
    public func setSpace(_ name: String, frame: Frame) { spaces[name] = frame }

    /// Forgets the named space (its view left the screen): its regions hold no touch until it is set again.
    public func removeSpace(_ name: String) { spaces[name] = nil }

    /// The region's frame in the window; nil when its space is not known.
    private func windowFrame(of region: Region) -> Frame? {
        guard let name = region.space else { return region.frame }
        guard let space = spaces[name] else { return nil }
        var frame = region.frame
        frame.x += space.x
        frame.y += space.y
        return frame
    }

    /// The frontmost region containing `point`, with its name.
    private func frontmost(at point: Point) -> (key: String, region: Region)? {
        var best: (key: String, region: Region)?
        for (key, region) in regions where windowFrame(of: region)?.contains(point) ?? false {
            if let current = best?.region,
                (region.zIndex, region.order) < (current.zIndex, current.order)
            {
                continue
            }
            best = (key, region)
        }
        return best
    }

    /// The target of the frontmost region containing `point`; nil when none does, or when the
    /// frontmost one is excluded.
    public func target(at point: Point) -> String? {
        guard let found = frontmost(at: point), !found.region.excluded else { return nil }
        return found.key
    }

    /// Whether the frontmost region containing `point` is excluded.
    public func isExcluded(at point: Point) -> Bool {
        frontmost(at: point)?.region.excluded ?? false
    }
}
