public import SafeAreaSim

/// The pages of a `page` controller (SCENE-FORMAT 1.1).
public struct PageSpec: Sendable {
  /// The pages, in order; the data source serves them.
  public var pages: [ControllerSpec]
  /// The index of the page shown first.
  public var index: Int
  /// Mirrors `UIPageViewController.navigationOrientation`.
  public var navigationOrientation: PageViewController.NavigationOrientation
  /// Mirrors the `interPageSpacing` option (an addition to the contract's keys).
  public var interPageSpacing: Double

  /// Creates the pages of a page controller; the defaults are UIKit's.
  public init(
    pages: [ControllerSpec], index: Int = 0,
    navigationOrientation: PageViewController.NavigationOrientation = .horizontal,
    interPageSpacing: Double = 0
  ) {
    self.pages = pages
    self.index = index
    self.navigationOrientation = navigationOrientation
    self.interPageSpacing = interPageSpacing
  }
}
