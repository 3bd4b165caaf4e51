// Interface stub of SwiftUI: exactly the declarations the recorder's glue, its documentation and
// its example app use, each copied from the Apple documentation page it cites, isolation
// included (Tests/AppleStubs/README.md). Declarations introduced after iOS 16 are left out or
// marked unavailable, since Linux ignores `@available(iOS ...)`. Bodies are placeholders.
@_exported import Foundation
import UIKit

// MARK: - Views

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never
extension Never: View, Gesture {
    public typealias Body = Never
    public typealias Value = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3cvow (parameter packs)
    public static func buildBlock<each Content: View>(_ content: repeat each Content)
        -> TupleView<(repeat each Content)>
    { TupleView() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
}

/// https://developer.apple.com/documentation/swiftui/optional
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent>: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/init(hue:saturation:brightness:opacity:)
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(hue: 0, saturation: 0, brightness: 0, opacity: 0)
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/zstack
public struct ZStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/lazyvgrid
public struct LazyVGrid<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:)
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/griditem
public struct GridItem: Sendable {
    /// https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// https://developer.apple.com/documentation/swiftui/griditem/init(_:spacing:alignment:)
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)-8x9jc
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4ahuz (iOS 13 to 17)
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }
}

/// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

// MARK: - Layout values

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/swiftui/axis (`@frozen`)
@frozen public enum Axis: Sendable {
    case horizontal, vertical
    /// https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/contentmode (`@frozen`)
@frozen public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

/// https://developer.apple.com/documentation/swiftui/safearearegions
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all = SafeAreaRegions(rawValue: 7)
}

/// https://developer.apple.com/documentation/swiftui/edge (`@frozen`)
@frozen public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all = Set(rawValue: 15)
    }
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static let center = UnitPoint()
}

// MARK: - Modifiers

/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        self
    }
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:) (iOS 14 to 17)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }
    /// iOS 17: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    @available(*, unavailable, message: "iOS 17: use onChange(of:perform:) on iOS 16")
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    { self }
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:) (iOS 16,
    /// back-deployed)
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:) (iOS 13 to 17)
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    public func opacity(_ opacity: Double) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
}

// MARK: - Gestures

/// https://developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    /// https://developer.apple.com/documentation/swiftui/gesture/body
    var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/gesturemask
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/gesturemask/all
    public static let all = GestureMask(rawValue: 3)
}

/// https://developer.apple.com/documentation/swiftui/transaction
public struct Transaction {}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/dragggesture
public struct DragGesture: Gesture {
    /// https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/draggesture/value/time
        public var time: Date
        /// https://developer.apple.com/documentation/swiftui/draggesture/value/translation
        public var translation: CGSize
    }
    /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)-4i4y2
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/gesturestate
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue
    public private(set) var wrappedValue: Value
    /// https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue
    public var projectedValue: GestureState<Value> { self }
}

/// https://developer.apple.com/documentation/swiftui/gesturestategesture
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_changedgesture
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_endedgesture
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var body: Never { fatalError() }
}

extension Gesture {
    /// https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> { GestureStateGesture() }
    /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
}

extension Gesture where Value: Equatable {
    /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

// MARK: - State and animation

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { box = [value] }
    private let box: [Value]
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { box[0] }
        nonmutating set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
@MainActor public func withAnimation<Result>(_ animation: Animation? = nil, _ body: () throws -> Result) rethrows
    -> Result
{ try body() }

// MARK: - Apps and scenes

/// https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

extension App {
    /// https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene {
    /// https://developer.apple.com/documentation/swiftui/scene/onchange(of:perform:) (iOS 14 to 17)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        self
    }
}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder public struct SceneBuilder {
    /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
public struct WindowGroup<Content: View>: Scene {
    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
    public var scenePhase: ScenePhase { .active }
}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    private let keyPath: KeyPath<EnvironmentValues, Value>
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/init(_:)-59sfu
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    /// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/wrappedvalue
    public var wrappedValue: DelegateType { fatalError() }
}
