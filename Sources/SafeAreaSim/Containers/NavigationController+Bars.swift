extension NavigationController {
  /// Whether the bar shows a large title now: it prefers large titles and the top item's
  /// mode, followed down the stack through `.automatic` items, is not `.never` (B-04).
  ///
  /// Mirrors how `UINavigationBar` resolves `UINavigationItem.largeTitleDisplayMode`.
  public final var showsLargeTitle: Bool {
    guard navigationBar.prefersLargeTitles else { return false }
    for controller in viewControllers.reversed() {
      switch controller.navigationItem.largeTitleDisplayMode {
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
      let view = viewIfLoaded, view.superview === tabs.viewIfLoaded
    else { return [] }
    let frame = tabs.view.convert(tabs.tabBar.frame, to: view)
    return [ContainerBar(edge: .bottom, frame: frame, isTranslucent: tabs.tabBar.isTranslucent)]
  }
}
