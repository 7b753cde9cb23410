/// The object whose root view a view is, seen from the view layer: its view controller.
///
/// UIKit's view knows its view controller (the controller is the view's next responder), and
/// calls it around the view's own callbacks. The view layer names only this protocol;
/// ``ViewController`` adopts it one layer up, so views never name controllers. The layout pass
/// calls these methods where UIKit calls the controller's view callbacks.
protocol ViewOwner: AnyObject {
  /// Runs the owner's `viewSafeAreaInsetsDidChange()` after its view's insets changed (the
  /// owner reads them from `view`, its view, only if its event is heard).
  func ownedViewSafeAreaInsetsDidChange(of view: View)

  /// Runs the owner's `viewLayoutMarginsDidChange()` after its view's margins changed (read
  /// from `view` as the insets are).
  func ownedViewLayoutMarginsDidChange(of view: View)

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
  /// - Parameters:
  ///   - appearing: Whether the view enters a window (or leaves one).
  ///   - isMovedView: Whether the owner's view is the view being moved (not a descendant of
  ///     it).
  /// - Returns: Whether the caller must end a transition with
  ///   ``endAutomaticAppearanceTransition()``: one began, or the owner was already
  ///   disappearing with its parent and its view's removal ends that.
  func beginAutomaticAppearanceTransition(appearing: Bool, isMovedView: Bool) -> Bool

  /// Ends a transition begun by ``beginAutomaticAppearanceTransition(appearing:isMovedView:)``
  /// if it is still under way (forwarding from an ancestor's end may have ended it).
  func endAutomaticAppearanceTransition()

  /// Brings what depends on the view's size or window up to date: the owner's minimum
  /// layout margins.
  func ownedViewSizeOrWindowDidChange()

  /// Whether a scroll view that is the owner's root view extends its content under the
  /// container's bars under the `.automatic` adjustment behaviour: the owner is shown by a
  /// container with bars (navigation, tab bar).
  var adjustsRootScrollViewForBars: Bool { get }

  /// Tells the owner that a scroll view in its view (its root view or below) scrolled, so
  /// that a navigation controller showing it can collapse or hide its bars.
  func ownedContentDidScroll(_ scrollView: ScrollView, from oldOffset: Point)

  /// Lays out the owner's view (and what it presents) to fill a window whose root it is.
  func layOutAsRoot(of window: Window)

  /// Tells the owner, the root of a window, that the window's layout direction changed, so
  /// that its controllers hear the trait change.
  func windowLayoutDirectionDidChange(from previous: LayoutDirection, in window: Window)

  /// The window's lifecycle observers changed: the owner, the window's root, forgets whether
  /// the events of its hierarchy are heard.
  func hostWindowObserversDidChange()
}
