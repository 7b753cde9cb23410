/// What a split view controller tells its delegate, and asks it, as it collapses, expands and
/// shows or hides columns (the column-style API of iOS 14).
///
/// Every method has a default: the proposed column or mode is kept, and notifications do
/// nothing.
///
/// Mirrors `UISplitViewControllerDelegate` (its iOS 14 column methods).
public protocol SplitViewControllerDelegate: AnyObject {
  /// Chooses the column shown on top when the split view collapses.
  ///
  /// Mirrors `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column

  /// Chooses the display mode the split view takes when it expands.
  ///
  /// Mirrors `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`.
  func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode

  /// Called before an expanded split view changes its display mode.
  ///
  /// Mirrors `splitViewController(_:willChangeTo:)`.
  func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)

  /// Called before a column of an expanded split view appears.
  ///
  /// Mirrors `splitViewController(_:willShow:)`.
  func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)

  /// Called before a column of an expanded split view goes away.
  ///
  /// Mirrors `splitViewController(_:willHide:)`.
  func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)

  /// Called after the split view collapsed.
  ///
  /// Mirrors `splitViewControllerDidCollapse(_:)`.
  func splitViewControllerDidCollapse(_ svc: SplitViewController)

  /// Called after the split view expanded.
  ///
  /// Mirrors `splitViewControllerDidExpand(_:)`.
  func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
  /// Keeps the proposed column.
  public func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column { proposedTopColumn }

  /// Keeps the proposed mode.
  public func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode { proposedDisplayMode }

  /// Does nothing.
  public func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {}

  /// Does nothing.
  public func splitViewController(
    _ svc: SplitViewController, willShow column: SplitViewController.Column
  ) {}

  /// Does nothing.
  public func splitViewController(
    _ svc: SplitViewController, willHide column: SplitViewController.Column
  ) {}

  /// Does nothing.
  public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}

  /// Does nothing.
  public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}
