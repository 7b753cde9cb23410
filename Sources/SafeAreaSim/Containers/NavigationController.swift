/// A container that shows a stack of controllers, one at a time, under a navigation bar.
///
/// Mirrors `UINavigationController`: the stack (`viewControllers`, push, pop,
/// `setViewControllers(_:animated:)`, interactive pop), the navigation bar and toolbar with
/// UIKit's heights and placement (group B), the children's frames under translucent or opaque
/// bars (C-10..C-12), and the children's safe area, extended by the visible bars without
/// changing their `additionalSafeAreaInsets` (C-02).
///
/// ```swift
/// let nav = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
/// window.rootViewController = nav
/// window.makeKeyAndVisible()
/// nav.topViewController?.view.safeAreaInsets   // {top 97.667, bottom 34} on an iPhone 15 Pro
/// ```
///
/// Callback orders follow D-07..D-10 and D-12; animated transitions complete when the
/// window's clock advances by ``TransitionDuration/navigation``.
open class NavigationController: ViewController, ChildListKeeping {
  /// A child's root scroll view extends under the bars (`.automatic` adjustment).
  override var showsChildrenUnderBars: Bool { true }

  /// The navigation bar.
  ///
  /// Mirrors `UINavigationController.navigationBar`.
  public let navigationBar: NavigationBar
  /// The toolbar, hidden by default.
  ///
  /// Mirrors `UINavigationController.toolbar`.
  public let toolbar: Toolbar
  /// The search bar of the top item's search controller, inside the navigation bar's frame
  /// at its bottom; hidden while the top item has none or it hides for scrolling.
  ///
  /// Mirrors the search bar UIKit puts in the navigation bar for
  /// `UINavigationItem.searchController`.
  public let searchBar: NavigationSearchBar

  /// Whether an upward swipe (content scrolled up) hides the navigation bar and the toolbar,
  /// and a downward one shows them again; `false` by default.
  ///
  /// Mirrors `UINavigationController.hidesBarsOnSwipe`.
  public final var hidesBarsOnSwipe = false

  /// What scrolling the top controller's content collapsed or hid.
  var scrollState = NavigationScrollState()

  /// The top controller decides the status bar (F-04): a pushed controller that prefers it
  /// hidden hides it, and popping back shows it again.
  ///
  /// Mirrors `UINavigationController.childForStatusBarHidden`.
  open override var childForStatusBarHidden: ViewController? { topViewController }

  /// The top controller decides which orientations the window may take (research section 9:
  /// iOS 26.1 UIKitCore asks the top controller); an empty stack supports the default ones.
  ///
  /// Mirrors `UINavigationController.supportedInterfaceOrientations`.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    ViewController.supportedOrientations(following: topViewController)
      ?? super.supportedInterfaceOrientations
  }

  override var orientationForwardingTarget: ViewController? { topViewController }

  /// The stack, root first.
  ///
  /// Setting it is ``setViewControllers(_:animated:)`` without animation (D-12).
  ///
  /// Mirrors `UINavigationController.viewControllers`.
  public final var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The stack's storage; only the stack operations change it, through
  /// ``changeStack(_:)``. Only read or assigned whole (never inout, never mutated in place),
  /// so no two accesses can overlap: the dynamic checks are off.
  @exclusivity(unchecked) final var stack: [ViewController] = []

  /// Changes the stack: taken out, changed and assigned back, so that ``stack`` is only ever
  /// read or assigned whole. `change` must not read the stack.
  @inline(__always)
  final func changeStack(_ change: (inout [ViewController]) -> Void) {
    var controllers = stack
    stack = []
    change(&controllers)
    stack = controllers
  }

  // The transition, its finisher and the toolbar's state are only read or assigned whole
  // (never inout, never mutated in place), so no two accesses can overlap: the dynamic
  // checks, paid several times in every push, pop and layout, are off.
  /// The transition under way, if any.
  @exclusivity(unchecked) final var transition: NavigationTransition?
  /// The toolbar's hidden state as the app set it; the top controller may hide it too.
  @exclusivity(unchecked) final var toolbarHiddenByApp = true
  /// Ends the animated transition under way (see `finishTransitionNow()`).
  @exclusivity(unchecked) final var transitionFinisher: (() -> Void)?
  /// The visible bars and their regions, kept between layouts so that a layout allocates
  /// nothing. Only read or assigned whole (the layout moves them out for its walk): no two
  /// accesses can overlap, so the dynamic checks are off.
  @exclusivity(unchecked) private final var barScratch: [ContainerBar] = []
  @exclusivity(unchecked) private final var regionScratch: [ChromeRegion] = []

  /// Creates an empty navigation controller.
  public override init(name: String? = nil) {
    let name = name ?? "NavigationController"
    navigationBar = NavigationBar(name: "\(name).navigationBar")
    toolbar = Toolbar(name: "\(name).toolbar")
    searchBar = NavigationSearchBar(name: "\(name).searchBar")
    searchBar.isHidden = true
    toolbar.isHidden = true
    toolbarHiddenByApp = true
    super.init(name: name)
  }

  /// Creates a navigation controller with a root controller.
  ///
  /// Mirrors `UINavigationController.init(rootViewController:)`.
  public convenience init(rootViewController: ViewController, name: String? = nil) {
    self.init(name: name)
    setViewControllers([rootViewController], animated: false)
  }

  override func releaseControllersBelow() -> [ViewController] {
    transition = nil
    transitionFinisher = nil
    let released = super.releaseControllersBelow() + stack
    stack = []
    return released
  }

  /// A child removed with `removeFromParent()` leaves the stack too (see
  /// ``removeFromStack(_:)``).
  func childDidLeave(_ child: ViewController) {
    removeFromStack(child)
  }

  /// The controller on top of the stack.
  ///
  /// Mirrors `UINavigationController.topViewController`.
  public final var topViewController: ViewController? { viewControllers.last }

  /// The controller shown: the one presented over the top controller, else the top one.
  ///
  /// Mirrors `UINavigationController.visibleViewController`.
  public final var visibleViewController: ViewController? {
    var visible = topViewController
    while let presented = visible?.presentedViewController { visible = presented }
    return visible
  }

  /// Whether the navigation bar is hidden.
  ///
  /// Mirrors `UINavigationController.isNavigationBarHidden`.
  public final var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Whether the toolbar is hidden; `true` by default.
  ///
  /// Mirrors `UINavigationController.isToolbarHidden`.
  public final var isToolbarHidden: Bool {
    get { toolbarHiddenByApp }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Whether the toolbar shows: the app shows it and the top controller does not set
  /// `hidesBottomBarWhenPushed` ("The value of this property on the topmost view controller
  /// determines whether the toolbar is visible", C-14).
  public final var isToolbarVisible: Bool {
    !toolbarHiddenByApp && topViewController?.hidesBottomBarWhenPushed != true
  }

  /// Shows or hides the navigation bar; the children's frames and safe areas follow in the
  /// next layout pass.
  ///
  /// Mirrors `UINavigationController.setNavigationBarHidden(_:animated:)`.
  public final func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard navigationBar.isHidden != hidden else { return }
    navigationBar.isHidden = hidden
    viewIfLoaded?.setNeedsLayout()
    // A floating iPad tab bar covers a navigation child only while its bar is hidden.
    parent?.viewIfLoaded?.setNeedsLayout()
  }

  /// Shows or hides the toolbar.
  ///
  /// Mirrors `UINavigationController.setToolbarHidden(_:animated:)`.
  public final func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard toolbarHiddenByApp != hidden else { return }
    toolbarHiddenByApp = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// The bars follow the top controller's scrolled content (see
  /// ``NavigationController/showsLargeTitle`` and ``hidesBarsOnSwipe``).
  override func childContentDidScroll(
    _ child: ViewController, scrollView: ScrollView, from oldOffset: Point
  ) {
    topContentDidScroll(child, scrollView: scrollView, from: oldOffset)
  }

  // MARK: Size transitions

  /// A size change reaches every controller of the stack whose view is loaded.
  override var childrenHearingSizeTransitions: [ViewController] { viewControllers }

  /// The top controller keeps its difference in size to the container (a child that stops
  /// at an opaque bar stays that much smaller); every other child is offered the container's
  /// size, so a covered child, whose view keeps its old frame out of the window, hears the
  /// change only while that frame differs from it (openradar 24277475).
  ///
  /// Mirrors `UINavigationController.size(forChildContentContainer:withParentContainerSize:)`
  /// (iOS 26.1 UIKitCore: `newParentSize - navView.frame.size + topVC.view.frame.size`).
  open override func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    guard container === topViewController, let childView = container.viewIfLoaded,
      let navView = viewIfLoaded
    else { return parentSize }
    return Size(
      width: parentSize.width - navView.bounds.width + childView.bounds.width,
      height: parentSize.height - navView.bounds.height + childView.bounds.height)
  }

  // MARK: View

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(navigationBar)
    view.addSubview(searchBar)
    view.addSubview(toolbar)
  }

  override func installChildViewsForAppearance() {
    guard transition == nil, let top = topViewController else { return }
    install(top)
  }

  /// Puts a child's view in the container view, below the bars.
  func install(_ child: ViewController, below other: ViewController? = nil) {
    let childView = child.view
    guard childView.superview !== view else { return }
    layOutChild(child)
    // Below `other`'s view if it is in the container, else below the bars (appended when
    // the bar is not there); the child's view is not among the subviews yet.
    if let otherView = other?.viewIfLoaded, otherView.superview === view {
      view.insertSubview(childView, belowSubview: otherView)
    } else {
      view.insertSubview(childView, belowSubview: navigationBar)
    }
    // UIKit updates the status bar's appearance with every transition of the stack.
    window?.updateStatusBarPreference()
  }

  /// Lays out the bars and every child whose view is in the container.
  ///
  /// The container's bounds and insets, its visible bars and a tab bar around it are read
  /// once for all the children, and the bars' lists are kept between layouts, so that a
  /// layout allocates nothing.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let view = viewIfLoaded else { return }
    let (bounds, insets) = view.boundsAndSafeAreaInsets
    // Moved out for the children's layout, so that no access to them overlaps it.
    var bars = barScratch
    var regions = regionScratch
    barScratch = []
    regionScratch = []
    // The bars' layout collects the visible bars as it places them (their nodes are not
    // read again).
    Self.empty(&bars, regions: &regions)
    layOutBars(bounds: bounds, insets: insets, into: &bars, regions: &regions)
    let outerBars = enclosingTabBar
    let transition = self.transition
    for child in stack where child.viewIfLoaded?.superview === view {
      let offset = transition?.offsets(child) == true ? transition?.offset ?? 0 : 0
      layOutChild(
        child, under: bars, regions: regions, outerBars: outerBars, offsetX: offset,
        content: nil, containerBounds: bounds, containerInsets: insets)
    }
    barScratch = bars
    regionScratch = regions
  }

  // MARK: Layout

  /// Places the bars and appends the visible ones to `bars` and `regions` (top first), as
  /// `collectVisibleBars(into:regions:)` would find them after it.
  private final func layOutBars(
    bounds: Rect, insets: EdgeInsets, into bars: inout [ContainerBar],
    regions: inout [ChromeRegion]
  ) {
    // What the layout needs of the screen, as the window keeps it: the screen is not copied
    // (each of the window's `device`, `orientation` and `traits` copies it).
    let inputs: ScreenBarInputs
    let sizeClasses: SizeClasses
    if let window {
      inputs = window.barInputs
      sizeClasses = self.sizeClasses(in: window, barInputs: inputs)
    } else {
      inputs = Screen(device: .iPhone15Pro).barInputs
      sizeClasses = self.sizeClasses(in: nil)
    }
    let idiom = inputs.idiom
    // The top controller and its item are looked up once for the whole layout.
    let top = topViewController
    // An item nobody asked for has every default: none is made for the layout.
    let item = top?.navigationItemIfMade
    let showsSearchBar = showsSearchBar(top: top, item: item)
    // The bars' hidden states and the navigation bar's frame in one access to the nodes.
    let (barViewIsHidden, searchBarViewIsHidden, toolbarViewIsHidden, barFrame) =
      navigationBar.hiddenFlagsAndFrame(with: searchBar, toolbar)
    // Hidden states and frames are assigned only when they change (every pass lays the bars
    // out, and a setter given the same value would read the node again to find it so).
    let hidesSearchBar = barViewIsHidden || !showsSearchBar
    if searchBarViewIsHidden != hidesSearchBar { searchBar.isHidden = hidesSearchBar }
    if !barViewIsHidden {
      let rows = navigationBarRows(
        idiom: idiom, sizeClasses: sizeClasses, showsSearchBar: showsSearchBar,
        prompt: item?.prompt)
      let y =
        bounds.minY
        + BarMetrics.navigationBarMinY(
          dynamicIsland: inputs.dynamicIsland, orientation: inputs.orientation,
          topInset: insets.top)
      let frame = Rect(
        x: bounds.minX, y: y, width: bounds.width, height: rows.bar + rows.search)
      if frame != barFrame { navigationBar.frame = frame }
      bars.append(
        ContainerBar(edge: .top, frame: frame, isTranslucent: navigationBar.isTranslucent))
      regions.append(ChromeRegion(edge: .top, frame: frame))
      if !hidesSearchBar {
        searchBar.frame = Rect(
          x: bounds.minX, y: y + rows.bar, width: bounds.width, height: rows.search)
      }
    }
    let hidesToolbar = toolbarHiddenByApp || top?.hidesBottomBarWhenPushed == true
    if toolbarViewIsHidden != hidesToolbar { toolbar.isHidden = hidesToolbar }
    if !hidesToolbar {
      let height = BarMetrics.toolbarHeight(idiom: idiom, sizeClasses: sizeClasses)
      let frame: Rect
      if barSafeAreaInsets.bottom > 0 {
        // A tab bar below covers the bottom inset: the toolbar sits above it.
        frame = Rect(
          x: bounds.minX, y: bounds.maxY - insets.bottom - height, width: bounds.width,
          height: height)
      } else {
        // Otherwise it extends through the home indicator's band to the edge (B-08).
        let band = height + insets.bottom
        frame = Rect(x: bounds.minX, y: bounds.maxY - band, width: bounds.width, height: band)
      }
      toolbar.frame = frame
      bars.append(ContainerBar(edge: .bottom, frame: frame, isTranslucent: toolbar.isTranslucent))
      regions.append(ChromeRegion(edge: .bottom, frame: frame))
    }
  }

  /// Sets a child's frame from the bars' translucency and its extended-layout edges, then
  /// its bar share of the safe area from the bars that cover it.
  final func layOutChild(_ child: ViewController) {
    guard let view = viewIfLoaded else { return }
    // The kept lists, moved out meanwhile (see `viewDidLayoutSubviews()`).
    var bars = barScratch
    var regions = regionScratch
    barScratch = []
    regionScratch = []
    collectVisibleBars(into: &bars, regions: &regions)
    let offset = transition?.offsets(child) == true ? transition?.offset ?? 0 : 0
    let (bounds, insets) = view.boundsAndSafeAreaInsets
    layOutChild(
      child, under: bars, regions: regions, outerBars: enclosingTabBar, offsetX: offset,
      content: nil, containerBounds: bounds, containerInsets: insets)
    barScratch = bars
    regionScratch = regions
  }

  /// Empties `bars` and `regions`, then appends the visible navigation bar and toolbar to
  /// them (top first), and their regions.
  private final func collectVisibleBars(
    into bars: inout [ContainerBar], regions: inout [ChromeRegion]
  ) {
    Self.empty(&bars, regions: &regions)
    // Both bars' hidden flags and frames in one access to the node array.
    let (barFrame, toolbarFrame) = navigationBar.framesUnlessHidden(with: toolbar)
    if let frame = barFrame {
      bars.append(
        ContainerBar(edge: .top, frame: frame, isTranslucent: navigationBar.isTranslucent))
      regions.append(ChromeRegion(edge: .top, frame: frame))
    }
    if let frame = toolbarFrame {
      bars.append(
        ContainerBar(edge: .bottom, frame: frame, isTranslucent: toolbar.isTranslucent))
      regions.append(ChromeRegion(edge: .bottom, frame: frame))
    }
  }

  /// Empties the bar lists, keeping their storage.
  private static func empty(_ bars: inout [ContainerBar], regions: inout [ChromeRegion]) {
    bars.emptyKeepingStorage()
    regions.emptyKeepingStorage()
  }

  /// Whether the container is on screen, so that stack changes make appearance callbacks.
  final var isOnScreen: Bool {
    guard let view = viewIfLoaded, view.window != nil else { return false }
    return appearanceState == .appeared || appearanceState == .appearing
  }
}
