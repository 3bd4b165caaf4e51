// Interface stub of the ObjectiveC module: the root class (from the AppleObjCRoot Clang module),
// `Selector` for `#selector`, and NSObject's Hashable conformance, which UIKit's `Set<UITouch>`
// needs (Tests/AppleStubs/README.md). Foundation-free.
@_exported import AppleObjCRoot

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: Hashable, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
}

/// https://developer.apple.com/documentation/objectivec/method
public typealias Method = OpaquePointer

/// https://developer.apple.com/documentation/objectivec/class_getinstancemethod(_:_:)
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

/// https://developer.apple.com/documentation/objectivec/method_exchangeimplementations(_:_:)
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash(into:)
/// (retroactive here only because the root class is declared in the AppleObjCRoot Clang module)
// swift-format-ignore: AvoidRetroactiveConformances
extension NSObject: @retroactive Equatable, @retroactive Hashable {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/==(_:_:)
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// https://developer.apple.com/documentation/objectivec/objcbool (how `Bool` crosses to an
/// Objective-C method, `viewWillAppear(_:)` among them; the compiler looks these three up)
@frozen public struct ObjCBool {
    private var value: Bool
    /// https://developer.apple.com/documentation/objectivec/objcbool/init(_:)
    public init(_ value: Bool) { self.value = value }
    /// https://developer.apple.com/documentation/objectivec/objcbool/boolvalue
    public var boolValue: Bool { value }
}

public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
