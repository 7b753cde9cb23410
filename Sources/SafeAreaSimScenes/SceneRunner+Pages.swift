import SafeAreaSim

extension SceneRunner {
  /// The page controller with an id, or a failure at `path`.
  func pageController(_ id: String, at path: String) throws(SceneError) -> ScenePageController {
    guard let pages = pageControllers[id] else {
      throw fail(path, "'\(id)' is not a page view controller.")
    }
    return pages
  }

  /// Shows the page at `index` with `setViewControllers(_:direction:animated:completion:)`.
  func setPage(
    _ index: Int, direction: PageViewController.NavigationDirection, on id: String,
    _ action: ActionSpec
  ) throws(SceneError) {
    let pages = try pageController(id, at: action.path("on"))
    guard pages.pages.indices.contains(index) else {
      throw fail(
        action.path("index"),
        "Index \(index) is out of range: '\(id)' has \(pages.pages.count) "
          + "\(pages.pages.count == 1 ? "page" : "pages").")
    }
    pages.setViewControllers([pages.pages[index]], direction: direction, animated: action.animated)
  }

  /// Drags a turn to the next or previous page, 70% of the way to finish it or 30% to cancel
  /// it. With no page that way UIKit's scroll view bounces: nothing happens and
  /// the step has a `pageTurnIgnored` diagnostic.
  func turnPage(
    _ direction: PageViewController.NavigationDirection, finish: Bool, on id: String,
    _ action: ActionSpec
  ) throws(SceneError) {
    let pages = try pageController(id, at: action.path("on"))
    guard let turn = pages.beginInteractiveTurn(direction) else {
      extraDiagnostics.append(
        Diagnostic(
          severity: .warning, code: "pageTurnIgnored", subject: id,
          message: "<\(id)> has no page \(direction == .forward ? "after" : "before") the one "
            + "shown: the turn bounces back."))
      return
    }
    turn.update(progress: finish ? 0.7 : 0.3)
    if finish { turn.finish() } else { turn.cancel() }
  }
}
