/// Supplies the pages before and after a page, for the pages a user turns to.
///
/// Mirrors `UIPageViewControllerDataSource` (the page count and index methods, which only feed
/// the page indicator, are not modelled).
public protocol PageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or `nil` at the first page.
  ///
  /// Mirrors `pageViewController(_:viewControllerBefore:)`.
  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController?

  /// The page after `viewController`, or `nil` at the last page.
  ///
  /// Mirrors `pageViewController(_:viewControllerAfter:)`.
  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController?
}

/// Hears about the page turns a user makes (gesture-driven turns only: as in UIKit,
/// ``PageViewController/setViewControllers(_:direction:animated:completion:)`` calls neither
/// method).
///
/// Mirrors `UIPageViewControllerDelegate`. Both methods have empty default implementations.
public protocol PageViewControllerDelegate: AnyObject {
  /// A turn to `pendingViewControllers` begins.
  ///
  /// Mirrors `pageViewController(_:willTransitionTo:)`.
  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController])

  /// A turn ended: `completed` is `false` when the user cancelled it and
  /// `previousViewControllers` are shown again.
  ///
  /// Mirrors `pageViewController(_:didFinishAnimating:previousViewControllers:
  /// transitionCompleted:)`.
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {}

  /// Does nothing.
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {}
}
