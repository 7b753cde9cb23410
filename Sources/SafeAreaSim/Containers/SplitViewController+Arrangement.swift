extension SplitViewController {
  /// What the split view shows: collapsed or not, with its display mode and behaviour.
  struct Arrangement: Hashable {
    var isCollapsed: Bool
    var displayMode: DisplayMode
    var splitBehavior: SplitBehavior
  }

  /// While collapsed to one stack: how many of the primary stack's controllers came from each
  /// column, and the column on top.
  struct CollapsedStack: Hashable {
    var primaryCount: Int
    var supplementaryCount: Int
    var top: Column
  }

  /// The arrangement the split view should have at a size, from its traits and preferences.
  ///
  /// The behaviour: the preferred one; else the one a preferred mode implies (an "over" mode
  /// overlays, `twoBesideSecondary` tiles, `twoDisplaceSecondary` displaces); else, by the
  /// split view's shape, tile (double column) or displace (triple column) when it is wider
  /// than tall, and overlay otherwise. The mode: the preferred (or requested) number of
  /// sidebars in that behaviour (Apple's interpretation rule); automatic shows one sidebar
  /// beside the secondary column when the behaviour tiles or displaces, and none (secondary
  /// only) when it overlays. The automatic choices follow Mail and Settings on iPadOS; no
  /// measured source was found (see the Fidelity article).
  ///
  /// - Parameter horizontalSizeClass: The width class to decide collapsing with, in place of
  ///   the split view's own (its class after a size transition).
  final func resolvedArrangement(
    size: Size? = nil, horizontalSizeClass: SizeClass? = nil
  ) -> Arrangement {
    let size = size ?? viewIfLoaded?.bounds.size ?? window?.bounds.size ?? .zero
    let wanted = requestedDisplayMode ?? preferredDisplayMode
    let behavior: SplitBehavior
    if preferredSplitBehavior != .automatic {
      behavior = preferredSplitBehavior
    } else if let implied = wanted.impliedBehavior {
      behavior = implied
    } else if size.width > size.height {
      behavior = style == .tripleColumn ? .displace : .tile
    } else {
      behavior = .overlay
    }
    var count = wanted == .automatic ? (behavior == .overlay ? 0 : 1) : wanted.sidebarCount
    if style == .doubleColumn { count = Swift.min(count, 1) }
    return Arrangement(
      isCollapsed: (horizontalSizeClass ?? traitCollection.horizontalSizeClass) == .compact,
      displayMode: DisplayMode.showing(count, in: behavior), splitBehavior: behavior)
  }

  /// The columns an arrangement shows, bottom to top.
  final func visibleColumns(_ arrangement: Arrangement) -> [Column] {
    if arrangement.isCollapsed {
      if columnChildren[.compact] != nil { return [.compact] }
      return columnChildren[.primary] != nil ? [.primary] : [.secondary]
    }
    var columns: [Column] = [.secondary]
    switch (style, arrangement.displayMode.sidebarCount) {
    case (_, 0): break
    case (.doubleColumn, _): columns.append(.primary)
    case (.tripleColumn, 1): columns.append(.supplementary)
    case (.tripleColumn, _): columns += [.supplementary, .primary]
    }
    return columns.filter { columnChildren[$0] != nil }
  }

  /// Whether a column's view is in the split view's view now.
  public final func isShowing(_ column: Column) -> Bool {
    guard let view = viewIfLoaded, let child = columnChildren[column] else { return false }
    return child.viewIfLoaded?.superview === view
  }

  // MARK: Showing and hiding columns

  /// Shows a column: an expanded split view changes its display mode to include it; a
  /// collapsed one puts that column's controllers on top of its stack, unless it shows its
  /// compact column. A double-column split view ignores the supplementary column.
  ///
  /// Mirrors `UISplitViewController.show(_:)`.
  public final func show(_ column: Column) {
    changeColumn(column, show: true)
  }

  /// Hides a sidebar column of an expanded split view (the primary column, or the
  /// supplementary one with the primary); the secondary column cannot be hidden, and a
  /// collapsed split view ignores the call, as a double-column one ignores the supplementary
  /// column.
  ///
  /// Mirrors `UISplitViewController.hide(_:)`.
  public final func hide(_ column: Column) {
    changeColumn(column, show: false)
  }

  private final func changeColumn(_ column: Column, show: Bool) {
    // A double-column split view has no supplementary column: UIKit ignores it.
    if column == .supplementary, style == .doubleColumn { return }
    let current = arrangement ?? resolvedArrangement()
    if current.isCollapsed {
      guard show, arrangement != nil, columnChildren[.compact] == nil,
        column != .compact, collapsedStack?.top != column
      else { return }
      collapseToOneStack(top: column)
      return
    }
    var count = current.displayMode.sidebarCount
    let sidebars = style == .tripleColumn ? 2 : 1
    switch (column, show) {
    case (.primary, true): count = sidebars
    case (.supplementary, true): count = Swift.max(count, 1)
    case (.secondary, true):
      // The closest mode where the secondary column is fully on screen: no overlaying
      // sidebar, at most one displacing sidebar.
      switch current.splitBehavior {
      case .overlay: count = 0
      case .displace: count = Swift.min(count, 1)
      default: break
      }
    case (.primary, false): count = Swift.min(count, sidebars - 1)
    case (.supplementary, false): count = 0
    case (.secondary, false), (.compact, _): return
    }
    requestedDisplayMode = DisplayMode.showing(count, in: current.splitBehavior)
    // A programmatic change tells the delegate of the new display mode but not of each
    // column, as `splitViewController(_:willShow:)` and `(_:willHide:)` document.
    updateArrangement(notifyingColumns: false)
  }

  // MARK: Changing the arrangement

  /// Brings the split view to the arrangement its size, traits and preferences call for,
  /// with the callbacks of each change; does nothing before it first appears.
  ///
  /// - Parameter notifyingColumns: Whether the delegate hears `willShow`/`willHide` for each
  ///   column of an expanded split view; `false` for `show(_:)` and `hide(_:)`.
  final func updateArrangement(size: Size? = nil, notifyingColumns: Bool = true) {
    guard let current = arrangement, let view = viewIfLoaded else { return }
    var target = resolvedArrangement(size: size)
    view.setNeedsLayout()
    guard target != current else { return }
    switch (current.isCollapsed, target.isCollapsed) {
    case (false, true):
      // The leaving columns go, the stacks merge (off screen where the primary was hidden),
      // then the one column shows.
      let old = visibleColumns(current)
      let new = visibleColumns(target)
      swapColumns(hiding: old, showing: old.filter { new.contains($0) }, to: target)
      if columnChildren[.compact] == nil {
        let proposed: Column = .secondary
        collapseToOneStack(
          top: delegate?.splitViewController(
            self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed)
      }
      swapColumns(hiding: [], showing: new, to: target)
      delegate?.splitViewControllerDidCollapse(self)
    case (true, false):
      let proposed = target.displayMode
      let chosen =
        delegate?.splitViewController(
          self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
      if chosen != proposed, chosen != .automatic {
        requestedDisplayMode = chosen
        target = resolvedArrangement(size: size)
      }
      let old = visibleColumns(current)
      let new = visibleColumns(target)
      swapColumns(hiding: old, showing: old.filter { new.contains($0) }, to: target)
      restoreColumnStacks()
      swapColumns(hiding: [], showing: new, to: target)
      hasBeenExpanded = true
      delegate?.splitViewControllerDidExpand(self)
    case (false, false):
      if target.displayMode != current.displayMode {
        delegate?.splitViewController(self, willChangeTo: target.displayMode)
      }
      let old = visibleColumns(current)
      let new = visibleColumns(target)
      for column in old where notifyingColumns && !new.contains(column) {
        delegate?.splitViewController(self, willHide: column)
      }
      for column in new where notifyingColumns && !old.contains(column) {
        delegate?.splitViewController(self, willShow: column)
      }
      swapColumns(hiding: old, showing: new, to: target)
    case (true, true):
      arrangement = target
    }
  }

  /// Sets the first arrangement, when the split view begins to appear: a compact width
  /// collapses it at once (the delegate hears it; the proposed top column is the primary).
  final func establishArrangement() {
    let target = resolvedArrangement()
    arrangement = target
    if target.isCollapsed {
      if columnChildren[.compact] == nil {
        let proposed: Column = hasBeenExpanded ? .secondary : .primary
        collapseToOneStack(
          top: delegate?.splitViewController(
            self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed)
      }
      delegate?.splitViewControllerDidCollapse(self)
    } else {
      hasBeenExpanded = true
    }
  }

  /// Replaces the shown columns, as a tab switch does (D-11): the arriving columns begin to
  /// appear, then the leaving ones begin to disappear; the views change; the leaving ones
  /// end, then the arriving ones.
  private final func swapColumns(
    hiding old: [Column], showing new: [Column], to target: Arrangement
  ) {
    arrangement = target
    let leaving = old.filter { !new.contains($0) }.compactMap { columnChildren[$0] }
    let arriving = new.filter { !old.contains($0) }.compactMap { columnChildren[$0] }
    guard isViewLoaded else { return }
    let onScreen = isOnScreen
    if onScreen {
      for navigation in arriving where navigation.appearanceState == .disappeared {
        _ = navigation.view
        navigation.beginAppearanceTransition(true, animated: false)
      }
      for navigation in leaving where navigation.appearanceState == .appeared {
        navigation.beginAppearanceTransition(false, animated: false)
      }
    }
    for navigation in leaving { navigation.viewIfLoaded?.removeFromSuperview() }
    for column in new { installColumn(column) }
    guard onScreen else { return }
    window?.settle()
    for navigation in leaving where navigation.appearanceState == .disappearing {
      navigation.endAppearanceTransition()
    }
    if appearanceState == .appeared {
      for navigation in arriving where navigation.appearanceState == .appearing {
        navigation.endAppearanceTransition()
      }
    }
  }

  /// Puts a column's view in the split view's view, above the columns it must cover (the
  /// secondary at the bottom, then the supplementary, then the primary).
  final func installColumn(_ column: Column) {
    guard let view = viewIfLoaded, let child = columnChildren[column] else { return }
    let columnView = child.view
    guard columnView.superview !== view else { return }
    let order: [Column] = [.secondary, .supplementary, .primary, .compact]
    let rank = order.firstIndex(of: column) ?? 0
    let below = order.prefix(rank).compactMap { columnChildren[$0]?.viewIfLoaded }
    let index = view.subviews.filter { subview in below.contains { $0 === subview } }.count
    columnView.frame = view.bounds
    view.insertSubview(columnView, at: index)
    view.setNeedsLayout()
  }

  /// Collapses to one navigation stack: the primary column's, with the supplementary
  /// column's controllers pushed on it when `top` is the supplementary or secondary column,
  /// and the secondary column's when it is the secondary.
  final func collapseToOneStack(top: Column) {
    guard let primary = navigationController(for: .primary) else { return }
    var primaryStack = primary.viewControllers
    var supplementaryStack = navigationController(for: .supplementary)?.viewControllers ?? []
    var secondaryStack = navigationController(for: .secondary)?.viewControllers ?? []
    if let stack = collapsedStack {
      // Already collapsed: take the merged stack apart first.
      let merged = primaryStack
      primaryStack = Array(merged.prefix(stack.primaryCount))
      let rest = Array(merged.dropFirst(stack.primaryCount))
      switch stack.top {
      case .supplementary: supplementaryStack = rest
      case .secondary:
        supplementaryStack = Array(rest.prefix(stack.supplementaryCount))
        secondaryStack = Array(rest.dropFirst(stack.supplementaryCount))
      default: primaryStack += rest
      }
    }
    let takesSupplementary = top == .supplementary || top == .secondary
    let merged =
      primaryStack + (takesSupplementary ? supplementaryStack : [])
      + (top == .secondary ? secondaryStack : [])
    redistribute(
      primary: merged, supplementary: takesSupplementary ? [] : supplementaryStack,
      secondary: top == .secondary ? [] : secondaryStack)
    collapsedStack = CollapsedStack(
      primaryCount: primaryStack.count,
      supplementaryCount: takesSupplementary ? supplementaryStack.count : 0, top: top)
  }

  /// Gives each column its controllers back from the collapsed stack; controllers pushed
  /// while collapsed go to the column that was on top. A column whose controllers were all
  /// popped while collapsed gets its own controller back (`viewController(for:)`, which the
  /// split view keeps), so that an expanded split view never shows an empty column.
  final func restoreColumnStacks() {
    guard let stack = collapsedStack, let primary = navigationController(for: .primary) else { return }
    collapsedStack = nil
    let merged = primary.viewControllers
    let primaryStack = Array(merged.prefix(stack.primaryCount))
    let rest = Array(merged.dropFirst(stack.primaryCount))
    var supplementaryStack = navigationController(for: .supplementary)?.viewControllers ?? []
    var secondaryStack = navigationController(for: .secondary)?.viewControllers ?? []
    switch stack.top {
    case .supplementary: supplementaryStack = rest
    case .secondary:
      supplementaryStack = Array(rest.prefix(stack.supplementaryCount))
      secondaryStack = Array(rest.dropFirst(stack.supplementaryCount))
    default:
      redistribute(primary: merged, supplementary: supplementaryStack, secondary: secondaryStack)
      return
    }
    if supplementaryStack.isEmpty { supplementaryStack = poppedColumnController(.supplementary) }
    if secondaryStack.isEmpty { secondaryStack = poppedColumnController(.secondary) }
    redistribute(
      primary: primaryStack, supplementary: supplementaryStack, secondary: secondaryStack)
  }

  /// A column's own controller, when it was popped off the collapsed stack and is in no
  /// hierarchy now: the stack its wrapper gets back on expanding. Empty for a column the app
  /// gave its own navigation controller (its stack is the app's) and for a controller the
  /// app has put elsewhere since.
  private final func poppedColumnController(_ column: Column) -> [ViewController] {
    guard let controller = columnControllers[column], !(controller is NavigationController),
      controller.parent == nil, columnChildren[column] is NavigationController
    else { return [] }
    return [controller]
  }

  /// Moves controllers between the columns' navigation controllers: first out of the
  /// columns that give some to the primary, then the primary's new stack (a push or pop on
  /// screen, with its callbacks), then the other columns' new stacks.
  private final func redistribute(
    primary: [ViewController], supplementary: [ViewController], secondary: [ViewController]
  ) {
    let others: [(NavigationController?, [ViewController])] = [
      (navigationController(for: .supplementary), supplementary),
      (navigationController(for: .secondary), secondary),
    ]
    for (navigation, _) in others {
      guard let navigation else { continue }
      let kept = navigation.viewControllers.filter { item in !primary.contains { $0 === item } }
      if kept.count != navigation.viewControllers.count {
        navigation.setViewControllers(kept, animated: false)
      }
    }
    navigationController(for: .primary)?.setViewControllers(primary, animated: false)
    for (navigation, stack) in others {
      guard let navigation,
        navigation.viewControllers.map(ObjectIdentifier.init)
          != stack.map(ObjectIdentifier.init)
      else { continue }
      navigation.setViewControllers(stack, animated: false)
    }
  }

  final var isOnScreen: Bool {
    guard let view = viewIfLoaded, view.window != nil else { return false }
    return appearanceState == .appeared || appearanceState == .appearing
  }
}
