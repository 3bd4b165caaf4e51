// Interface stub of Foundation (and of the CoreGraphics geometry it carries on Apple platforms):
// exactly the declarations the recorder's glue, its documentation and its example app use, each
// copied from the Apple documentation page it cites (Tests/AppleStubs/README.md). It stands in
// for Foundation in the type-check because `@objc` needs a module of that name, and Linux's
// Foundation has no Objective-C classes.
@_exported import ObjectiveC

/// https://developer.apple.com/documentation/foundation/timeinterval
public typealias TimeInterval = Double

/// https://developer.apple.com/documentation/corefoundation/cgfloat (a struct wrapping a Double
/// on Apple platforms, converted implicitly to and from Double since Swift 5.5: an alias here).
public typealias CGFloat = Double

/// https://developer.apple.com/documentation/corefoundation/cgpoint
public struct CGPoint: Equatable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-2jxbp
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    /// https://developer.apple.com/documentation/corefoundation/cgpoint/zero
    public static let zero = CGPoint(x: 0, y: 0)
}

/// https://developer.apple.com/documentation/corefoundation/cgsize
public struct CGSize: Equatable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)-4gi9q
    public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
    /// https://developer.apple.com/documentation/corefoundation/cgsize/zero
    public static let zero = CGSize(width: 0, height: 0)
}

/// https://developer.apple.com/documentation/corefoundation/cgrect
public struct CGRect: Equatable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    /// https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-3x1zi
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/zero
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    /// https://developer.apple.com/documentation/corefoundation/cgrect/width
    public var width: CGFloat { size.width }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/height
    public var height: CGFloat { size.height }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/minx
    public var minX: CGFloat { origin.x }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/miny
    public var minY: CGFloat { origin.y }
}

/// https://developer.apple.com/documentation/foundation/indexpath
public struct IndexPath: Hashable, Sendable {
    init() {}
    /// https://developer.apple.com/documentation/foundation/indexpath/item
    public var item: Int { 0 }
}

/// https://developer.apple.com/documentation/foundation/date
public struct Date: Hashable, Sendable {
    /// https://developer.apple.com/documentation/foundation/date/init()
    public init() {}
    /// https://developer.apple.com/documentation/foundation/date/timeintervalsince1970
    public var timeIntervalSince1970: TimeInterval { 0 }
    /// https://developer.apple.com/documentation/foundation/date/timeintervalsincenow
    public var timeIntervalSinceNow: TimeInterval { 0 }
}

/// https://developer.apple.com/documentation/foundation/url
public struct URL: Hashable, Sendable {
    /// https://developer.apple.com/documentation/foundation/url/appendingpathcomponent(_:isdirectory:)
    public func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL { self }
    /// https://developer.apple.com/documentation/foundation/url/appendingpathcomponent(_:)
    public func appendingPathComponent(_ pathComponent: String) -> URL { self }
    /// https://developer.apple.com/documentation/foundation/url/path
    public var path: String { "" }
}

/// https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder: NSObject {}

/// https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/bundle/main
    open class var main: Bundle { Bundle() }
    /// https://developer.apple.com/documentation/foundation/bundle/infodictionary
    open var infoDictionary: [String: Any]? { nil }
}

/// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
    /// https://developer.apple.com/documentation/foundation/runloop/main
    open class var main: RunLoop { RunLoop() }

    /// https://developer.apple.com/documentation/foundation/runloop/mode
    public struct Mode: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/foundation/runloop/mode/common
        public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
    }
}

/// https://developer.apple.com/documentation/foundation/filemanager
open class FileManager: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/filemanager/searchpathdirectory
    public enum SearchPathDirectory: UInt, Sendable {
        case documentDirectory = 9
    }

    /// https://developer.apple.com/documentation/foundation/filemanager/searchpathdomainmask
    public struct SearchPathDomainMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/foundation/filemanager/searchpathdomainmask/userdomainmask
        public static let userDomainMask = SearchPathDomainMask(rawValue: 1)
    }

    /// https://developer.apple.com/documentation/foundation/filemanager/default
    open class var `default`: FileManager { FileManager() }

    /// https://developer.apple.com/documentation/foundation/filemanager/urls(for:in:)
    open func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask)
        -> [URL]
    { [] }

    /// https://developer.apple.com/documentation/foundation/filemanager/createdirectory(at:withintermediatedirectories:attributes:)
    open func createDirectory(
        at url: URL, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]? = nil
    ) throws {}
    /// https://developer.apple.com/documentation/foundation/filemanager/createdirectory(atpath:withintermediatedirectories:attributes:)
    open func createDirectory(
        atPath path: String, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]? = nil
    ) throws {}
}

/// https://developer.apple.com/documentation/foundation/nsnotification
open class NSNotification: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct
    public struct Name: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/foundation/notification
public struct Notification {
    /// https://developer.apple.com/documentation/foundation/notification/name-swift.typealias
    public typealias Name = NSNotification.Name
    /// https://developer.apple.com/documentation/foundation/notification/object
    public var object: Any?
}

/// https://developer.apple.com/documentation/foundation/operationqueue
open class OperationQueue: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/operationqueue/main
    open class var main: OperationQueue { OperationQueue() }
}

/// https://developer.apple.com/documentation/foundation/notificationcenter
open class NotificationCenter: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/notificationcenter/default
    open class var `default`: NotificationCenter { NotificationCenter() }
    /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
    open func addObserver(
        forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol { NSObject() }
    /// https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)
    open func removeObserver(_ observer: Any) {}
}

/// https://developer.apple.com/documentation/foundation/fileattributekey
public struct FileAttributeKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

// Bridging: what lets `IndexPath` and dictionaries appear in `@objc` protocol requirements, as
// Foundation's overlay does on Apple platforms (NSIndexPath, NSDictionary).

/// https://developer.apple.com/documentation/foundation/nsindexpath
open class NSIndexPath: NSObject {}

/// https://developer.apple.com/documentation/foundation/nsdictionary
open class NSDictionary: NSObject {}

extension IndexPath: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSIndexPath { NSIndexPath() }
    public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) -> Bool {
        false
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath { IndexPath() }
}

extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { NSDictionary() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) -> Bool {
        false
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value] { [:] }
}

/// https://developer.apple.com/documentation/foundation/nsstring
open class NSString: NSObject {}
