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
  // Only read or assigned whole (never inout), so no two accesses can overlap: unchecked.
  @exclusivity(unchecked) public var size: Double {
    didSet { if oldValue != size { superview?.setNeedsLayout() } }
  }

  /// Whether it stays inside the safe area (only `size` thick, at the inner side of its band)
  /// rather than filling its band to the edge, as a tab bar does; `false` by default.
  // Only read or assigned whole (never inout), so no two accesses can overlap: unchecked.
  @exclusivity(unchecked) public var insideSafeArea: Bool {
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
  // Only read or assigned whole (the edits below build a new array), so no two accesses
  // can overlap: the dynamic checks are off, which the layout reads on every pass.
  @exclusivity(unchecked) public private(set) final var chromeViews: [ChromeView] = []

  /// The content controller, whose view fills the container.
  public final var content: ViewController? {
    get { contentController }
    set {
      let old = contentController
      contentController = newValue
      replaceContent(old: old)
    }
  }

  // Only read or assigned whole: no two accesses can overlap.
  @exclusivity(unchecked) private final var contentController: ViewController?

  /// The regions the visible chrome covers, kept between layouts so that a layout allocates
  /// nothing. Only read or assigned whole (the layout moves it out for its walk): no two
  /// accesses can overlap, so the dynamic checks are off.
  @exclusivity(unchecked) private final var coveringScratch: [ChromeRegion] = []

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
    // Taken out, changed and assigned back (the list is only ever read or assigned whole):
    // one array grown in place, not a one-element array and a concatenation. The first
    // chrome view's list is made whole (an exact one-element buffer), not grown from empty.
    var views = chromeViews
    chromeViews = []
    if views.isEmpty { views = [chrome] } else { views.append(chrome) }
    chromeViews = views
    if isViewLoaded {
      view.addSubview(chrome)
      view.setNeedsLayout()
    }
  }

  /// Removes a chrome view.
  public final func removeChrome(_ chrome: ChromeView) {
    chromeViews = chromeViews.filter { $0 !== chrome }
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
  ///
  /// One walk over the chrome views docks each visible one and notes the region it covers;
  /// nothing is allocated once the regions' storage has grown to the number of chrome views.
  /// A frame that is already right is not set again (the setter would only compare it).
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let view = viewIfLoaded else { return }
    let chromeViews = self.chromeViews
    let content = contentController
    let contentView = content?.viewIfLoaded
    let store = view.store
    let slot = view.slot
    let contentSlot = contentView?.slot(in: store) ?? -1
    // The scratch storage is moved out for the layout, so that no access to it overlaps the
    // chrome's frame setters.
    var covering = coveringScratch
    coveringScratch = []
    covering.emptyKeepingStorage()
    // One borrow of the store's node array (each read through a view finds the store): the
    // container's bounds and insets; whether the content's view is a subview (its node's
    // parent is this view's node in the same store: no view object made for the superview)
    // and whether its frame differs from the bounds; and, when there are at most 64 chrome
    // views, all in the same store (the usual case), the dock itself: which are visible
    // (`visible`, bit k for chrome view k) and which of those need a new frame (`stale`).
    // Nothing the dock reads changes while frames are set below: a frame setter runs no
    // callback that hides, shows or resizes a chrome view.
    var docked = chromeViews.count <= 64
    var visible: UInt64 = 0
    var stale: UInt64 = 0
    let (bounds, safeAreaInsets, hasContentView, contentIsStale) = store.nodes
      .withUnsafeBufferPointer { nodes -> (Rect, EdgeInsets, Bool, Bool) in
        let i = Int(slot)
        let bounds = Rect(origin: nodes[i].boundsOrigin, size: nodes[i].frame.size)
        let insets = nodes[i].outputs.safeAreaInsets
        let hasContentView = contentSlot >= 0 && nodes[Int(contentSlot)].parent == slot
        let contentIsStale = hasContentView && nodes[Int(contentSlot)].frame != bounds
        var dock = DockCursor(bounds: bounds, safeAreaInsets: insets)
        var k = 0
        while docked && k < chromeViews.count {
          let chrome = chromeViews[k]
          let c = Int(chrome.slot(in: store))
          guard c >= 0 else {
            docked = false
            break
          }
          if !nodes[c].flags.contains(.isHidden) {
            let edge = chrome.edge
            let frame = dock.take(
              edge: edge, size: chrome.size, insideSafeArea: chrome.insideSafeArea)
            covering.append(ChromeRegion(edge: edge, frame: frame))
            visible |= 1 << UInt64(k)
            if nodes[c].frame != frame { stale |= 1 << UInt64(k) }
          }
          k += 1
        }
        return (bounds, insets, hasContentView, contentIsStale)
      }
    if docked {
      // Each stale chrome view takes its region's frame (the regions are the visible ones').
      if stale != 0 {
        var region = 0
        for (k, chrome) in chromeViews.enumerated() where visible & (1 << UInt64(k)) != 0 {
          if stale & (1 << UInt64(k)) != 0 { chrome.frame = covering[region].frame }
          region += 1
        }
      }
    } else {
      // Chrome in another store, or more than 64: each one asked and set on its own.
      covering.emptyKeepingStorage()
      var dock = DockCursor(bounds: bounds, safeAreaInsets: safeAreaInsets)
      for chrome in chromeViews where !chrome.isHidden {
        let edge = chrome.edge
        let frame = dock.take(edge: edge, size: chrome.size, insideSafeArea: chrome.insideSafeArea)
        chrome.frame = frame
        covering.append(ChromeRegion(edge: edge, frame: frame))
      }
    }
    if hasContentView, let content, let contentView {
      if contentIsStale { contentView.frame = bounds }
      updateChromeSafeArea(
        of: content, frame: bounds, containerBounds: bounds,
        containerInsets: safeAreaInsets, coveredBy: covering)
    }
    coveringScratch = covering
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
    var dock = DockCursor(bounds: bounds, safeAreaInsets: safeAreaInsets)
    return items.map { item in
      item.isHidden
        ? .zero : dock.take(edge: item.edge, size: item.size, insideSafeArea: item.insideSafeArea)
    }
  }
}

/// The state of a dock layout between two chrome views: the rectangle still free and the
/// container's safe-area insets no chrome has absorbed yet.
private struct DockCursor {
  var remaining: Rect
  var uncovered: EdgeInsets

  init(bounds: Rect, safeAreaInsets: EdgeInsets) {
    remaining = bounds
    uncovered = safeAreaInsets
  }

  /// Docks one visible chrome view: its band is `size` plus the inset on its edge that no
  /// earlier chrome absorbed, across the remaining rectangle; returns its frame.
  mutating func take(edge: Edge, size: Double, insideSafeArea: Bool) -> Rect {
    let inset = uncovered[edge]
    uncovered[edge] = 0
    let band = size + inset
    switch edge {
    case .top:
      let bandRect = Rect(
        x: remaining.minX, y: remaining.minY, width: remaining.width, height: band)
      remaining.origin.y += band
      remaining.size.height -= band
      return insideSafeArea
        ? Rect(x: bandRect.minX, y: bandRect.maxY - size, width: bandRect.width, height: size)
        : bandRect
    case .bottom:
      let bandRect = Rect(
        x: remaining.minX, y: remaining.maxY - band, width: remaining.width, height: band)
      remaining.size.height -= band
      return insideSafeArea
        ? Rect(x: bandRect.minX, y: bandRect.minY, width: bandRect.width, height: size)
        : bandRect
    case .left:
      let bandRect = Rect(
        x: remaining.minX, y: remaining.minY, width: band, height: remaining.height)
      remaining.origin.x += band
      remaining.size.width -= band
      return insideSafeArea
        ? Rect(x: bandRect.maxX - size, y: bandRect.minY, width: size, height: bandRect.height)
        : bandRect
    case .right:
      let bandRect = Rect(
        x: remaining.maxX - band, y: remaining.minY, width: band, height: remaining.height)
      remaining.size.width -= band
      return insideSafeArea
        ? Rect(x: bandRect.minX, y: bandRect.minY, width: size, height: bandRect.height)
        : bandRect
    }
  }
}
