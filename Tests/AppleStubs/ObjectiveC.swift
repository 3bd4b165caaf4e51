// Interface stub of the ObjectiveC module: the root class (from the AppleObjCRoot Clang module),
// `Selector` for `#selector`, and NSObject's Hashable conformance, which UIKit's `Set<UITouch>`
// needs (Tests/AppleStubs/README.md). Foundation-free.
@_exported import AppleObjCRoot

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: Hashable, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash(into:)
/// (retroactive here only because the root class is declared in the AppleObjCRoot Clang module)
// swift-format-ignore: AvoidRetroactiveConformances
extension NSObject: @retroactive Equatable, @retroactive Hashable {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/==(_:_:)
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
