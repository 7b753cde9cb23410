extension NavigationController {
  /// Whether the bar shows a large title now: it prefers large titles and the top item's
  /// mode, followed down the stack through `.automatic` items, is not `.never` (B-04).
  ///
  /// Mirrors how `UINavigationBar` resolves `UINavigationItem.largeTitleDisplayMode`.
  ///
  /// A large title that scrolling collapsed does not show (see ``hidesBarsOnSwipe`` and
  /// `ScrollView.contentOffset`).
  public final var showsLargeTitle: Bool {
    prefersLargeTitleForTopItem && !scrollState.collapses(largeTitleOf: topViewController)
  }

  /// Whether the bar shows the top item's search bar now: the item has a search controller
  /// and scrolling did not hide it (``NavigationItem/hidesSearchBarWhenScrolling``).
  public final var showsSearchBar: Bool {
    let top = topViewController
    return showsSearchBar(top: top, item: top?.navigationItemIfMade)
  }

  /// ``showsSearchBar`` for a top controller and item the caller has already looked up.
  final func showsSearchBar(top: ViewController?, item: NavigationItem?) -> Bool {
    guard let item, item.searchController != nil else { return false }
    return !(item.hidesSearchBarWhenScrolling && scrollState.collapses(searchBarOf: top))
  }

  /// The heights of the bar's rows: the bar itself (its title row, a prompt above it, a large
  /// title below it) and the search bar row at its bottom.
  ///
  /// The caller passes what it has already read of the window and the top item (the bar's
  /// layout reads them once per pass).
  func navigationBarRows(
    idiom: Idiom, sizeClasses: SizeClasses, showsSearchBar: Bool, prompt: String?
  )
    -> (bar: Double, search: Double)
  {
    var bar = BarMetrics.navigationBarHeight(
      idiom: idiom, sizeClasses: sizeClasses,
      prefersLargeTitles: showsLargeTitle, inSheetCard: isInSheetCard)
    if prompt != nil { bar += BarMetrics.promptHeight }
    return (bar, showsSearchBar ? BarMetrics.searchBarHeight : 0)
  }

  /// Whether the top item would show a large title, scrolling aside (B-04); never on Apple TV,
  /// where tvOS has no large titles (`prefersLargeTitles` is not available on tvOS).
  var prefersLargeTitleForTopItem: Bool {
    guard navigationBar.prefersLargeTitles, window?.barInputs.idiom != .tv else { return false }
    for controller in viewControllers.reversed() {
      switch controller.navigationItemIfMade?.largeTitleDisplayMode ?? .automatic {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The tab bar of a tab bar controller around this one, in this view's coordinates: a
  /// child that does not extend under the bottom edge stops at it (C-12; a view with
  /// `edgesForExtendedLayout = []` runs from the navigation bar's bottom to the tab bar's top).
  var enclosingTabBar: [ContainerBar] {
    guard let tabs = parent as? TabBarController, !tabs.tabBar.isHidden,
      tabs.placement == .bottom,
      let view = viewIfLoaded, view.superview === tabs.viewIfLoaded
    else { return [] }
    let frame = tabs.view.convert(tabs.tabBar.frame, to: view)
    return [ContainerBar(edge: .bottom, frame: frame, isTranslucent: tabs.tabBar.isTranslucent)]
  }
}

extension ViewController {
  /// The orientations of the controller at the end of a chain of built-in containers that
  /// forward the question (a tab bar controller to its selected navigation controller, that
  /// one to its top controller...), found by a loop, not by recursion, so that nesting of any
  /// depth is safe; `nil` without a controller.
  static func supportedOrientations(
    following start: ViewController?
  ) -> InterfaceOrientationMask? {
    guard var current = start else { return nil }
    while let next = current.orientationForwardingTarget { current = next }
    // The last one forwards nothing (an empty container answers with the default at once).
    return current.supportedInterfaceOrientations
  }
}
