/// An interactive pop in progress (the edge swipe), finished or cancelled by its owner.
///
/// The handle does nothing once its pop is over: finished or cancelled through it, ended by a
/// new stack change, or ended because its leaving or arriving controller was removed with
/// `removeFromParent()` (see ``NavigationController/beginInteractivePop()``).
public final class InteractivePopTransition {
  private weak var navigationController: NavigationController?
  private let transition: NavigationTransition

  init(navigationController: NavigationController, transition: NavigationTransition) {
    self.navigationController = navigationController
    self.transition = transition
  }

  /// The navigation controller, while this pop is the transition it is running.
  private var runningIn: NavigationController? {
    guard let nav = navigationController, nav.transition === transition else { return nil }
    return nav
  }

  /// Moves the leaving view across by `progress` (0 to 1) of the container's width.
  public func update(progress: Double) {
    guard let nav = runningIn, let from = transition.from else { return }
    transition.offset = Swift.min(Swift.max(progress, 0), 1) * (nav.viewIfLoaded?.bounds.width ?? 0)
    nav.layOutChild(from)
    nav.window?.settle()
  }

  /// Completes the pop: the same callbacks as a pop (D-10).
  public func finish() {
    runningIn?.finishInteractivePop(transition)
  }

  /// Cancels the pop: the revealed controller disappears again and the top one reappears
  /// (D-09); the top controller stays in the stack (`didMove(toParent:)` with the container).
  public func cancel() {
    runningIn?.cancelInteractivePop(transition)
  }
}
