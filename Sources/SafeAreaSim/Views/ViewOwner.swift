/// The object whose root view a view is, seen from the view layer: its view controller.
///
/// UIKit's view knows its view controller (the controller is the view's next responder), and
/// calls it around the view's own callbacks. The view layer names only this protocol;
/// ``ViewController`` adopts it one layer up, so views never name controllers. The layout pass
/// calls these methods where UIKit calls the controller's view callbacks.
protocol ViewOwner: AnyObject {
  /// Runs the owner's `viewSafeAreaInsetsDidChange()` after its view's insets changed.
  func ownedViewSafeAreaInsetsDidChange(_ insets: EdgeInsets)

  /// Runs the owner's `viewLayoutMarginsDidChange()` after its view's margins changed.
  func ownedViewLayoutMarginsDidChange(_ margins: EdgeInsets)

  /// Runs the owner's pending `viewIsAppearing(_:)`, once its view's safe area is final in a
  /// window.
  func ownedViewIsInWindowLayout()

  /// Runs the owner's `viewWillLayoutSubviews()`.
  func ownedViewWillLayoutSubviews()

  /// Runs the owner's `viewDidLayoutSubviews()`.
  func ownedViewDidLayoutSubviews()

  /// Begins the appearance transition UIKit makes by itself when the owner's view enters or
  /// leaves a window inside a visible container that forwards appearance automatically.
  ///
  /// - Returns: Whether a transition began; the caller then ends it with
  ///   ``endAutomaticAppearanceTransition()``.
  func beginAutomaticAppearanceTransition(appearing: Bool) -> Bool

  /// Ends a transition begun by ``beginAutomaticAppearanceTransition(appearing:)``.
  func endAutomaticAppearanceTransition()

  /// Whether a scroll view that is the owner's root view extends its content under the
  /// container's bars under the `.automatic` adjustment behaviour: the owner is shown by a
  /// container with bars (navigation, tab bar).
  var adjustsRootScrollViewForBars: Bool { get }

  /// Lays out the owner's view (and what it presents) to fill a window whose root it is.
  func layOutAsRoot(of window: Window)
}
