public import SafeAreaSim
internal import SafeAreaSimSupport

/// A page view controller that serves its own pages in order, as the hierarchy builder's
/// ``Page`` declares it.
///
/// It is its own data source: the page before or after the one shown is the previous or next
/// one of ``pages``, and none past either end (a turn there bounces back, as UIKit's does).
///
/// ```swift
/// let pages = FixturePageController(name: "onboarding")
/// pages.pages = [ViewController(name: "welcome"), ViewController(name: "finish")]
/// pages.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
/// pages.beginInteractiveTurn(.forward)?.finish()  // "finish" is shown
/// ```
open class FixturePageController: PageViewController, PageViewControllerDataSource {
  /// The pages, in order.
  public var pages: [ViewController] = []

  /// Creates a page view controller that is its own data source.
  ///
  /// Mirrors `UIPageViewController.init(transitionStyle: .scroll, navigationOrientation:
  /// options:)` with the `interPageSpacing` option.
  public override init(
    navigationOrientation: NavigationOrientation = .horizontal, interPageSpacing: Double = 0,
    name: String? = nil
  ) {
    super.init(
      navigationOrientation: navigationOrientation, interPageSpacing: interPageSpacing,
      name: name)
    dataSource = self
  }

  /// The page before `viewController` in ``pages``, if any.
  public func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    pages.page(before: viewController)
  }

  /// The page after `viewController` in ``pages``, if any.
  public func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    pages.page(after: viewController)
  }
}
