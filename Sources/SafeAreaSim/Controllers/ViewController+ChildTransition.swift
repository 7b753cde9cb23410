extension ViewController {
  /// Replaces one child's view with another's, as a custom container does when it swaps
  /// content.
  ///
  /// Both controllers must already be children of this one (the container calls
  /// ``addChild(_:)`` for the new one first, and ``willMove(toParent:)`` with `nil` for the
  /// old one if it leaves; the containment calls stay the container's job). The method:
  ///
  /// 1. loads the new child's view;
  /// 2. while this controller is on screen and forwards appearance automatically, begins the
  ///    appearance transitions: the old child's `viewWillDisappear(_:)`, then the new child's
  ///    `viewWillAppear(_:)` (the order of a navigation push, D-07);
  /// 3. puts the new child's view in the old one's superview, just above it, keeping the
  ///    frame the container gave it;
  /// 4. runs `animations`, then a layout pass;
  /// 5. when the animation ends (`duration` seconds later on the window's clock, see
  ///    ``Window/advance(by:)``; at once when `duration` is zero or the controller has no
  ///    window): removes the old child's view, ends the appearance transitions
  ///    (`viewDidDisappear(_:)` of the old child, then `viewDidAppear(_:)` of the new one) and
  ///    calls `completion` with `true`.
  ///
  /// Off screen, or when this controller does not forward appearance automatically, the
  /// views are swapped with no appearance callback: the container makes them
  /// (``beginAppearanceTransition(_:animated:)``) as UIKit asks of it (D-16).
  ///
  /// ```swift
  /// addChild(next)
  /// current.willMove(toParent: nil)
  /// next.view.frame = view.bounds
  /// transition(from: current, to: next, duration: 0.3, options: [.transitionCrossDissolve],
  ///            animations: nil) { _ in
  ///   current.removeFromParent()
  ///   next.didMove(toParent: self)
  /// }
  /// ```
  ///
  /// - Note: The order of the two "will" calls relative to each other, the new view's place
  ///   just above the old one, and a zero-duration transition completing before the method
  ///   returns are this model's choices; no measured UIKit log fixes them.
  ///
  /// - Parameters:
  ///   - fromViewController: A child whose view is in a superview.
  ///   - toViewController: A child whose view is not in the view hierarchy.
  ///   - duration: The animation's length in seconds; zero changes the views at once.
  ///   - options: How UIKit would animate; no effect on the numbers.
  ///   - animations: Changes to make to the views (frames, for example), run once after the
  ///     new view is added.
  ///   - completion: Called with `true` when the transition has ended.
  /// - Precondition: Both controllers are children of this one, they differ, and the old
  ///   child's view is in a superview (UIKit raises an exception for the first).
  ///
  /// Mirrors `UIViewController.transition(from:to:duration:options:animations:completion:)`.
  public final func transition(
    from fromViewController: ViewController, to toViewController: ViewController,
    duration: Double, options: View.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let from = fromViewController
    let to = toViewController
    precondition(
      from.parent === self && to.parent === self,
      "Children view controllers <\(from.name)> and <\(to.name)> must have a common parent "
        + "view controller (<\(name)>) when calling transition(from:to:duration:options:"
        + "animations:completion:).")
    precondition(
      from !== to, "transition(from:to:) on <\(name)>: <\(from.name)> cannot replace itself.")
    precondition(
      duration >= 0 && duration.isFinite,
      "transition(from:to:) on <\(name)>: duration \(duration) is not a number of seconds.")
    guard let fromView = from.viewIfLoaded, let container = fromView.superview else {
      preconditionFailure(
        "transition(from:to:) on <\(name)>: the view of <\(from.name)> is in no superview, "
          + "so there is nowhere to put the view of <\(to.name)>.")
    }
    let toView = to.view
    let animated = duration > 0
    let window = view.window
    let drivesAppearance =
      window != nil && appearanceState == .appeared && shouldAutomaticallyForwardAppearanceMethods
    if drivesAppearance {
      from.beginAppearanceTransition(false, animated: animated)
      to.beginAppearanceTransition(true, animated: animated)
    }
    let index = container.subviews.firstIndex { $0 === fromView }.map { $0 + 1 }
    container.insertSubview(toView, at: index ?? container.subviews.count)
    animations?()
    window?.settle()
    let finish = { [weak self] in
      fromView.removeFromSuperview()
      if drivesAppearance {
        from.endAppearanceTransition()
        to.endAppearanceTransition()
      }
      completion?(true)
      self?.view.window?.settle()
    }
    if animated, let window {
      window.scheduler.schedule(after: duration, finish)
    } else {
      finish()
    }
  }
}
