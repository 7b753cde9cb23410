extension ViewController {
  /// Takes the view of a child that left through `removeFromParent()` out of this
  /// controller's view, when the app left it there, with a balanced disappearance.
  ///
  /// A built-in container owns the views of its hierarchy: once a child is no longer in its
  /// list, its view must not stay on screen. The child has no parent any more, so the view's
  /// removal no longer forwards the appearance callbacks: they are made here, so that the
  /// child ends `disappeared` and a later push or selection of it is balanced.
  final func takeOutView(ofDeparted child: ViewController) {
    guard let childView = child.viewIfLoaded, let view = viewIfLoaded,
      childView.superview === view
    else { return }
    if child.appearanceState == .appeared || child.appearanceState == .appearing {
      child.beginAppearanceTransition(false, animated: false)
    }
    childView.removeFromSuperview()
    if child.appearanceState == .disappearing { child.endAppearanceTransition() }
  }

  /// Ends the appearance of a child that left through `removeFromParent()` while a transition
  /// was bringing it in: it disappears at once, without having appeared.
  final func cancelAppearance(ofDeparted child: ViewController) {
    guard child.appearanceState == .appearing else { return }
    child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
  }

  /// Shows the child a directly removed child exposed (the new top of a stack, the newly
  /// selected tab), then settles the window.
  ///
  /// The child appears without animation (`viewWillAppear`, `viewIsAppearing`,
  /// `viewDidAppear`) when this controller is on screen and the child was not showing;
  /// otherwise its view is only put in place. While this controller is still appearing, its
  /// own end of the transition reaches the child instead. With no child to show, or no view
  /// loaded, the window only settles.
  ///
  /// - Parameters:
  ///   - child: The exposed child, or `nil` when the removal exposed none.
  ///   - isOnScreen: Whether this container is on screen.
  ///   - install: Puts the child's view in this controller's view.
  final func showExposed(
    _ child: ViewController?, isOnScreen: Bool, install: (ViewController) -> Void
  ) {
    guard let child, isViewLoaded else {
      window?.settle()
      return
    }
    guard isOnScreen, child.appearanceState == .disappeared else {
      install(child)
      window?.settle()
      return
    }
    _ = child.view  // viewDidLoad before the appearance callbacks
    child.beginAppearanceTransition(true, animated: false)
    install(child)
    window?.settle()
    if appearanceState == .appeared, child.appearanceState == .appearing {
      child.endAppearanceTransition()
    }
  }
}
