/// A page turn in progress: the page leaving, the page arriving, which way, and for an
/// interactive turn how far it has gone.
final class PageTurn {
  let from: ViewController?
  let to: ViewController
  let direction: PageViewController.NavigationDirection
  let isInteractive: Bool
  /// How far an interactive turn has gone, 0 to 1; the frames follow it.
  var progress: Double = 0

  init(
    from: ViewController?, to: ViewController,
    direction: PageViewController.NavigationDirection, isInteractive: Bool
  ) {
    self.from = from
    self.to = to
    self.direction = direction
    self.isInteractive = isInteractive
  }
}

extension PageViewController {
  /// Shows a page.
  ///
  /// The page joins the container (`willMove(toParent:)`), loads, and, when the container is
  /// on screen, turns in with UIKit's scroll-style order (Fidelity: Pages): the new page's
  /// `viewWillAppear`, the old page's `viewWillDisappear`, the new page's `viewIsAppearing`
  /// and `viewDidAppear`, the old page's `viewDidDisappear`; then the new page's
  /// `didMove(toParent:)` and the old page leaves the container (`willMove(toParent: nil)`,
  /// `didMove(toParent: nil)`). An animated turn ends when the window's clock advances by
  /// ``TransitionDuration/pageTurn``. The delegate hears nothing: UIKit calls it for
  /// gesture-driven turns only. Giving the page already shown changes nothing.
  ///
  /// - Parameters:
  ///   - viewControllers: The page to show: exactly one controller.
  ///   - direction: Which way the turn goes.
  ///   - animated: Whether the turn animates.
  ///   - completion: Called with `true` when the turn ends.
  /// - Precondition: `viewControllers` holds exactly one controller, which is not a child of
  ///   another container (UIKit raises an exception for a count that does not match the
  ///   spine, and `UIViewControllerHierarchyInconsistency` for a page whose parent is another
  ///   controller).
  /// - Mirrors `UIPageViewController.setViewControllers(_:direction:animated:completion:)`.
  public final func setViewControllers(
    _ viewControllers: [ViewController], direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    precondition(
      viewControllers.count == 1,
      "The number of view controllers provided (\(viewControllers.count)) doesn't match the "
        + "number required (1) for the requested transition of <\(name)>.")
    let new = viewControllers[0]
    precondition(
      new.parent == nil || new.parent === self,
      "<\(name)> was given the page <\(new.name)>, which is a child of "
        + "<\(new.parent?.name ?? "")>.")
    finishTurnNow()
    let old = page
    guard new !== old else {
      completion?(true)
      return
    }
    addChild(new)
    page = new
    guard isViewLoaded, isOnScreen else {
      // Off screen: the pages swap without appearance callbacks.
      if let old { leave(old) }
      if isViewLoaded { install(new) }
      new.didMove(toParent: self)
      completion?(true)
      return
    }
    _ = new.view  // viewDidLoad before the appearance callbacks
    let turn = PageTurn(from: old, to: new, direction: direction, isInteractive: false)
    self.turn = turn
    new.beginAppearanceTransition(true, animated: animated)
    old?.beginAppearanceTransition(false, animated: animated)
    install(new)
    window?.settle()
    let finish = { [weak self] in
      guard let self, self.turn === turn else { return }
      self.turn = nil
      self.turnFinisher = nil
      if new.parent === self { new.endAppearanceTransition() }
      old?.viewIfLoaded?.removeFromSuperview()
      old?.endAppearanceTransition()
      if new.parent === self { new.didMove(toParent: self) }
      if let old { self.leave(old) }
      self.window?.settle()
      completion?(true)
    }
    turnFinisher = finish
    if animated, let window {
      window.scheduler.schedule(after: TransitionDuration.pageTurn, finish)
    } else {
      finish()
    }
  }

  /// Begins a turn the user drags (a swipe): the data source gives the page before or after
  /// the one shown, it joins the container, the delegate hears `willTransitionTo`, then the
  /// new page's `viewWillAppear` and the shown page's `viewWillDisappear` (Fidelity: Pages).
  /// Move it with ``InteractivePageTurn/update(progress:)``; end it with
  /// ``InteractivePageTurn/finish()`` or ``InteractivePageTurn/cancel()``.
  ///
  /// - Returns: The turn, or `nil` when the container is not on screen, shows no page, or the
  ///   data source has no page that way (UIKit's scroll view bounces and calls nothing).
  public final func beginInteractiveTurn(
    _ direction: NavigationDirection
  ) -> InteractivePageTurn? {
    finishTurnNow()
    guard isViewLoaded, isOnScreen, let from = page, let dataSource else { return nil }
    let neighbour =
      direction == .forward
      ? dataSource.pageViewController(self, viewControllerAfter: from)
      : dataSource.pageViewController(self, viewControllerBefore: from)
    guard let to = neighbour, to !== from else { return nil }
    precondition(
      to.parent == nil || to.parent === self,
      "The data source of <\(name)> returned <\(to.name)>, which is a child of "
        + "<\(to.parent?.name ?? "")>.")
    addChild(to)
    _ = to.view
    let turn = PageTurn(from: from, to: to, direction: direction, isInteractive: true)
    self.turn = turn
    delegate?.pageViewController(self, willTransitionTo: [to])
    to.beginAppearanceTransition(true, animated: true)
    from.beginAppearanceTransition(false, animated: true)
    install(to)
    window?.settle()
    return InteractivePageTurn(pageViewController: self, turn: turn)
  }

  /// Completes the interactive `turn` when it is still the running one: the new page's
  /// `viewDidAppear`, the old page's `viewDidDisappear`, the new page's
  /// `didMove(toParent:)`, the old page leaves, then the delegate hears
  /// `didFinishAnimating(true, previousViewControllers: [old], transitionCompleted: true)`.
  final func finishInteractiveTurn(_ turn: PageTurn) {
    guard self.turn === turn, turn.isInteractive else { return }
    self.turn = nil
    let to = turn.to
    page = to.parent === self ? to : nil
    if to.parent === self { layOutPage(to) }
    if to.appearanceState == .appearing { to.endAppearanceTransition() }
    if let from = turn.from {
      from.viewIfLoaded?.removeFromSuperview()
      if from.appearanceState == .disappearing { from.endAppearanceTransition() }
    }
    if to.parent === self { to.didMove(toParent: self) }
    if let from = turn.from { leave(from) }
    window?.settle()
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: turn.from.map { [$0] } ?? [],
      transitionCompleted: true)
  }

  /// Cancels the interactive `turn` when it is still the running one: the shown page's
  /// `viewWillAppear` and `viewDidAppear`, then the new page's `viewWillDisappear` and
  /// `viewDidDisappear` (Fidelity: Pages); the new page leaves the container, and the
  /// delegate hears
  /// `didFinishAnimating(true, previousViewControllers: [shown], transitionCompleted: false)`.
  final func cancelInteractiveTurn(_ turn: PageTurn) {
    guard self.turn === turn, turn.isInteractive else { return }
    let to = turn.to
    if let from = turn.from, from.appearanceState == .disappearing {
      from.beginAppearanceTransition(true, animated: true)
      from.endAppearanceTransition()
    }
    if to.appearanceState == .appearing {
      to.beginAppearanceTransition(false, animated: true)
      to.endAppearanceTransition()
    }
    self.turn = nil
    to.viewIfLoaded?.removeFromSuperview()
    if let from = turn.from, from.parent === self { layOutPage(from) }
    leave(to)
    window?.settle()
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: turn.from.map { [$0] } ?? [],
      transitionCompleted: false)
  }

  /// Ends the running turn because `child`, one of its pages, left through
  /// `removeFromParent()`: an incoming page cancels the turn, an outgoing one finishes it.
  final func endTurnForRemoval(of child: ViewController, turn: PageTurn) {
    if !turn.isInteractive {
      finishTurnNow()
    } else if child === turn.to {
      cancelInteractiveTurn(turn)
    } else {
      finishInteractiveTurn(turn)
    }
    takeOutView(ofDeparted: child)
    if page === child { page = nil }
    window?.settle()
  }

  /// Takes a page out of the container: its view, `willMove(toParent: nil)`,
  /// `removeFromParent()` (which makes `didMove(toParent: nil)`).
  private final func leave(_ child: ViewController) {
    guard child.parent === self else { return }
    child.willMove(toParent: nil)
    child.viewIfLoaded?.removeFromSuperview()
    child.removeFromParent()
  }

  /// Ends a running animated turn at once, so that a new turn starts from a settled state;
  /// an interactive turn in progress is finished.
  private final func finishTurnNow() {
    if let finish = turnFinisher {
      turnFinisher = nil
      finish()
    }
    if let turn, turn.isInteractive { finishInteractiveTurn(turn) }
  }
}
