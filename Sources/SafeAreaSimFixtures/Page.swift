public import SafeAreaSim

extension HierarchyNode {
  /// A page view controller (``FixturePageController``) whose pages are the controllers its
  /// block declares, in order; it shows the one at `index` and serves the others when a page
  /// is turned.
  ///
  /// - Precondition: The block declares at least one page, and `index` is one of them.
  public static func page(
    _ name: String, frame: Rect? = nil,
    navigationOrientation: PageViewController.NavigationOrientation = .horizontal,
    interPageSpacing: Double = 0, index: Int = 0,
    configure: @escaping (PageViewController) -> Void = { _ in },
    @HierarchyBuilder pages: () -> [HierarchyNode]
  ) -> HierarchyNode {
    let declared = pages()
    precondition(!declared.isEmpty, "Page view controller '\(name)' declares no pages.")
    precondition(
      declared.indices.contains(index),
      "Index \(index) is out of range: page view controller '\(name)' declares "
        + "\(declared.count) \(declared.count == 1 ? "page" : "pages").")
    var node = HierarchyNode(name: name, frame: frame, children: declared) { node in
      let pages = FixturePageController(
        navigationOrientation: navigationOrientation, interPageSpacing: interPageSpacing,
        name: node.name)
      configure(pages)
      return pages
    }
    node.embedChildren = { controller, children in
      guard let pages = controller as? FixturePageController else { return }
      pages.pages = children.map(\.controller)
      pages.setViewControllers([pages.pages[index]], direction: .forward, animated: false)
    }
    return node
  }
}

/// A page view controller in a declared hierarchy, with its pages.
///
/// ```swift
/// let scene = Hierarchy {
///   Navigation("nav") {
///     Page("onboarding", interPageSpacing: 10) {
///       Controller("welcome")
///       Controller("finish")
///     }
///   }
/// }
/// scene["welcome"].view.safeAreaInsets  // {top 97.667, bottom 34}, under the navigation bar
/// let pages = scene["onboarding", as: FixturePageController.self]
/// pages.beginInteractiveTurn(.forward)?.finish()  // "finish" is shown
/// ```
public struct Page: HierarchyDeclaration {
  public let node: HierarchyNode

  /// Declares a page view controller (``FixturePageController``, its own data source) and its
  /// pages.
  ///
  /// - Parameters:
  ///   - name: The page view controller's name.
  ///   - frame: The frame of its view in its parent's view; `nil` fills the parent.
  ///   - navigationOrientation: The way pages turn; horizontal by default.
  ///   - interPageSpacing: The points between two pages during a turn; 0 by default.
  ///   - index: The page shown first; 0 by default.
  ///   - configure: Sets anything else (the delegate) before the first page is set.
  ///   - pages: The pages, in order. Only the one shown is a child; the others are made
  ///     (and found by name) but join the page view controller when a turn shows them.
  /// - Precondition: The block declares at least one page, and `index` is one of them.
  public init(
    _ name: String, frame: Rect? = nil,
    navigationOrientation: PageViewController.NavigationOrientation = .horizontal,
    interPageSpacing: Double = 0, index: Int = 0,
    configure: @escaping (PageViewController) -> Void = { _ in },
    @HierarchyBuilder pages: () -> [HierarchyNode]
  ) {
    node = .page(
      name, frame: frame, navigationOrientation: navigationOrientation,
      interPageSpacing: interPageSpacing, index: index, configure: configure, pages: pages)
  }
}
