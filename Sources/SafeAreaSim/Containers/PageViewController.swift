/// A container that shows one page at a time and turns to the next or previous page with a
/// scroll.
///
/// Mirrors `UIPageViewController` with the `.scroll` transition style: one page on screen,
/// `navigationOrientation` horizontal or vertical, `interPageSpacing` (0 by default),
/// ``setViewControllers(_:direction:animated:completion:)``, a data source for the pages
/// before and after, a delegate for the turns a user makes, and interactive turns that finish
/// or cancel (``beginInteractiveTurn(_:)``).
///
/// ```swift
/// let pages = PageViewController(navigationOrientation: .horizontal, name: "pages")
/// pages.setViewControllers([ViewController(name: "one")], direction: .forward, animated: false)
/// window.rootViewController = pages
/// window.makeKeyAndVisible()
/// pages.viewControllers.first?.view.safeAreaInsets  // {top 59, bottom 34} on an iPhone 15 Pro
/// ```
///
/// Each page fills the page controller's bounds, so its safe area is the page controller's
/// (its frame's overlap with the window's safe area). UIKit places the pages in a private
/// scroll view whose content insets are not adjusted; a page's safe area is computed from
/// where it is on screen, which is what this model computes without the scroll view: during
/// an interactive turn the two pages sit side by side, `interPageSpacing` apart, and each one's
/// safe area follows its frame. Turns follow UIKit's scroll-style order (Fidelity: Pages): the
/// incoming page's `viewWillAppear` before the outgoing page's `viewWillDisappear`, and its
/// `viewDidAppear` before the outgoing `viewDidDisappear`; the page joins the container
/// (`didMove(toParent:)`) after it appeared.
///
/// - Note: the page-curl style, two-page spreads and the page indicator are not modelled.
open class PageViewController: ViewController, ChildListKeeping {
  /// The axis pages turn along.
  ///
  /// Mirrors `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: String, Hashable, Sendable, CaseIterable, Codable {
    /// Pages turn left and right; the next page comes from the right.
    case horizontal
    /// Pages turn up and down; the next page comes from below.
    case vertical
  }

  /// Which way a turn goes.
  ///
  /// Mirrors `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: String, Hashable, Sendable, CaseIterable, Codable {
    /// To the page after (from the right, or from below).
    case forward
    /// To the page before.
    case reverse
  }

  /// The axis pages turn along; set when the controller is made.
  ///
  /// Mirrors `UIPageViewController.navigationOrientation`.
  public let navigationOrientation: NavigationOrientation

  /// The gap between two pages during a turn, in points; 0 by default.
  ///
  /// Mirrors the `interPageSpacing` option of `UIPageViewController.init(transitionStyle:
  /// navigationOrientation:options:)`.
  public let interPageSpacing: Double

  /// Supplies the pages a user turns to.
  ///
  /// Mirrors `UIPageViewController.dataSource`.
  public weak var dataSource: (any PageViewControllerDataSource)?

  /// Hears about the turns a user makes.
  ///
  /// Mirrors `UIPageViewController.delegate`.
  public weak var delegate: (any PageViewControllerDelegate)?

  /// The page shown: one, or none before the first
  /// ``setViewControllers(_:direction:animated:completion:)``.
  ///
  /// Mirrors `UIPageViewController.viewControllers` (optional in UIKit).
  public final var viewControllers: [ViewController] { page.map { [$0] } ?? [] }

  /// The page shown.
  final var page: ViewController?
  /// The turn in progress, programmatic (animated) or interactive.
  var turn: PageTurn?
  /// Ends a running animated turn at once.
  var turnFinisher: (() -> Void)?

  /// Creates a page view controller with the scroll transition style.
  ///
  /// Mirrors `UIPageViewController.init(transitionStyle: .scroll, navigationOrientation:
  /// options:)` with the `interPageSpacing` option.
  public init(
    navigationOrientation: NavigationOrientation = .horizontal, interPageSpacing: Double = 0,
    name: String? = nil
  ) {
    self.navigationOrientation = navigationOrientation
    self.interPageSpacing = Swift.max(0, interPageSpacing)
    super.init(name: name ?? "PageViewController")
  }

  /// The page decides the status bar, as the selected child of the other containers does.
  ///
  /// Mirrors `UIPageViewController.childForStatusBarHidden` (a choice; no source read).
  open override var childForStatusBarHidden: ViewController? { page }

  override func releaseControllersBelow() -> [ViewController] {
    turn = nil
    turnFinisher = nil
    let released = super.releaseControllersBelow() + viewControllers
    page = nil
    return released
  }

  // MARK: View

  override func installChildViewsForAppearance() {
    guard turn == nil, let page else { return }
    install(page)
  }

  /// Puts a page's view in the container view, laid out.
  final func install(_ child: ViewController) {
    let childView = child.view
    guard childView.superview !== view else { return }
    layOutPage(child)
    view.addSubview(childView)
    window?.updateStatusBarPreference()
  }

  /// Lays out the page shown and, during a turn, the incoming page.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    for child in [page, turn?.to].compactMap({ $0 })
    where child.viewIfLoaded?.superview === viewIfLoaded {
      layOutPage(child)
    }
  }

  /// A page's frame: the container's bounds, moved along the axis during a turn.
  ///
  /// At `progress` p of a forward turn the outgoing page is `p * (extent + spacing)` before
  /// its resting place and the incoming page `(1 - p) * (extent + spacing)` after it; a
  /// reverse turn mirrors both.
  final func frame(of child: ViewController) -> Rect {
    guard let view = viewIfLoaded else { return .zero }
    var frame = view.bounds
    guard let turn, turn.isInteractive, child === turn.from || child === turn.to else {
      return frame
    }
    let extent =
      (navigationOrientation == .horizontal ? frame.width : frame.height) + interPageSpacing
    let sign: Double = turn.direction == .forward ? 1 : -1
    let offset =
      child === turn.from ? -sign * turn.progress * extent : sign * (1 - turn.progress) * extent
    if navigationOrientation == .horizontal {
      frame.origin.x += offset
    } else {
      frame.origin.y += offset
    }
    return frame
  }

  final func layOutPage(_ child: ViewController) {
    child.view.frame = frame(of: child)
  }

  final var isOnScreen: Bool {
    guard let view = viewIfLoaded, view.window != nil else { return false }
    return appearanceState == .appeared || appearanceState == .appearing
  }

  /// A page that left through `removeFromParent()`: the page shown leaves the container
  /// empty; an incoming page ends its turn as cancelled, an outgoing one as finished.
  func childDidLeave(_ child: ViewController) {
    if let turn, child === turn.to || child === turn.from {
      endTurnForRemoval(of: child, turn: turn)
      return
    }
    guard child === page else { return }
    takeOutView(ofDeparted: child)
    page = nil
    window?.settle()
  }
}
