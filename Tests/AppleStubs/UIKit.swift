// Interface stub of UIKit: exactly the declarations the recorder's glue, its documentation and
// its example app use, each copied from the Apple documentation page it cites, isolation
// (`@MainActor`), optionality and types included (Tests/AppleStubs/README.md). Bodies are
// placeholders: this module is only ever type-checked against. Declarations introduced after
// iOS 16, the package's minimum, are left out, since Linux ignores `@available(iOS ...)`.
@_exported import Foundation
@_exported import QuartzCore

// MARK: - Responders, views, windows

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {}
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {}
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { nil }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    open var accessibilityIdentifier: String?
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { CALayer() }
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame = CGRect.zero
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds = CGRect.zero
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {}
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-(cgrect,_)
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }

    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve (an Objective-C enum)
    @objc public enum AnimationCurve: Int, @unchecked Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiwindow/sendevent(_:) (an Objective-C
    /// method, so `#selector` and method exchange reach it)
    @objc open func sendEvent(_ event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uiwindow/screen
    open var screen: UIScreen { UIScreen() }
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {}
}

/// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor open class UIScreen: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscreen/maximumframespersecond
    open var maximumFramesPerSecond: Int { 60 }
    /// https://developer.apple.com/documentation/uikit/uiscreen/bounds
    open var bounds: CGRect { .zero }
    /// https://developer.apple.com/documentation/uikit/uiscreen/scale
    open var scale: CGFloat { 1 }
}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:)
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { UIColor(hue: 0, saturation: 0, brightness: 0, alpha: 1) }
}

/// https://developer.apple.com/documentation/uikit/uidevice
@MainActor open class UIDevice: NSObject {
    /// https://developer.apple.com/documentation/uikit/uidevice/current
    open class var current: UIDevice { UIDevice() }
    /// https://developer.apple.com/documentation/uikit/uidevice/model
    open var model: String { "" }
    /// https://developer.apple.com/documentation/uikit/uidevice/systemversion
    open var systemVersion: String { "" }
}

// MARK: - Events and touches

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {
    /// https://developer.apple.com/documentation/uikit/uievent/eventtype
    public enum EventType: Int, @unchecked Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }
    /// https://developer.apple.com/documentation/uikit/uievent/type
    open var type: UIEvent.EventType { .touches }
    /// https://developer.apple.com/documentation/uikit/uievent/alltouches
    open var allTouches: Set<UITouch>? { nil }
    /// https://developer.apple.com/documentation/uikit/uievent/touches(for:)-767rm
    open func touches(for window: UIWindow) -> Set<UITouch>? { nil }
    /// https://developer.apple.com/documentation/uikit/uievent/coalescedtouches(for:)
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { nil }
    /// https://developer.apple.com/documentation/uikit/uievent/predictedtouches(for:)
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitouch/phase-swift.enum
    public enum Phase: Int, @unchecked Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }
    /// https://developer.apple.com/documentation/uikit/uitouch/timestamp
    open var timestamp: TimeInterval { 0 }
    /// https://developer.apple.com/documentation/uikit/uitouch/phase-swift.property
    open var phase: UITouch.Phase { .began }
    /// https://developer.apple.com/documentation/uikit/uitouch/view
    open var view: UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uitouch/window
    open var window: UIWindow? { nil }
    /// https://developer.apple.com/documentation/uikit/uitouch/gesturerecognizers
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }
    /// https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// https://developer.apple.com/documentation/uikit/uitouch/force
    open var force: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uitouch/maximumpossibleforce
    open var maximumPossibleForce: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uitouch/majorradius
    open var majorRadius: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, @unchecked Sendable {
        case possible, began, changed, ended, cancelled, failed
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State { .possible }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { nil }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

// MARK: - Animation

/// https://developer.apple.com/documentation/uikit/uiviewanimatingstate
public enum UIViewAnimatingState: Int, @unchecked Sendable {
    case inactive, active, stopped
}

/// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
public enum UIViewAnimatingPosition: Int, @unchecked Sendable {
    case end, start, current
}

/// https://developer.apple.com/documentation/uikit/uitimingcurveprovider
@MainActor public protocol UITimingCurveProvider {}

/// https://developer.apple.com/documentation/uikit/uicubictimingparameters
@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// https://developer.apple.com/documentation/uikit/uicubictimingparameters/init()
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
@MainActor open class UIViewPropertyAnimator: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)
    /// (the designated initializer)
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {}
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
    /// (a convenience initializer)
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters())
    }
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:dampingratio:animations:)
    /// (a convenience initializer)
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters())
    }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/state
    open var state: UIViewAnimatingState { .inactive }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/isrunning
    open var isRunning: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/isreversed
    open var isReversed = false
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
    open var fractionComplete: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/scrubslinearly
    open var scrubsLinearly = true
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()
    open func startAnimation() {}
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()
    open func pauseAnimation() {}
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
    open func stopAnimation(_ withoutFinishing: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:)
    open func addAnimations(_ animation: @escaping () -> Void) {}
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:)
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:)
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {}
}

// MARK: - Application and scenes

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    open class var shared: UIApplication { UIApplication() }
    /// https://developer.apple.com/documentation/uikit/uiapplication/sendevent(_:)
    open func sendEvent(_ event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    open var connectedScenes: Set<UIScene> { [] }

    /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
    public struct LaunchOptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor @objc public protocol UIApplicationDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    @objc optional func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    /// The entry point `@main` uses on an application delegate:
    /// https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)-1yub7
    public static func main() {}
}

/// https://developer.apple.com/documentation/uikit/uiscene
@MainActor open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification
    nonisolated public static let didActivateNotification = NSNotification.Name(
        rawValue: "UISceneDidActivateNotification")
    /// https://developer.apple.com/documentation/uikit/uiscene/willdeactivatenotification
    nonisolated public static let willDeactivateNotification = NSNotification.Name(
        rawValue: "UISceneWillDeactivateNotification")
    /// https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
        rawValue: "UISceneDidEnterBackgroundNotification")
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @MainActor open class ConnectionOptions: NSObject {}
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor open class UIWindowScene: UIScene {
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/screen
    open var screen: UIScreen { UIScreen() }
}

/// https://developer.apple.com/documentation/uikit/uiscenesession
@MainActor open class UISceneSession: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate
@MainActor @objc public protocol UISceneDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    @objc optional func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
    @objc optional func sceneDidEnterBackground(_ scene: UIScene)
}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor @objc public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    @objc optional var window: UIWindow? { get set }
}

// MARK: - View controllers and collection views

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    @objc open func viewWillAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    @objc open func viewWillDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
    open var isBeingPresented: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    open var isBeingDismissed: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent
    open var isMovingToParent: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent
    open var isMovingFromParent: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? { nil }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor @objc public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated
    var isAnimated: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
    var isInteractive: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    var isCancelled: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/transitionduration
    var transitionDuration: TimeInterval { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/percentcomplete
    var percentComplete: CGFloat { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/completioncurve
    var completionCurve: UIView.AnimationCurve { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/view(forkey:)
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor @objc public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    open var itemSize = CGSize.zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
    open var minimumInteritemSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
    open var minimumLineSpacing: CGFloat = 0
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    open weak var delegate: (any UICollectionViewDelegate)?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { UICollectionViewCell(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor @objc public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@MainActor @objc public protocol UICollectionViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    @objc optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

// String-valued keys bridge to NSString, as `NS_TYPED_ENUM` and `NS_TYPED_EXTENSIBLE_ENUM` keys do
// on Apple platforms, so that the launch options dictionary and a transition context's view key
// can appear in `@objc` requirements.
extension UITransitionContextViewKey: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Self?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout Self?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Self { Self(rawValue: "") }
}

extension UIApplication.LaunchOptionsKey: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Self?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout Self?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Self { Self(rawValue: "") }
}
