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
    // A view appears only once it is loaded: viewDidLoad comes before viewWillAppear.
    if isAppearing { loadViewIfNeeded() }
    guard let callback = appearance.begin(appearing: isAppearing) else {
      reportUnbalancedAppearance()
      return
    }
    lastAppearanceAnimated = animated
    if callback == .viewWillAppear {
      needsViewIsAppearing = true
      notifiedSafeAreaThisAppearance = false
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
    forwardAppearance { $0.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Tells the controller that the appearance transition it began is over.
  ///
  /// Makes `viewDidAppear(_:)` (after `viewIsAppearing(_:)` if layout has not delivered it) or
  /// `viewDidDisappear(_:)`; with no transition in progress, a diagnostic and no callback.
  ///
  /// Mirrors `UIViewController.endAppearanceTransition()`.
  public final func endAppearanceTransition() {
    if appearance.state == .appearing { deliverViewIsAppearing() }
    guard let callback = appearance.end() else {
      reportUnbalancedAppearance()
      return
    }
    let animated = lastAppearanceAnimated
    if callback == .viewDidAppear {
      emit(.viewDidAppear, animated: animated)
      viewDidAppear(animated)
    } else {
      emit(.viewDidDisappear, animated: animated)
      viewDidDisappear(animated)
    }
    forwardAppearance { $0.endAppearanceTransition() }
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

  /// Applies an appearance step to the children whose views are in this view's hierarchy,
  /// when this controller forwards automatically. A child for which the step would be
  /// unbalanced (already in, or already headed for, that state) is left alone: something
  /// else drove it, and forwarding must not invent an unbalanced call.
  private final func forwardAppearance(_ step: (ViewController) -> Void) {
    guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return }
    for child in children {
      guard let childView = child.viewIfLoaded, childView.isDescendant(of: view) else { continue }
      guard child.appearance.state != appearance.state else { continue }
      var probe = child.appearance
      let accepted: Bool
      switch appearance.state {
      case .appearing: accepted = probe.begin(appearing: true) != nil
      case .disappearing: accepted = probe.begin(appearing: false) != nil
      case .appeared, .disappeared: accepted = probe.end() != nil
      }
      if accepted { step(child) }
    }
  }

  private final func reportUnbalancedAppearance() {
    report(
      Diagnostic(
        severity: .warning, code: "unbalancedAppearanceTransition", subject: name,
        message: "Unbalanced calls to begin/end appearance transitions for <\(name)>."))
  }

  /// Calls `viewSafeAreaInsetsDidChange()` with its event.
  final func deliverViewSafeAreaInsetsDidChange(_ insets: EdgeInsets) {
    notifiedSafeAreaThisAppearance = true
    emit(.viewSafeAreaInsetsDidChange, insets: insets)
    viewSafeAreaInsetsDidChange()
  }
}
