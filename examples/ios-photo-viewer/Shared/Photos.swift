import UIKit

/// The photos: coloured tiles, so that the example needs no assets.
enum Photos {
    static let count = 60

    /// The hue of photo `index`, 0 to 1.
    static func hue(_ index: Int) -> Double { Double(index % 12) / 12 }

    /// Photo `index` as a UIKit colour.
    static func color(_ index: Int) -> UIColor {
        UIColor(hue: CGFloat(hue(index)), saturation: 0.55, brightness: 0.9, alpha: 1)
    }
}
