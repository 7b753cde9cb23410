/// A container that shows one of several controllers, chosen with a tab bar at the bottom.
///
/// Mirrors `UITabBarController`: `viewControllers`, `selectedIndex`, the tab bar pinned to the
/// bottom edge through the bottom safe area (B-05..B-07), translucent or opaque (C-13), hidden
/// while the selected navigation controller's top controller `hidesBottomBarWhenPushed`
/// (C-14). Every child gets the same base insets. A tab switch follows D-11: the new tab's
/// `viewWillAppear` comes before the old tab's `viewWillDisappear`.
///
/// On iPad in regular width the tab bar floats at the top (iPadOS 18, F-05) or, in
/// ``Mode/tabSidebar`` mode, shows as a sidebar over the selected child; on Apple TV it sits
/// at the top (F-06); see ``placement``.
open class TabBarController: ViewController, ChildListKeeping {
  /// A child's root scroll view extends under the bars (`.automatic` adjustment).
  override var showsChildrenUnderBars: Bool { true }

  /// The tab bar.
  ///
  /// Mirrors `UITabBarController.tabBar`.
  public let tabBar: TabBar

  /// The selected controller decides the status bar (F-04).
  ///
  /// Mirrors `UITabBarController.childForStatusBarHidden`.
  open override var childForStatusBarHidden: ViewController? { selectedViewController }

  /// The selected controller decides which orientations the window may take (a choice:
  /// research section 9 found no source; it matches the status bar, F-04).
  ///
  /// Mirrors `UITabBarController.supportedInterfaceOrientations`.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    ViewController.supportedOrientations(following: selectedViewController)
      ?? super.supportedInterfaceOrientations
  }

  override var orientationForwardingTarget: ViewController? { selectedViewController }

  /// The tabs' controllers.
  ///
  /// Setting it is ``setViewControllers(_:animated:)`` without animation.
  ///
  /// Mirrors `UITabBarController.viewControllers`.
  public final var viewControllers: [ViewController] {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The tabs' storage; only the tab operations change it. Only read or assigned whole
  /// (never inout, never mutated in place), so no two accesses can overlap: the dynamic
  /// checks, paid on every tab switch and layout, are off.
  @exclusivity(unchecked) final var tabs: [ViewController] = []

  /// The selected tab's index. Only read or assigned whole, as ``tabs``: the checks are off.
  @exclusivity(unchecked) private final var selection = 0
  /// Whether the app hid the tab bar (`set` in scenes: `tabBarHidden`).
  ///
  /// Only read or assigned whole (never inout), so no two accesses can overlap: the dynamic
  /// checks, paid in every layout, are off.
  @exclusivity(unchecked) public final var isTabBarHidden = false {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The sidebar, shown in ``Mode/tabSidebar`` mode on iPad in regular width.
  ///
  /// Mirrors `UITabBarController.sidebar`.
  public let sidebar: TabSidebar

  /// How the tabs show on iPad; `.automatic` by default.
  ///
  /// Mirrors `UITabBarController.mode`.
  public final var mode: Mode = .automatic {
    didSet { if oldValue != mode { viewIfLoaded?.setNeedsLayout() } }
  }

  /// The sidebar's hidden state as the app set it; `nil` until it does.
  private var sidebarHiddenByApp: Bool?
  /// The bars over the selected child and their regions, kept between layouts so that a
  /// layout allocates nothing. Only read or assigned whole (the layout moves them out while
  /// it uses them): no two accesses can overlap, so the dynamic checks are off.
  @exclusivity(unchecked) final var barScratch: [ContainerBar] = []
  @exclusivity(unchecked) final var regionScratch: [ChromeRegion] = []

  /// Whether the sidebar is hidden in ``Mode/tabSidebar`` mode.
  ///
  /// Until the app sets it, it follows UIKit's default: shown when the container is wider
  /// than tall (landscape), hidden otherwise.
  ///
  /// Mirrors `UITabBarController.sidebar.isHidden`.
  public final var isSidebarHidden: Bool {
    get {
      if let sidebarHiddenByApp { return sidebarHiddenByApp }
      guard let bounds = viewIfLoaded?.bounds else { return true }
      return bounds.width <= bounds.height
    }
    set {
      sidebarHiddenByApp = newValue
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Creates a tab bar controller.
  public override init(name: String? = nil) {
    let name = name ?? "TabBarController"
    tabBar = TabBar(name: "\(name).tabBar")
    sidebar = TabSidebar(name: "\(name).sidebar")
    sidebar.isHidden = true
    super.init(name: name)
  }

  override func releaseControllersBelow() -> [ViewController] {
    let released = super.releaseControllersBelow() + tabs
    tabs = []
    return released
  }

  /// Sets the tabs; the first is selected, or the one at `selectedIndex` if still in range.
  ///
  /// - Mirrors `UITabBarController.setViewControllers(_:animated:)`.
  public final func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    let old = viewControllers
    let oldSelected = selectedViewController
    let leaving = old.filter { item in !controllers.contains { $0 === item } }
    let joining = controllers.filter { item in !old.contains { $0 === item } }
    if let oldSelected, leaving.contains(where: { $0 === oldSelected }), isOnScreen {
      oldSelected.beginAppearanceTransition(false, animated: false)
      oldSelected.viewIfLoaded?.removeFromSuperview()
      oldSelected.endAppearanceTransition()
    }
    // The new list first: the leaving controllers' `removeFromParent()` finds them gone from
    // it and leaves the selection to this method (see `childDidLeave(_:)`).
    tabs = controllers
    for controller in leaving {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    for controller in joining { addChild(controller) }
    for controller in joining { controller.didMove(toParent: self) }
    let index =
      oldSelected.flatMap { selected in controllers.firstIndex { $0 === selected } }
      ?? (selection < controllers.count ? selection : 0)
    selection = index
    if isViewLoaded, let selected = selectedViewController,
      selected.viewIfLoaded?.superview !== view
    {
      if isOnScreen {
        _ = selected.view
        selected.beginAppearanceTransition(true, animated: false)
        install(selected)
        window?.settle()
        selected.endAppearanceTransition()
      } else {
        install(selected)
      }
    }
  }

  /// Takes a tab whose controller left through `removeFromParent()` out of `viewControllers`
  /// (UIKit's list is the container's `children`).
  ///
  /// The selection follows the rule of ``setViewControllers(_:animated:)``: the selected
  /// controller stays selected when another tab leaves (its index moves down when an earlier
  /// tab leaves); when the selected tab leaves, the tab now at its index is selected, or the
  /// first one, and it appears without animation when the container is on screen.
  func childDidLeave(_ child: ViewController) {
    guard let index = viewControllers.firstIndex(where: { $0 === child }) else { return }
    let wasSelected = index == selection
    takeOutView(ofDeparted: child)
    // Taken out, changed and assigned back (``tabs`` is only read or assigned whole).
    var remaining = tabs
    tabs = []
    remaining.remove(at: index)
    tabs = remaining
    if index < selection {
      selection = selection - 1
    } else if wasSelected, selection >= viewControllers.count {
      selection = 0
    }
    viewIfLoaded?.setNeedsLayout()
    showExposed(wasSelected ? selectedViewController : nil, isOnScreen: isOnScreen) {
      install($0)
    }
  }

  /// The index of the selected tab.
  ///
  /// Setting it switches tabs with the callbacks of D-11; an index out of range is ignored
  /// with a `selectionIgnored` diagnostic.
  ///
  /// Mirrors `UITabBarController.selectedIndex`.
  public final var selectedIndex: Int {
    get { selection }
    set { select(newValue) }
  }

  /// The selected tab's controller.
  ///
  /// Mirrors `UITabBarController.selectedViewController`.
  public final var selectedViewController: ViewController? {
    get { viewControllers.indices.contains(selection) ? viewControllers[selection] : nil }
    set {
      guard let newValue, let index = viewControllers.firstIndex(where: { $0 === newValue }) else {
        return
      }
      select(index)
    }
  }

  private final func select(_ index: Int) {
    guard viewControllers.indices.contains(index) else {
      report(
        Diagnostic(
          severity: .warning, code: "selectionIgnored", subject: name,
          message: "<\(name)> has no tab at index \(index) (it has \(viewControllers.count))."))
      return
    }
    guard index != selection else { return }
    let from = selectedViewController
    selection = index
    let to = viewControllers[index]
    // A switch made while the tab bar controller itself is appearing (from a tab's
    // viewWillAppear, before its view is in the window) is a switch on screen too.
    let isAppearing = isViewLoaded && appearanceState == .appearing
    guard isViewLoaded, isOnScreen || isAppearing else {
      if isViewLoaded {
        from?.viewIfLoaded?.removeFromSuperview()
        install(to)
      }
      return
    }
    // D-11: the new tab loads and begins to appear before the old one begins to disappear.
    _ = to.view
    let fromIsShowing = from.map { [.appeared, .appearing].contains($0.appearanceState) } ?? false
    if to.appearanceState == .disappeared || to.appearanceState == .disappearing {
      to.beginAppearanceTransition(true, animated: false)
    }
    if fromIsShowing { from?.beginAppearanceTransition(false, animated: false) }
    from?.viewIfLoaded?.removeFromSuperview()
    install(to)
    window?.settle()
    if from?.appearanceState == .disappearing { from?.endAppearanceTransition() }
    // While this controller is still appearing, its own end of the transition ends the new
    // tab's (forwarding), so that the tab does not appear before its container.
    if appearanceState == .appeared, to.appearanceState == .appearing {
      to.endAppearanceTransition()
    }
  }

  // MARK: View

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(sidebar)
    view.addSubview(tabBar)
  }

  override func installChildViewsForAppearance() {
    guard let selected = selectedViewController else { return }
    install(selected)
  }

  func install(_ child: ViewController) {
    let childView = child.view
    guard childView.superview !== view else { return }
    let placement = layOutTabBar()
    layOutChild(child, placement: placement)
    // Below the sidebar and the tab bar (appended if the sidebar is not there); the child's
    // view is not among the subviews yet.
    view.insertSubview(childView, belowSubview: sidebar)
    // UIKit updates the status bar's appearance when the selection changes.
    window?.updateStatusBarPreference()
  }

  /// Lays out the tab bar and the selected child.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let placement = layOutTabBar()
    if let selected = selectedViewController, selected.viewIfLoaded?.superview === viewIfLoaded {
      layOutChild(selected, placement: placement)
    }
  }

  /// Whether the tab bar shows: not hidden by the app, nor by the selected navigation
  /// controller's stack: its top controller, or a controller pushed below the top, asks for
  /// `hidesBottomBarWhenPushed` (a bar hidden by a push stays hidden for the controllers
  /// pushed above it, until the stack is popped back below).
  public final var isTabBarVisible: Bool {
    if isTabBarHidden { return false }
    if let nav = selectedViewController as? NavigationController {
      if nav.topViewController?.hidesBottomBarWhenPushed == true { return false }
      if nav.viewControllers.dropFirst().contains(where: \.hidesBottomBarWhenPushed) {
        return false
      }
    }
    return true
  }

  final var isOnScreen: Bool {
    guard let view = viewIfLoaded, view.window != nil else { return false }
    return appearanceState == .appeared || appearanceState == .appearing
  }
}
