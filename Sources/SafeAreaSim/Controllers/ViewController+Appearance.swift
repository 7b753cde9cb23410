extension ViewController {
  /// Where the controller is in its appearance cycle.
  public final var appearanceState: AppearanceState { appearance.state }

  /// Tells the controller that its view is about to appear (`true`) or disappear.
  ///
  /// Makes `viewWillAppear(_:)` or `viewWillDisappear(_:)`, or, for a call that does not fit
  /// the current state, an `unbalancedAppearanceTransition` diagnostic and no callback. A
  /// call reversing a transition in progress cancels it (D-09).
  ///
  /// Mirrors `UIViewController.beginAppearanceTransition(_:animated:)`.
  public final func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    // The transition reaches the children that forwarding covers, in preorder, with a
    // worklist rather than recursion: a deep hierarchy cannot overflow the stack.
    // This controller first, without a list: most have no child to forward to.
    guard beginOwnAppearanceTransition(isAppearing, animated: animated, reportsUnbalanced: true)
    else { return }
    var pending: [ViewController] = []
    appendChildrenToForward(to: &pending)
    while let controller = pending.popLast() {
      let began = controller.beginOwnAppearanceTransition(
        isAppearing, animated: animated, reportsUnbalanced: false)
      if began { controller.appendChildrenToForward(to: &pending) }
    }
  }

  /// The begin step on this controller alone; returns whether it was balanced.
  private final func beginOwnAppearanceTransition(
    _ isAppearing: Bool, animated: Bool, reportsUnbalanced: Bool
  ) -> Bool {
    // A view appears only once it is loaded: viewDidLoad comes before viewWillAppear.
    if isAppearing { loadViewIfNeeded() }
    guard let callback = appearance.begin(appearing: isAppearing) else {
      if reportsUnbalanced { reportUnbalancedAppearance() }
      return false
    }
    lastAppearanceAnimated = animated
    if callback == .viewWillAppear {
      needsViewIsAppearing = true
      notifiedSafeAreaThisAppearance = false
      reportedJumpThisAppearance = false
      laidOutThisAppearance = false
      emit(.viewWillAppear, animated: animated)
      viewWillAppear(animated)
      // The appearing view is laid out before it appears, which delivers viewIsAppearing.
      viewIfLoaded?.setNeedsLayout()
      installChildViewsForAppearance()
    } else {
      needsViewIsAppearing = false
      emit(.viewWillDisappear, animated: animated)
      viewWillDisappear(animated)
    }
    return true
  }

  /// Tells the controller that the appearance transition it began is over.
  ///
  /// Makes `viewDidAppear(_:)` (after `viewIsAppearing(_:)` if layout has not delivered it) or
  /// `viewDidDisappear(_:)`; with no transition in progress, a diagnostic and no callback.
  ///
  /// Mirrors `UIViewController.endAppearanceTransition()`.
  public final func endAppearanceTransition() {
    // This controller first, without a list: most have no child to forward to.
    guard endOwnAppearanceTransition(reportsUnbalanced: true) else { return }
    var pending: [ViewController] = []
    appendChildrenToForward(to: &pending)
    while let controller = pending.popLast() {
      let ended = controller.endOwnAppearanceTransition(reportsUnbalanced: false)
      if ended { controller.appendChildrenToForward(to: &pending) }
    }
  }

  private final func endOwnAppearanceTransition(reportsUnbalanced: Bool) -> Bool {
    if appearance.state == .appearing { deliverViewIsAppearing() }
    guard let callback = appearance.end() else {
      if reportsUnbalanced { reportUnbalancedAppearance() }
      return false
    }
    let animated = lastAppearanceAnimated
    if callback == .viewDidAppear {
      // What changes from here to the end of the turn makes the content jump
      // (`appearanceAfterDidAppear`).
      let window = self.window
      if let window {
        lastDidAppearTurn = window.turnSerial
        window.lastDidAppearTurn = window.turnSerial
        window.didAppearCallbackDepth += 1
      }
      emit(.viewDidAppear, animated: animated)
      viewDidAppear(animated)
      window?.didAppearCallbackDepth -= 1
    } else {
      emit(.viewDidDisappear, animated: animated)
      viewDidDisappear(animated)
    }
    return true
  }

  /// Called when the controller begins to appear, after its `viewWillAppear(_:)` and before
  /// the callback is forwarded: built-in containers put their visible child's view in place
  /// here, so that the child appears with them.
  /// Delivers `viewIsAppearing(_:)` once per appearance, preceded by
  /// `viewSafeAreaInsetsDidChange()` when the layout pass did not already deliver it during
  /// this appearance: UIKit "also calls this method immediately before your view appears
  /// onscreen" (C-15).
  final func deliverViewIsAppearing() {
    guard needsViewIsAppearing, appearance.state == .appearing else { return }
    needsViewIsAppearing = false
    if !notifiedSafeAreaThisAppearance, let view = viewIfLoaded {
      deliverViewSafeAreaInsetsDidChange(view.safeAreaInsets)
    }
    emit(.viewIsAppearing, animated: lastAppearanceAnimated)
    viewIsAppearing(lastAppearanceAnimated)
  }

  /// The children a step of this controller's transition is forwarded to: those whose views
  /// are in this view's hierarchy, when this controller forwards automatically, and for
  /// which the same step is balanced. A child already in, or headed for, the state was
  /// driven by something else, and forwarding must not invent an unbalanced call for it.
  ///
  /// Appends them to the worklist `pending` last first, so that popping it visits them in
  /// order: no list per controller.
  private final func appendChildrenToForward(to pending: inout [ViewController]) {
    guard !children.isEmpty, shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded
    else { return }
    let children = self.children
    let state = appearance.state
    for child in children.reversed() {
      guard let childView = child.viewIfLoaded, childView.isDescendant(of: view) else {
        continue
      }
      guard child.appearance.state != state else { continue }
      var probe = child.appearance
      let isBalanced: Bool
      switch state {
      case .appearing: isBalanced = probe.begin(appearing: true) != nil
      case .disappearing: isBalanced = probe.begin(appearing: false) != nil
      case .appeared, .disappeared: isBalanced = probe.end() != nil
      }
      if isBalanced { pending.append(child) }
    }
  }

  private final func reportUnbalancedAppearance() {
    report(
      Diagnostic(
        severity: .warning, code: "unbalancedAppearanceTransition", subject: name,
        message: "Unbalanced calls to begin/end appearance transitions for <\(name)>."))
  }

  /// Calls `viewSafeAreaInsetsDidChange()` with its event; `insets` is read only when the
  /// event may be heard.
  final func deliverViewSafeAreaInsetsDidChange(_ insets: @autoclosure () -> EdgeInsets) {
    notifiedSafeAreaThisAppearance = true
    if eventMayBeHeard { emit(.viewSafeAreaInsetsDidChange, insets: insets()) }
    viewSafeAreaInsetsDidChange()
  }
}
