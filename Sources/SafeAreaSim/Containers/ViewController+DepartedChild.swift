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
}
