/// A view a ``ChromeContainerController`` docks on one of its edges: a side panel, a bottom
/// player, a top banner.
public final class ChromeView: View {
  /// A reading-direction edge: leading is left in a left-to-right interface and right in a
  /// right-to-left one.
  public enum DirectionalEdge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
  }

  private enum Placement {
    case fixed(Edge)
    case directional(DirectionalEdge)
  }

  private let placement: Placement

  /// The edge it docks on now: a leading or trailing chrome view's side follows its
  /// container's layout direction.
  public var edge: Edge {
    switch placement {
    case .fixed(let edge): return edge
    case .directional(let edge):
      let isRightToLeft =
        (superview ?? self).effectiveUserInterfaceLayoutDirection == .rightToLeft
      switch edge {
      case .top: return .top
      case .bottom: return .bottom
      case .leading: return isRightToLeft ? .right : .left
      case .trailing: return isRightToLeft ? .left : .right
      }
    }
  }

  /// The edge it was made with, when it follows the reading direction.
  public var directionalEdge: DirectionalEdge? {
    if case .directional(let edge) = placement { return edge }
    return nil
  }

  /// Its thickness, not counting the part of the container's safe area it absorbs.
  public var size: Double {
    didSet { if oldValue != size { superview?.setNeedsLayout() } }
  }

  /// Whether it stays inside the safe area (only `size` thick, at the inner side of its band)
  /// rather than filling its band to the edge, as a tab bar does; `false` by default.
  public var insideSafeArea: Bool {
    didSet { if oldValue != insideSafeArea { superview?.setNeedsLayout() } }
  }

  /// Creates a chrome view.
  public init(name: String, edge: Edge, size: Double, insideSafeArea: Bool = false) {
    placement = .fixed(edge)
    self.size = size
    self.insideSafeArea = insideSafeArea
    super.init(name: name)
  }

  /// Creates a chrome view on a leading or trailing edge (or top or bottom), which follows the
  /// container's layout direction, as a side panel in a right-to-left interface moves right.
  public init(
    name: String, directionalEdge: DirectionalEdge, size: Double, insideSafeArea: Bool = false
  ) {
    placement = .directional(directionalEdge)
    self.size = size
    self.insideSafeArea = insideSafeArea
    super.init(name: name)
  }

  /// Shows or hides the chrome; hidden chrome takes no band.
  public func setHidden(_ hidden: Bool) {
    guard isHidden != hidden else { return }
    isHidden = hidden
    superview?.setNeedsLayout()
  }
}

/// A custom container with one content controller and chrome views docked on its edges.
///
/// The chrome is laid out dock-style, in order, from the container's bounds: each visible
/// chrome view takes a band off the remaining rectangle along its edge, `size` plus the part
/// of the container's safe-area inset on that edge that earlier chrome has not covered (so a
/// first bottom bar absorbs the home indicator and a second one above it does not), and spans
/// the remaining rectangle's length. The content fills the container; the part the chrome
/// covers beyond what the content inherits becomes the chrome share of its
/// `additionalSafeAreaInsets`, in the same layout pass (C-06, C-07): never the container's own
/// insets plus the chrome, which would count the status bar and home indicator twice.
///
/// ```swift
/// let shell = ChromeContainerController(content: ViewController(name: "content"), name: "shell")
/// shell.addChrome(ChromeView(name: "player", edge: .bottom, size: 50))
/// // iPhone X: player [0, 728, 375, 84]; content insets {top 44, bottom 84};
/// // content.additionalSafeAreaInsets {bottom 50}
/// ```
open class ChromeContainerController: ViewController {
  /// The chrome views, in docking order.
  public private(set) final var chromeViews: [ChromeView] = []

  /// The content controller, whose view fills the container.
  public final var content: ViewController? {
    get { contentController }
    set {
      let old = contentController
      contentController = newValue
      replaceContent(old: old)
    }
  }

  private var contentController: ViewController?

  override func releaseControllersBelow() -> [ViewController] {
    let released = super.releaseControllersBelow() + [contentController].compactMap { $0 }
    contentController = nil
    return released
  }

  /// Creates a container, optionally with its content.
  public init(content: ViewController? = nil, name: String? = nil) {
    super.init(name: name ?? "ChromeContainerController")
    self.content = content
  }

  /// Docks a chrome view after the existing ones.
  public final func addChrome(_ chrome: ChromeView) {
    chromeViews.append(chrome)
    if isViewLoaded {
      view.addSubview(chrome)
      view.setNeedsLayout()
    }
  }

  /// Removes a chrome view.
  public final func removeChrome(_ chrome: ChromeView) {
    chromeViews.removeAll { $0 === chrome }
    chrome.removeFromSuperview()
    viewIfLoaded?.setNeedsLayout()
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    for chrome in chromeViews { view.addSubview(chrome) }
  }

  /// The content's view joins the container's when the container begins to appear (as a
  /// navigation controller's top view does), so that a deep nesting of containers loads
  /// level by level, without recursion.
  override func installChildViewsForAppearance() {
    guard let content, content.viewIfLoaded?.superview !== viewIfLoaded else { return }
    installContent(content)
  }

  private final func installContent(_ content: ViewController) {
    content.view.frame = view.bounds
    view.insertSubview(content.view, at: 0)
    if content.isMovingToParent { content.didMove(toParent: self) }
    view.setNeedsLayout()
  }

  private final func replaceContent(old: ViewController?) {
    guard old !== content else { return }
    if let old {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    guard let content else { return }
    addChild(content)
    if isViewLoaded && (appearanceState == .appeared || appearanceState == .appearing) {
      installContent(content)
    }
  }

  /// Docks the chrome and gives the content its frame and chrome share.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let regions = ChromeContainerController.dock(
      chromeViews.map { ($0.edge, $0.size, $0.insideSafeArea, $0.isHidden) },
      in: view.bounds, safeAreaInsets: view.safeAreaInsets)
    for (chrome, frame) in zip(chromeViews, regions) where !chrome.isHidden {
      chrome.frame = frame
    }
    guard let content, content.viewIfLoaded?.superview === viewIfLoaded else { return }
    content.view.frame = view.bounds
    var covering: [ChromeRegion] = []
    for (chrome, frame) in zip(chromeViews, regions) where !chrome.isHidden {
      covering.append(ChromeRegion(edge: chrome.edge, frame: frame))
    }
    updateChromeSafeArea(of: content, coveredBy: covering)
  }

  /// The dock layout: each visible item's frame (hidden ones get a zero rectangle).
  ///
  /// - Parameters:
  ///   - items: Edge, size, whether it stays inside the safe area, and whether it is hidden.
  ///   - bounds: The container's bounds.
  ///   - safeAreaInsets: The container's safe-area insets.
  /// - Returns: One frame per item, in the container's coordinate space.
  public static func dock(
    _ items: [(edge: Edge, size: Double, insideSafeArea: Bool, isHidden: Bool)],
    in bounds: Rect, safeAreaInsets: EdgeInsets
  ) -> [Rect] {
    var remaining = bounds
    var uncovered = safeAreaInsets
    return items.map { item in
      guard !item.isHidden else { return .zero }
      let inset = uncovered[item.edge]
      uncovered[item.edge] = 0
      let band = item.size + inset
      let frame: Rect
      switch item.edge {
      case .top:
        let bandRect = Rect(
          x: remaining.minX, y: remaining.minY, width: remaining.width, height: band)
        frame =
          item.insideSafeArea
          ? Rect(
            x: bandRect.minX, y: bandRect.maxY - item.size, width: bandRect.width, height: item.size
          )
          : bandRect
        remaining.origin.y += band
        remaining.size.height -= band
      case .bottom:
        let bandRect = Rect(
          x: remaining.minX, y: remaining.maxY - band, width: remaining.width, height: band)
        frame =
          item.insideSafeArea
          ? Rect(x: bandRect.minX, y: bandRect.minY, width: bandRect.width, height: item.size)
          : bandRect
        remaining.size.height -= band
      case .left:
        let bandRect = Rect(
          x: remaining.minX, y: remaining.minY, width: band, height: remaining.height)
        frame =
          item.insideSafeArea
          ? Rect(
            x: bandRect.maxX - item.size, y: bandRect.minY, width: item.size,
            height: bandRect.height)
          : bandRect
        remaining.origin.x += band
        remaining.size.width -= band
      case .right:
        let bandRect = Rect(
          x: remaining.maxX - band, y: remaining.minY, width: band, height: remaining.height)
        frame =
          item.insideSafeArea
          ? Rect(x: bandRect.minX, y: bandRect.minY, width: item.size, height: bandRect.height)
          : bandRect
        remaining.size.width -= band
      }
      return frame
    }
  }
}
