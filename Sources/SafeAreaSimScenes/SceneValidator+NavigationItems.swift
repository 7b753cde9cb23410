import SafeAreaSim

/// The checks of the navigation item extras and the `scroll` action (SCENE-FORMAT 1.1).
extension SceneValidator {
  /// Checks that only controllers inside a navigation controller give a `navigationItem`:
  /// the controllers of a `navigation`'s `viewControllers`, a `split`'s column controllers
  /// that are not navigation controllers, but the compact column's (the split view wraps
  /// the others in one), and those a `push` or `setViewControllers` action declares
  /// (`insideNavigation`).
  ///
  /// - Parameters:
  ///   - root: A controller and the controllers it declares.
  ///   - insideNavigation: Whether `root` itself joins a navigation stack.
  func navigationItems(of root: ControllerSpec, insideNavigation: Bool) {
    var pending = [(root, insideNavigation)]
    while let (spec, isInside) = pending.popLast() {
      if spec.navigationItem != nil, !isInside {
        log.problem(
          spec.path("navigationItem"),
          "'navigationItem' applies only to a controller inside a navigation controller: "
            + "'\(spec.id)' is not in a 'navigation' controller's 'viewControllers' "
            + "nor a 'split' column other than 'compact'.")
      }
      switch spec.kind {
      case .navigation:
        pending += spec.children.reversed().map { ($0, true) }
      case .split(let split):
        // The split view wraps each column's controller that is not a navigation controller
        // in one (`SPLIT.primaryNavigation`, ...): that controller joins a navigation stack.
        // The compact column's controller is not wrapped.
        pending += split.columns.reversed().map { column, child in
          if case .navigation = child.kind { return (child, false) }
          return (child, column != .compact)
        }
      default:
        pending += spec.children.reversed().map { ($0, false) }
      }
    }
  }

  /// Checks that a `scroll` action's id names a scroll view, or a controller (whose root view
  /// must be a scroll view when the action runs).
  ///
  /// - Returns: Whether it does.
  @discardableResult
  func scrollTarget(_ id: String, at path: String) -> Bool {
    guard let kind = settable(id, at: path) else { return false }
    switch kind {
    case .view(isScroll: true), .controller: return true
    default:
      log.problem(path, "'\(id)' is not a scroll view: it cannot scroll.")
      return false
    }
  }
}
