/// A navigation transition in progress: the controller leaving, the one arriving, and how
/// far an interactive one has gone.
final class NavigationTransition {
  let from: ViewController?
  let to: ViewController
  let isInteractive: Bool
  /// The horizontal offset of the leaving controller's view during an interactive pop.
  var offset: Double = 0

  init(from: ViewController?, to: ViewController, isInteractive: Bool) {
    self.from = from
    self.to = to
    self.isInteractive = isInteractive
  }

  func offsets(_ child: ViewController) -> Bool { isInteractive && child === from }
}

extension NavigationController {
  /// Pushes a controller on the stack and shows it.
  ///
  /// Order (D-07): `willMove(toParent:)`, `viewDidLoad` (first time), the top controller's
  /// `viewWillDisappear`, the new one's `viewWillAppear`, `viewIsAppearing` after its layout,
  /// then when the transition ends `viewDidDisappear`, `viewDidAppear`, `didMove(toParent:)`.
  ///
  /// - Precondition: The controller is not in the stack already and is not a tab bar
  ///   controller: UIKit raises an exception for both (D-12).
  /// - Mirrors `UINavigationController.pushViewController(_:animated:)`.
  public final func pushViewController(_ controller: ViewController, animated: Bool) {
    precondition(
      !viewControllers.contains { $0 === controller },
      "Pushing the same view controller instance more than once is not supported "
        + "(<\(controller.name)> is already in the stack of <\(name)>).")
    precondition(
      !(controller is TabBarController),
      "Pushing a tab bar controller is not supported (<\(controller.name)> on <\(name)>).")
    finishTransitionNow()
    let from = topViewController
    addChild(controller)
    changeStack { $0.append(controller) }
    // The completion waits in `transitionFinisher`, so it gets the container as its
    // argument: a strong `self` would keep the container alive through its own property,
    // and a weak one would give it a side table (every retain and release of it would take
    // the runtime's slow path from then on).
    show(controller, replacing: from, animated: animated, direction: .forward) { container in
      // A controller removed directly before the push ended had its own
      // `didMove(toParent: nil)`.
      guard controller.parent === container else { return }
      controller.didMove(toParent: container)
    }
  }

  /// Pops the top controller and shows the one below.
  ///
  /// Order (D-08): `willMove(toParent: nil)`, `viewWillDisappear`, the revealed controller's
  /// `viewWillAppear`, then `viewDidDisappear`, `viewDidAppear`, `didMove(toParent: nil)`.
  /// With only the root on the stack, nothing happens and a `popIgnored` diagnostic is
  /// recorded (UIKit returns nil).
  ///
  /// - Returns: The popped controller, or `nil`.
  /// - Mirrors `UINavigationController.popViewController(animated:)`.
  @discardableResult
  public final func popViewController(animated: Bool) -> ViewController? {
    finishTransitionNow()
    guard viewControllers.count > 1, let from = topViewController else {
      reportPopIgnored()
      return nil
    }
    // `popToViewController(_:animated:)` with the controller below the top, without its list
    // of popped controllers: the top one leaves, as in D-08.
    let target = viewControllers[viewControllers.count - 2]
    from.willMove(toParent: nil)
    changeStack { $0.removeLast() }
    show(target, replacing: from, animated: animated, direction: .backward) { _ in
      from.removeFromParent()
    }
    return from
  }

  /// Pops every controller above the root.
  ///
  /// - Returns: The popped controllers, bottom first, or `nil` when only the root was there.
  /// - Mirrors `UINavigationController.popToRootViewController(animated:)`.
  @discardableResult
  public final func popToRootViewController(animated: Bool) -> [ViewController]? {
    finishTransitionNow()
    guard let root = viewControllers.first, viewControllers.count > 1 else {
      reportPopIgnored()
      return nil
    }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `controller`.
  ///
  /// The intermediate controllers leave without appearance callbacks; the top one
  /// disappears as in a pop.
  ///
  /// - Returns: The popped controllers, bottom first, or `nil` when `controller` is not in
  ///   the stack or is already on top.
  /// - Mirrors `UINavigationController.popToViewController(_:animated:)`.
  @discardableResult
  public final func popToViewController(
    _ controller: ViewController, animated: Bool
  )
    -> [ViewController]?
  {
    finishTransitionNow()
    guard let index = viewControllers.firstIndex(where: { $0 === controller }),
      index < viewControllers.count - 1, let from = topViewController
    else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    for leaving in popped { leaving.willMove(toParent: nil) }
    changeStack { $0.removeSubrange((index + 1)...) }
    for leaving in popped.dropLast() {
      leaving.viewIfLoaded?.removeFromSuperview()
      leaving.removeFromParent()
    }
    show(controller, replacing: from, animated: animated, direction: .backward) { _ in
      from.removeFromParent()
    }
    return popped
  }

  /// Replaces the stack.
  ///
  /// Controllers no longer in the stack leave it (`willMove(toParent: nil)`,
  /// `didMove(toParent: nil)`); new ones join it. When the top changes, the new top appears
  /// as in a push, or as in a pop when it was already in the stack (D-12).
  ///
  /// - Precondition: No controller appears twice, and none is a tab bar controller.
  /// - Mirrors `UINavigationController.setViewControllers(_:animated:)`.
  public final func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    finishTransitionNow()
    for (index, controller) in controllers.enumerated() {
      precondition(
        !controllers[..<index].contains { $0 === controller },
        "<\(controller.name)> appears more than once in the stack given to <\(name)>.")
      precondition(
        !(controller is TabBarController),
        "Pushing a tab bar controller is not supported (<\(controller.name)> on <\(name)>).")
    }
    let old = viewControllers
    let oldTop = old.last
    let newTop = controllers.last
    let leaving = old.filter { item in !controllers.contains { $0 === item } }
    let joining = controllers.filter { item in !old.contains { $0 === item } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in joining { addChild(controller) }
    stack = controllers
    for controller in leaving where controller !== oldTop {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    // Given the container, not capturing it (see `pushViewController(_:animated:)`).
    let finishMembership = { (container: NavigationController) in
      if let oldTop, leaving.contains(where: { $0 === oldTop }) { oldTop.removeFromParent() }
      for controller in joining where controller.parent === container {
        controller.didMove(toParent: container)
      }
    }
    guard let newTop, newTop !== oldTop else {
      finishMembership(self)
      return
    }
    let wasInStack = old.contains { $0 === newTop }
    show(
      newTop, replacing: oldTop, animated: animated,
      direction: wasInStack ? .backward : .forward, completion: finishMembership)
  }

  /// Takes a controller that left through `removeFromParent()` out of the stack, and shows the
  /// controller it exposed when it was the top one.
  ///
  /// UIKit's `viewControllers` is the container's `children`, so a child removed directly is
  /// no longer in the stack. The leaving controller's view, if the app left it in place, is
  /// taken out with a balanced disappearance. The exposed controller appears without
  /// animation (`viewWillAppear`, `viewIsAppearing`, `viewDidAppear`) when the container is
  /// on screen; the bars and the frames follow the new top in the same layout pass. A middle
  /// controller leaves with no appearance callback. A running animated transition ends first;
  /// a controller it was bringing in disappears without having appeared, and gets no
  /// `didMove(toParent:)` with this container. An interactive pop the controller takes part
  /// in ends first too (see `endInteractivePop(involving:)`).
  final func removeFromStack(_ child: ViewController) {
    guard viewControllers.contains(where: { $0 === child }) else { return }
    endInteractivePop(involving: child)
    finishTransitionNow()
    guard let index = viewControllers.firstIndex(where: { $0 === child }) else { return }
    let wasTop = index == viewControllers.count - 1
    changeStack { _ = $0.remove(at: index) }
    takeOutView(ofDeparted: child)
    // The toolbar, and a tab bar around this controller, follow the new stack.
    viewIfLoaded?.setNeedsLayout()
    parent?.viewIfLoaded?.setNeedsLayout()
    showExposed(wasTop ? topViewController : nil, isOnScreen: isOnScreen) { install($0) }
  }

  /// Ends an interactive pop whose leaving or arriving controller is being removed directly.
  ///
  /// Removing the leaving controller finishes the pop: its outcome, that controller gone and
  /// the one below on top, is the removal's. Removing the arriving controller cancels the pop:
  /// the leaving controller reappears and stays on top. The app's handle then does nothing.
  private final func endInteractivePop(involving child: ViewController) {
    guard let transition, transition.isInteractive else { return }
    if transition.from === child {
      finishInteractivePop(transition)
    } else if transition.to === child {
      cancelInteractivePop(transition)
    }
  }

  /// Begins an interactive pop (the edge swipe): the top controller starts to disappear and
  /// the one below to appear (D-09, D-10). Finish or cancel it with the returned handle.
  ///
  /// Removing the leaving controller with `removeFromParent()` meanwhile finishes the pop;
  /// removing the controller below it cancels the pop. Either way the handle then does nothing.
  ///
  /// - Returns: The transition, or `nil` with only the root on the stack.
  public final func beginInteractivePop() -> InteractivePopTransition? {
    finishTransitionNow()
    guard viewControllers.count > 1, let from = topViewController else {
      reportPopIgnored()
      return nil
    }
    let to = viewControllers[viewControllers.count - 2]
    from.willMove(toParent: nil)
    let transition = NavigationTransition(from: from, to: to, isInteractive: true)
    self.transition = transition
    _ = to.view
    if isOnScreen {
      from.beginAppearanceTransition(false, animated: true)
      to.beginAppearanceTransition(true, animated: true)
    }
    install(to, below: from)
    window?.settle()
    return InteractivePopTransition(navigationController: self, transition: transition)
  }

  /// Completes the interactive pop `transition` when it is still the running one (D-10).
  final func finishInteractivePop(_ transition: NavigationTransition) {
    guard self.transition === transition, let from = transition.from else { return }
    self.transition = nil
    changeStack { $0.removeAll { $0 === from } }
    from.viewIfLoaded?.removeFromSuperview()
    if from.appearanceState == .disappearing { from.endAppearanceTransition() }
    if transition.to.appearanceState == .appearing { transition.to.endAppearanceTransition() }
    from.removeFromParent()
    window?.settle()
  }

  /// Cancels the interactive pop `transition` when it is still the running one (D-09).
  final func cancelInteractivePop(_ transition: NavigationTransition) {
    guard self.transition === transition, let from = transition.from else { return }
    let to = transition.to
    if to.appearanceState == .appearing {
      to.beginAppearanceTransition(false, animated: true)
      to.endAppearanceTransition()
    }
    transition.offset = 0
    if from.appearanceState == .disappearing {
      from.beginAppearanceTransition(true, animated: true)
      from.endAppearanceTransition()
    }
    self.transition = nil
    to.viewIfLoaded?.removeFromSuperview()
    layOutChild(from)
    if from.parent === self { from.didMove(toParent: self) }
    window?.settle()
  }

  enum Direction { case forward, backward }

  /// Shows `to` in place of `from`, with appearance callbacks when on screen, and runs
  /// `completion` when the transition ends (at once when not animated or off screen).
  private final func show(
    _ to: ViewController, replacing from: ViewController?, animated: Bool,
    direction: Direction, completion: @escaping (NavigationController) -> Void
  ) {
    guard isViewLoaded, isOnScreen else {
      // Off screen: the views swap without appearance callbacks.
      if isViewLoaded {
        from?.viewIfLoaded?.removeFromSuperview()
        install(to)
      }
      completion(self)
      return
    }
    _ = to.view  // viewDidLoad before the appearance callbacks (D-07)
    // A tab bar controller around this one hides its bar for a top controller that asks.
    parent?.viewIfLoaded?.setNeedsLayout()
    let transition = NavigationTransition(from: from, to: to, isInteractive: false)
    self.transition = transition
    from?.beginAppearanceTransition(false, animated: animated)
    to.beginAppearanceTransition(true, animated: animated)
    install(to, below: direction == .backward ? from : nil)
    window?.settle()
    guard animated, let window else {
      // Ends at once: no finisher to keep (nor a closure to make).
      finishShow(transition, from: from, to: to, completion: completion)
      return
    }
    let finish: () -> Void = { [weak self] in
      self?.finishShow(transition, from: from, to: to, completion: completion)
    }
    transitionFinisher = finish
    window.scheduler.schedule(after: TransitionDuration.navigation, finish)
  }

  /// Ends the transition `show` began, when it is still the running one: the leaving view
  /// goes, the appearance transitions end, then `completion`.
  private final func finishShow(
    _ transition: NavigationTransition, from: ViewController?, to: ViewController,
    completion: (NavigationController) -> Void
  ) {
    guard self.transition === transition else { return }
    self.transition = nil
    // A finisher kept after it ran would keep `from`, `to` and the completion alive.
    transitionFinisher = nil
    from?.viewIfLoaded?.removeFromSuperview()
    from?.endAppearanceTransition()
    if to.parent === self {
      to.endAppearanceTransition()
    } else {
      // Removed directly while arriving: its view left with it, so it never appeared.
      cancelAppearance(ofDeparted: to)
    }
    completion(self)
    window?.settle()
  }

  /// Ends a running animated transition at once, so that a new stack change starts from a
  /// settled stack (UIKit queues or completes it as well).
  private final func finishTransitionNow() {
    guard transition != nil, let finish = transitionFinisher else { return }
    transitionFinisher = nil
    finish()
  }

  private final func reportPopIgnored() {
    report(
      Diagnostic(
        severity: .warning, code: "popIgnored", subject: name,
        message: viewControllers.isEmpty
          ? "<\(name)> has no view controllers: nothing to pop."
          : "<\(name)> has only its root view controller: nothing to pop."))
  }
}
