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
    }

    private var regions: [String: Region] = [:]
    private var nextOrder = 0

    public init() {}

    /// How many times a region was set: the work the modifiers do (docs/recording.md "Cost").
    public private(set) var updates = 0

    /// Sets (or moves) the region of `target`; `zIndex` as the view's `.zIndex`.
    public func set(_ target: String, frame: Frame, zIndex: Double = 0) {
        place(target, frame: frame, zIndex: zIndex, excluded: false)
    }

    /// Sets (or moves) a region where touches are not recorded at all, under the name `key`.
    public func exclude(_ key: String, frame: Frame, zIndex: Double = 0) {
        place(key, frame: frame, zIndex: zIndex, excluded: true)
    }

    private func place(_ key: String, frame: Frame, zIndex: Double, excluded: Bool) {
        updates += 1
        if var region = regions[key], region.zIndex == zIndex, region.excluded == excluded {
            region.frame = frame
            regions[key] = region
            return
        }
        regions[key] = Region(frame: frame, zIndex: zIndex, order: nextOrder, excluded: excluded)
        nextOrder += 1
    }

    /// Removes the region of `target` (its view left the screen).
    public func remove(_ target: String) { regions[target] = nil }

    /// The frontmost region containing `point`, with its name.
    private func frontmost(at point: Point) -> (key: String, region: Region)? {
        var best: (key: String, region: Region)?
        for (key, region) in regions where region.frame.contains(point) {
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
