/// A container that shows two or three columns side by side in a regular-width environment,
/// and collapses to one column in a compact-width one.
///
/// Mirrors `UISplitViewController` with a column style (iOS 14): `setViewController(_:for:)`
/// wraps each column's controller in a navigation controller unless it is one (Apple: "If you
/// set a child view controller that's not a navigation controller, the split view controller
/// creates a navigation controller for it"), so every column has its own navigation bar,
/// except the compact column, whose controller is never wrapped (UIKit's header);
/// `preferredDisplayMode` and `preferredSplitBehavior` resolve to ``displayMode`` and
/// ``splitBehavior`` (see <doc:SplitViews>); `show(_:)` and `hide(_:)` change the display
/// mode; a compact width collapses the split view to the compact column, or to one
/// navigation stack (the supplementary and secondary controllers pushed onto the primary
/// column's), and a regular width expands it again, with the delegate's hooks.
///
/// Each column is a child whose view has its own frame in the split view's view: its safe
/// area is what it inherits where it touches the split view's edges, so columns beside each
/// other, or over each other, add nothing to each other's insets. The primary column's view
/// reaches ``primaryColumnOffscreenBuffer`` points past its edge, off screen, and counts
/// that strip as covered: its safe area grows by it (F-07).
///
/// ```swift
/// let split = SplitViewController(style: .doubleColumn, name: "split")
/// split.setViewController(ViewController(name: "list"), for: .primary)
/// split.setViewController(ViewController(name: "detail"), for: .secondary)
/// // 11-inch iPad Pro, landscape: list column [0, 0, 320, 834], detail [320, 0, 874, 834]
/// ```
///
/// The primary and supplementary columns, and every controller in them, have a compact
/// horizontal size class; the secondary and compact columns keep the split view's traits.
open class SplitViewController: ViewController {
  /// The value that asks for UIKit's automatic width or fraction.
  ///
  /// Mirrors `UISplitViewController.automaticDimension`.
  public static let automaticDimension: Double = -1

  /// How far the primary column's view reaches past its edge, off screen; it shows as that
  /// much more safe-area inset on that edge (F-07 notes the report; the quote, "The primary
  /// column contains a 100-pt offscreen buffer which can be retrieved by calling view's
  /// safeAreaInsets.left", is from a question thread on the double-column style, iOS 16:
  /// Fidelity, Split view controllers).
  public static let primaryColumnOffscreenBuffer: Double = 100

  /// A column's automatic width, and the automatic maximum of the primary column (F-07: the
  /// automatic maximum is 320 points; Apple's `maximumPrimaryColumnWidth` and useyourloaf.com,
  /// Fidelity, Split view controllers); the supplementary column takes the same (a choice: no
  /// source found).
  public static let automaticColumnWidth: Double = 320

  /// Double or triple column.
  ///
  /// Mirrors `UISplitViewController.style`.
  public let style: Style

  /// The delegate, held weakly.
  ///
  /// Mirrors `UISplitViewController.delegate`.
  public weak var delegate: (any SplitViewControllerDelegate)?

  /// The display mode the app prefers; `.automatic` by default.
  ///
  /// Mirrors `UISplitViewController.preferredDisplayMode`.
  public final var preferredDisplayMode: DisplayMode = .automatic {
    didSet {
      requestedDisplayMode = nil
      updateArrangement()
    }
  }

  /// The split behaviour the app prefers; `.automatic` by default.
  ///
  /// Mirrors `UISplitViewController.preferredSplitBehavior`.
  public final var preferredSplitBehavior: SplitBehavior = .automatic {
    didSet { updateArrangement() }
  }

  /// The side the primary column is on; `.leading` by default.
  ///
  /// Mirrors `UISplitViewController.primaryEdge`.
  public final var primaryEdge: PrimaryEdge = .leading {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The primary column's preferred width in points, ahead of the fraction.
  ///
  /// Mirrors `UISplitViewController.preferredPrimaryColumnWidth`.
  public final var preferredPrimaryColumnWidth = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The primary column's preferred width as a fraction of the split view's width.
  ///
  /// Mirrors `UISplitViewController.preferredPrimaryColumnWidthFraction`.
  public final var preferredPrimaryColumnWidthFraction = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The primary column's minimum width; automatic: 0.
  ///
  /// Mirrors `UISplitViewController.minimumPrimaryColumnWidth`.
  public final var minimumPrimaryColumnWidth = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The primary column's maximum width; automatic: 320.
  ///
  /// Mirrors `UISplitViewController.maximumPrimaryColumnWidth`.
  public final var maximumPrimaryColumnWidth = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The supplementary column's preferred width in points, ahead of the fraction.
  ///
  /// Mirrors `UISplitViewController.preferredSupplementaryColumnWidth`.
  public final var preferredSupplementaryColumnWidth = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The supplementary column's preferred width as a fraction of the split view's width.
  ///
  /// Mirrors `UISplitViewController.preferredSupplementaryColumnWidthFraction`.
  public final var preferredSupplementaryColumnWidthFraction = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The supplementary column's minimum width; automatic: 0.
  ///
  /// Mirrors `UISplitViewController.minimumSupplementaryColumnWidth`.
  public final var minimumSupplementaryColumnWidth = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The supplementary column's maximum width; automatic: 320.
  ///
  /// Mirrors `UISplitViewController.maximumSupplementaryColumnWidth`.
  public final var maximumSupplementaryColumnWidth = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The controllers the app set, by column.
  final var columnControllers: [Column: ViewController] = [:]
  /// The children that hold the columns: navigation controllers (the app's own, or
  /// wrappers), and the compact column's controller itself, which UIKit does not wrap.
  final var columnChildren: [Column: ViewController] = [:]
  /// The arrangement in effect, once the split view first appeared.
  final var arrangement: Arrangement?
  /// A display mode set by `show(_:)` or `hide(_:)`, until the size or the preference changes.
  final var requestedDisplayMode: DisplayMode?
  /// While collapsed to one stack: how many controllers each column put on the primary's.
  final var collapsedStack: CollapsedStack?
  /// Whether the split view was ever expanded (the proposed top column then is the secondary).
  final var hasBeenExpanded = false
  /// During a size transition, the horizontal size class the split view will have.
  final var transitionSizeClass: SizeClass?

  /// Creates a split view controller with a column style.
  ///
  /// Mirrors `UISplitViewController.init(style:)`.
  public init(style: Style, name: String? = nil) {
    self.style = style
    super.init(name: name ?? "SplitViewController")
  }

  override func releaseControllersBelow() -> [ViewController] {
    let released = super.releaseControllersBelow() + Array(columnChildren.values)
    columnChildren.removeAll()
    columnControllers.removeAll()
    return released
  }

  // MARK: Columns

  /// Puts a controller in a column, wrapped in a navigation controller unless it is one or
  /// the column is the compact column.
  ///
  /// The compact column's controller is the column's child itself, whatever it is, as
  /// UIKit's header says of that column ("If the vc is not a UINavigationController, one will
  /// be created, except for UISplitViewControllerColumnCompact"): when the split view
  /// collapses it fills the split view with no navigation bar of the split view above it
  /// (a plain controller gets the window's top inset; a tab bar controller has its tab bar
  /// at the bottom: the WWDC20 "Build for iPad" pattern, a sidebar when regular, tabs when
  /// compact). A supplementary column in a double-column split view is ignored.
  ///
  /// - Precondition: The controller is not a split view controller, and a tab bar controller
  ///   goes only in the compact column: the model does not put one in a wrapping navigation
  ///   controller (see the Fidelity article, Split view controllers).
  /// - Note: UIKit accepts a tab bar controller in the primary, supplementary and secondary
  ///   columns too, wrapped in a navigation controller whose bar sits above the tabs; no
  ///   source gives the insets of that arrangement, so the model refuses it.
  /// - Mirrors `UISplitViewController.setViewController(_:for:)`.
  public final func setViewController(_ controller: ViewController?, for column: Column) {
    guard style == .tripleColumn || column != .supplementary else { return }
    if let controller {
      precondition(
        !(controller is SplitViewController),
        "<\(controller.name)> cannot be the \(column.rawValue) column of <\(name)>.")
      precondition(
        column == .compact || !(controller is TabBarController),
        "<\(controller.name)> is a tab bar controller: it can be the compact column of "
          + "<\(name)>, not its \(column.rawValue) column.")
    }
    let old = columnChildren[column]
    if let old {
      let isShowing = old.viewIfLoaded?.superview === viewIfLoaded && viewIfLoaded != nil
      if isShowing, old.appearanceState != .disappeared {
        old.beginAppearanceTransition(false, animated: false)
      }
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
      if old.appearanceState == .disappearing { old.endAppearanceTransition() }
    }
    columnControllers[column] = controller
    columnChildren[column] = controller.map { controller -> ViewController in
      if column == .compact { return controller }
      return (controller as? NavigationController)
        ?? NavigationController(
          rootViewController: controller, name: "\(name).\(column.rawValue)Navigation")
    }
    if let child = columnChildren[column] {
      addChild(child)
      child.didMove(toParent: self)
    }
    guard arrangement != nil else { return }
    arrangement = nil
    updateArrangement()
  }

  /// The controller the app put in a column (not its wrapping navigation controller).
  ///
  /// Mirrors `UISplitViewController.viewController(for:)`.
  public final func viewController(for column: Column) -> ViewController? {
    columnControllers[column]
  }

  /// The navigation controller that holds a column: the app's own, or the one the split
  /// view made around its controller; in the compact column, which is not wrapped, the
  /// app's own navigation controller or `nil`.
  public final func navigationController(for column: Column) -> NavigationController? {
    columnChildren[column] as? NavigationController
  }

  /// The sidebar columns are compact in width whatever the split view's width (a collapsed
  /// split view is compact anyway); the secondary and compact columns keep its traits.
  override func horizontalSizeClassOverride(forChild child: ViewController) -> SizeClass? {
    let sidebars = [columnChildren[.primary], columnChildren[.supplementary]]
    return sidebars.contains { $0 === child } ? .compact : nil
  }

  // MARK: State

  /// Whether the split view shows one column (compact width).
  ///
  /// Mirrors `UISplitViewController.isCollapsed`.
  public final var isCollapsed: Bool {
    arrangement?.isCollapsed ?? (traitCollection.horizontalSizeClass == .compact)
  }

  /// The display mode in effect (never `.automatic`).
  ///
  /// Mirrors `UISplitViewController.displayMode`.
  public final var displayMode: DisplayMode {
    arrangement?.displayMode ?? resolvedArrangement().displayMode
  }

  /// The split behaviour in effect (never `.automatic`).
  ///
  /// Mirrors `UISplitViewController.splitBehavior`.
  public final var splitBehavior: SplitBehavior {
    arrangement?.splitBehavior ?? resolvedArrangement().splitBehavior
  }

  // MARK: Appearance and layout

  /// The first arrangement is set when the split view begins to appear, and the columns it
  /// shows join the split view's view, so that they appear with it.
  override func installChildViewsForAppearance() {
    if arrangement == nil { establishArrangement() }
    guard let arrangement else { return }
    for column in visibleColumns(arrangement) { installColumn(column) }
  }

  /// A change of the horizontal size class collapses or expands the split view.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateArrangement()
  }

  /// A rotation or a resized window forgets the columns shown with `show(_:)` and `hide(_:)`
  /// and takes the arrangement of the new size alongside the change.
  open override func viewWillTransition(
    to size: Size, with coordinator: TransitionCoordinator
  ) {
    requestedDisplayMode = nil
    transitionSizeClass =
      inheritedHorizontalSizeClass ?? coordinator.targetSizeClasses?.horizontal
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: { [weak self] in
        self?.updateArrangement(size: size)
      },
      completion: { [weak self] in
        self?.transitionSizeClass = nil
      })
  }

  /// A size change reaches the columns shown.
  override var childrenHearingSizeTransitions: [ViewController] {
    guard let arrangement else { return [] }
    return visibleColumns(arrangement).compactMap { columnChildren[$0] }
  }

  /// A column's size for the split view's new size, in the arrangement the split view takes
  /// at that size and with the window's new size classes (a rotation may show or hide a
  /// sidebar: the secondary column is told the width it will have; a split view that will
  /// collapse tells its columns the whole size, one that will expand the columns' sizes); a
  /// sidebar that arrangement hides is told the size it has when shown. The primary column's
  /// size includes its off-screen buffer.
  open override func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    guard arrangement != nil,
      let column = columnChildren.first(where: { $0.value === container })?.key
    else { return parentSize }
    // `viewWillTransition(to:with:)` has already forgotten the columns shown with `show(_:)`
    // and kept the width class the window will have: the split view collapses or expands
    // when the new traits arrive, and its columns hear the sizes of the new arrangement.
    let target = resolvedArrangement(size: parentSize, horizontalSizeClass: transitionSizeClass)
    guard !target.isCollapsed else { return parentSize }
    let allShown = DisplayMode.showing(style == .tripleColumn ? 2 : 1, in: target.splitBehavior)
    guard
      let frame = layout(for: parentSize, displayMode: target.displayMode).frame(of: column)
        ?? layout(for: parentSize, displayMode: allShown).frame(of: column)
    else { return parentSize }
    let buffer = column == .primary ? SplitViewController.primaryColumnOffscreenBuffer : 0
    return Size(width: frame.width + buffer, height: frame.height)
  }

  /// Gives each shown column its frame; the primary column reaches past its edge by the
  /// off-screen buffer, which counts as covering it.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let arrangement else { return }
    let bounds = view.bounds
    if arrangement.isCollapsed {
      for column in visibleColumns(arrangement) where isShowing(column) {
        guard let child = columnChildren[column] else { continue }
        child.view.frame = bounds
        updateBarSafeArea(of: child, coveredBy: [])
      }
      return
    }
    let layout = layout(for: bounds.size, displayMode: arrangement.displayMode)
    let insets = view.safeAreaInsets
    let buffer = SplitViewController.primaryColumnOffscreenBuffer
    for column in [Column.secondary, .supplementary, .primary] where isShowing(column) {
      guard let navigation = columnChildren[column], var frame = layout.frame(of: column)
      else { continue }
      var covering: [ChromeRegion] = []
      if column == .primary {
        frame.size.width += buffer
        if isPrimaryOnRight {
          covering = [
            ChromeRegion(
              edge: .right,
              frame: Rect(
                x: bounds.maxX - insets.right, y: bounds.minY, width: buffer + insets.right,
                height: bounds.height))
          ]
        } else {
          frame.origin.x -= buffer
          covering = [
            ChromeRegion(
              edge: .left,
              frame: Rect(
                x: bounds.minX - buffer, y: bounds.minY, width: buffer + insets.left,
                height: bounds.height))
          ]
        }
      }
      navigation.view.frame = frame
      updateBarSafeArea(of: navigation, coveredBy: covering)
    }
  }
}
