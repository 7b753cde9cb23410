// The module users import instead of UIKit: SafeAreaSim's API under UIKit's names. Importing
// it imports SafeAreaSim too, as `import UIKit` brings in everything a container uses.
@_exported public import SafeAreaSim

// MARK: Views and controllers

/// UIKit's name for ``SafeAreaSim/View``.
public typealias UIView = View
/// UIKit's name for ``SafeAreaSim/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's name for ``SafeAreaSim/NavigationController``.
public typealias UINavigationController = NavigationController
/// UIKit's name for ``SafeAreaSim/TabBarController``.
public typealias UITabBarController = TabBarController
/// UIKit's name for ``SafeAreaSim/SplitViewController``.
public typealias UISplitViewController = SplitViewController
/// UIKit's name for ``SafeAreaSim/SplitViewControllerDelegate``.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
/// UIKit's name for ``SafeAreaSim/Window``.
public typealias UIWindow = Window
/// UIKit's name for ``SafeAreaSim/ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's name for ``SafeAreaSim/NavigationBar``.
public typealias UINavigationBar = NavigationBar
/// UIKit's name for ``SafeAreaSim/Toolbar``.
public typealias UIToolbar = Toolbar
/// UIKit's name for ``SafeAreaSim/TabBar``.
public typealias UITabBar = TabBar
/// UIKit's name for ``SafeAreaSim/NavigationItem``.
public typealias UINavigationItem = NavigationItem
/// UIKit's name for ``SafeAreaSim/SearchController``.
public typealias UISearchController = SearchController
/// UIKit's name for ``SafeAreaSim/SheetPresentationController``.
public typealias UISheetPresentationController = SheetPresentationController
/// UIKit's name for ``SafeAreaSim/Screen``. There is no `UIScreen.main`: SafeAreaSim keeps no
/// global state; a window's screen is `window.screen`.
public typealias UIScreen = Screen

// MARK: Geometry

/// Core Graphics' scalar: SafeAreaSim computes in `Double`, so literals and arithmetic work
/// as they do on 64-bit iOS, where `CGFloat` is a `Double`.
public typealias CGFloat = Double
/// Foundation's time interval, in seconds.
public typealias TimeInterval = Double
/// Core Graphics' name for ``SafeAreaSim/Rect``.
public typealias CGRect = Rect
/// Core Graphics' name for ``SafeAreaSim/Size``.
public typealias CGSize = Size
/// Core Graphics' name for ``SafeAreaSim/Point``.
public typealias CGPoint = Point
/// UIKit's name for ``SafeAreaSim/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's name for ``SafeAreaSim/DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's name for ``SafeAreaSim/RectEdge``.
public typealias UIRectEdge = RectEdge

// MARK: Auto Layout

/// UIKit's name for ``SafeAreaSim/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's name for ``SafeAreaSim/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's name for ``SafeAreaSim/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's name for ``SafeAreaSim/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's name for ``SafeAreaSim/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's name for ``SafeAreaSim/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority

// MARK: Traits, orientation, presentation

/// UIKit's name for ``SafeAreaSim/TraitCollection``.
public typealias UITraitCollection = TraitCollection
/// UIKit's name for ``SafeAreaSim/SizeClass``.
public typealias UIUserInterfaceSizeClass = SizeClass
/// UIKit's name for ``SafeAreaSim/Idiom``.
public typealias UIUserInterfaceIdiom = Idiom
/// UIKit's name for ``SafeAreaSim/LayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
/// UIKit's name for ``SafeAreaSim/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's name for ``SafeAreaSim/TransitionCoordinator``.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// UIKit's name for ``SafeAreaSim/ModalPresentationStyle``.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's name for ``SafeAreaSim/InterfaceOrientationMask``.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// UIKit's name for ``SafeAreaSim/Orientation``.
public typealias UIInterfaceOrientation = Orientation

// MARK: Nested names

extension View {
  /// UIKit's name for ``SafeAreaSim/AutoresizingMask``, nested as `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = SafeAreaSim.AutoresizingMask
}

extension ScrollView {
  /// UIKit's name for ``SafeAreaSim/ContentInsetAdjustmentBehavior``, nested as
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public typealias ContentInsetAdjustmentBehavior = SafeAreaSim.ContentInsetAdjustmentBehavior
}

extension LayoutConstraint {
  /// UIKit's name for ``SafeAreaSim/LayoutAttribute``, nested as `NSLayoutConstraint.Attribute`.
  public typealias Attribute = LayoutAttribute
  /// UIKit's name for ``SafeAreaSim/LayoutRelation``, nested as `NSLayoutConstraint.Relation`.
  public typealias Relation = LayoutRelation
  /// UIKit's name for ``SafeAreaSim/LayoutConstraintAxis``, nested as `NSLayoutConstraint.Axis`.
  public typealias Axis = LayoutConstraintAxis
}

// MARK: Archiving and nibs

/// The type of the bundle argument of `init(nibName:bundle:)`: SafeAreaSim loads no nibs, so
/// the argument can only be `nil` (the initializer takes `Never?`).
public typealias Bundle = Never
