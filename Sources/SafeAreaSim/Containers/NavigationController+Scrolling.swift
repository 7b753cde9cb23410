/// What scrolling a navigation controller's top controller collapsed or hid: its search bar,
/// its large title, and the bars hidden by a swipe; kept for one controller, the top one
/// when its content last scrolled.
struct NavigationScrollState {
  /// The controller whose content scrolled.
  weak var owner: ViewController?
  /// Whether the search bar is collapsed into the bar.
  var isSearchBarCollapsed = false
  /// Whether the large title is collapsed to the standard bar.
  var isLargeTitleCollapsed = false
  /// Whether a swipe hid the toolbar (shown again by the next downward swipe).
  var toolbarHiddenBySwipe = false

  func collapses(searchBarOf controller: ViewController?) -> Bool {
    controller != nil && owner === controller && isSearchBarCollapsed
  }

  func collapses(largeTitleOf controller: ViewController?) -> Bool {
    controller != nil && owner === controller && isLargeTitleCollapsed
  }
}

extension NavigationController {
  /// The top controller's content scrolled: the bars follow it as UIKit's do.
  ///
  /// - With ``hidesBarsOnSwipe``, scrolling the content up (a larger vertical offset) hides
  ///   the navigation bar and the toolbar; scrolling it down shows them again.
  /// - Scrolled past its top by the distance `d` (from the offset where the content's top
  ///   meets the fully expanded bar), the search bar row collapses first, then the large
  ///   title: each is collapsed when more than half of it has scrolled away, as UIKit snaps a
  ///   partly collapsed bar to the nearer state when the scrolling ends. Back at the top both
  ///   show again.
  func topContentDidScroll(_ child: ViewController, scrollView: ScrollView, from oldOffset: Point) {
    guard child === topViewController, transition == nil else { return }
    if scrollState.owner !== child { scrollState = NavigationScrollState(owner: child) }
    let y = scrollView.contentOffset.y
    if hidesBarsOnSwipe, y != oldOffset.y { swipeBars(hide: y > oldOffset.y) }
    let item = child.navigationItem
    let searchRow =
      item.searchController != nil && item.hidesSearchBarWhenScrolling
      ? BarMetrics.searchBarHeight : 0
    let largeRow = largeTitleRowHeight
    // The content's top meets the expanded bar at -(adjusted top + what is collapsed now),
    // when the scroll view's top inset follows the safe area.
    let collapsed =
      (scrollState.isSearchBarCollapsed ? searchRow : 0)
      + (scrollState.isLargeTitleCollapsed ? largeRow : 0)
    let followsSafeArea = scrollView.adjustedContentInset.top > scrollView.contentInset.top
    let restingY = -(scrollView.adjustedContentInset.top + (followsSafeArea ? collapsed : 0))
    let distance = y - restingY
    let wasCollapsed = (scrollState.isSearchBarCollapsed, scrollState.isLargeTitleCollapsed)
    scrollState.isSearchBarCollapsed = searchRow > 0 && distance > searchRow / 2
    scrollState.isLargeTitleCollapsed = largeRow > 0 && distance - searchRow > largeRow / 2
    if wasCollapsed != (scrollState.isSearchBarCollapsed, scrollState.isLargeTitleCollapsed) {
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// The height a large title adds to the bar now, scrolling aside: 52 where the vertical
  /// size class is regular (B-04), 0 without a large title.
  private var largeTitleRowHeight: Double {
    guard prefersLargeTitleForTopItem else { return 0 }
    let idiom = window?.barInputs.idiom ?? .phone
    let sizeClasses = traitCollection.sizeClasses
    return BarMetrics.navigationBarHeight(
      idiom: idiom, sizeClasses: sizeClasses, prefersLargeTitles: true,
      inSheetCard: isInSheetCard)
      - BarMetrics.navigationBarHeight(
        idiom: idiom, sizeClasses: sizeClasses, inSheetCard: isInSheetCard)
  }

  /// Hides or shows the bars for a swipe, as `hidesBarsOnSwipe` does: the navigation bar
  /// through ``setNavigationBarHidden(_:animated:)``, the toolbar only if it showed.
  private func swipeBars(hide: Bool) {
    if hide {
      if !toolbarHiddenByApp {
        scrollState.toolbarHiddenBySwipe = true
        setToolbarHidden(true, animated: true)
      }
      setNavigationBarHidden(true, animated: true)
    } else {
      setNavigationBarHidden(false, animated: true)
      if scrollState.toolbarHiddenBySwipe {
        scrollState.toolbarHiddenBySwipe = false
        setToolbarHidden(false, animated: true)
      }
    }
  }
}
