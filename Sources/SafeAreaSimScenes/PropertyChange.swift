public import SafeAreaSim

/// The property a `set` action changes, with its typed value.
///
/// The decoder checks the value once (its type, range and the kind of thing it is set on); the
/// runner applies it as it is.
public enum PropertyChange: Sendable, Hashable {
  /// A controller's `additionalSafeAreaInsets`.
  case additionalSafeAreaInsets(EdgeInsets)
  /// A view's frame (a controller's root view, a view or a chrome view).
  case frame(Rect)
  /// Whether a view (or chrome view) is hidden.
  case hidden(Bool)
  /// A navigation controller's `isNavigationBarHidden`.
  case navigationBarHidden(Bool)
  /// A navigation controller's `isToolbarHidden`.
  case toolbarHidden(Bool)
  /// A tab bar controller's tab bar `isHidden`.
  case tabBarHidden(Bool)
  /// A navigation bar's or tab bar's `isTranslucent`.
  case translucent(Bool)
  /// A chrome view's size.
  case size(Double)
  /// A scroll view's `contentSize`.
  case contentSize(Size)
  /// A scroll view's `contentInset`.
  case contentInset(EdgeInsets)
  /// A scroll view's `contentInsetAdjustmentBehavior`.
  case contentInsetAdjustmentBehavior(ContentInsetAdjustmentBehavior)
  /// A view's `layoutMargins`.
  case layoutMargins(EdgeInsets)
  /// A view's `autoresizingMask`.
  case autoresizingMask(AutoresizingMask)
  /// A controller's `prefersStatusBarHidden`, followed by
  /// `setNeedsStatusBarAppearanceUpdate()`.
  case prefersStatusBarHidden(Bool)
  /// A controller's `edgesForExtendedLayout`.
  case edgesForExtendedLayout(RectEdge)
  /// A controller's `extendedLayoutIncludesOpaqueBars`.
  case extendedLayoutIncludesOpaqueBars(Bool)
  /// A navigation controller's `navigationBar.prefersLargeTitles`.
  case prefersLargeTitles(Bool)
  /// A controller's `navigationItem.largeTitleDisplayMode`.
  case largeTitleDisplayMode(NavigationItem.LargeTitleDisplayMode)
  /// A view's `insetsLayoutMarginsFromSafeArea`.
  case insetsLayoutMarginsFromSafeArea(Bool)
  /// A view's `preservesSuperviewLayoutMargins`.
  case preservesSuperviewLayoutMargins(Bool)
  /// A view's `directionalLayoutMargins`.
  case directionalLayoutMargins(DirectionalEdgeInsets)

  /// The property's name in a scene (`"navigationBarHidden"`).
  public var property: String {
    switch self {
    case .additionalSafeAreaInsets: "additionalSafeAreaInsets"
    case .frame: "frame"
    case .hidden: "hidden"
    case .navigationBarHidden: "navigationBarHidden"
    case .toolbarHidden: "toolbarHidden"
    case .tabBarHidden: "tabBarHidden"
    case .translucent: "translucent"
    case .size: "size"
    case .contentSize: "contentSize"
    case .contentInset: "contentInset"
    case .contentInsetAdjustmentBehavior: "contentInsetAdjustmentBehavior"
    case .layoutMargins: "layoutMargins"
    case .autoresizingMask: "autoresizingMask"
    case .prefersStatusBarHidden: "prefersStatusBarHidden"
    case .edgesForExtendedLayout: "edgesForExtendedLayout"
    case .extendedLayoutIncludesOpaqueBars: "extendedLayoutIncludesOpaqueBars"
    case .prefersLargeTitles: "prefersLargeTitles"
    case .largeTitleDisplayMode: "largeTitleDisplayMode"
    case .insetsLayoutMarginsFromSafeArea: "insetsLayoutMarginsFromSafeArea"
    case .preservesSuperviewLayoutMargins: "preservesSuperviewLayoutMargins"
    case .directionalLayoutMargins: "directionalLayoutMargins"
    }
  }

  /// What it can be set on.
  enum Target {
    case controller, navigation, navigationOrTab, tab, view, scrollView, chrome

    /// Whether a property of this target can be set on a thing of this kind. A controller
    /// takes the scroll-view properties when its root view is a scroll view, which only the
    /// runner can check.
    func accepts(_ kind: IDKind) -> Bool {
      switch (self, kind) {
      case (.controller, .controller), (.view, _), (.chrome, .chrome): true
      case (.navigation, .controller(.navigation)), (.tab, .controller(.tab)): true
      case (.navigationOrTab, .controller(.navigation)), (.navigationOrTab, .controller(.tab)):
        true
      case (.scrollView, .view(let isScroll)): isScroll
      case (.scrollView, .controller): true
      default: false
      }
    }

    /// The thing, for messages: "a navigation controller".
    var noun: String {
      switch self {
      case .controller: "a controller"
      case .navigation: "a navigation controller"
      case .navigationOrTab: "a navigation or tab bar controller"
      case .tab: "a tab bar controller"
      case .view: "a view"
      case .scrollView: "a scroll view"
      case .chrome: "a chrome view"
      }
    }
  }

  var target: Target {
    switch self {
    case .additionalSafeAreaInsets, .prefersStatusBarHidden, .edgesForExtendedLayout,
      .extendedLayoutIncludesOpaqueBars, .largeTitleDisplayMode:
      .controller
    case .frame, .hidden, .layoutMargins, .autoresizingMask, .insetsLayoutMarginsFromSafeArea,
      .preservesSuperviewLayoutMargins, .directionalLayoutMargins:
      .view
    case .navigationBarHidden, .toolbarHidden, .prefersLargeTitles: .navigation
    case .tabBarHidden: .tab
    case .translucent: .navigationOrTab
    case .size: .chrome
    case .contentSize, .contentInset, .contentInsetAdjustmentBehavior: .scrollView
    }
  }
}
