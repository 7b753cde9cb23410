/// A page turn the user drags, finished or cancelled by its owner.
///
/// The handle does nothing once its turn is over: finished or cancelled through it, ended by
/// a new ``PageViewController/setViewControllers(_:direction:animated:completion:)``, or ended
/// because one of its pages was removed with `removeFromParent()`.
public final class InteractivePageTurn {
  private weak var pageViewController: PageViewController?
  private let turn: PageTurn

  init(pageViewController: PageViewController, turn: PageTurn) {
    self.pageViewController = pageViewController
    self.turn = turn
  }

  /// The page view controller, while this turn is the one it is running.
  private var runningIn: PageViewController? {
    guard let pages = pageViewController, pages.turn === turn else { return nil }
    return pages
  }

  /// Whether the turn is still running.
  public var isRunning: Bool { runningIn != nil }

  /// Moves both pages by `progress` (0 to 1) of a page's extent plus the inter-page spacing;
  /// each page's safe area follows its new frame.
  public func update(progress: Double) {
    guard let pages = runningIn else { return }
    turn.progress = Swift.min(Swift.max(progress, 0), 1)
    for child in [turn.from, turn.to].compactMap({ $0 })
    where child.viewIfLoaded?.superview === pages.viewIfLoaded {
      pages.layOutPage(child)
    }
    pages.window?.settle()
  }

  /// Completes the turn: the new page appears, the old one disappears and leaves (Fidelity:
  /// Pages).
  public func finish() {
    runningIn?.finishInteractiveTurn(turn)
  }

  /// Cancels the turn: the shown page appears again and the new one disappears and leaves
  /// (Fidelity: Pages).
  public func cancel() {
    runningIn?.cancelInteractiveTurn(turn)
  }
}
