extension ViewController {
  /// Makes a controller a child of this one.
  ///
  /// Calls `child.willMove(toParent: self)` first (D-01); the container adds the child's view
  /// and then calls `child.didMove(toParent: self)` itself (D-02). A child of another
  /// container is first removed from it (with its `didMove(toParent: nil)`).
  ///
  /// - Precondition: `child` is not this controller or one of its ancestors.
  /// - Mirrors `UIViewController.addChild(_:)`.
  public final func addChild(_ child: ViewController) {
    precondition(child !== self, "View controller '\(name)' cannot be its own child.")
    precondition(
      !hasAncestor(child),
      "View controller '\(child.name)' cannot be added as a child of '\(name)': it is an "
        + "ancestor of '\(name)'.")
    if child.parent === self { return }
    if child.parent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    // Taken out, changed and assigned back: `children` is only ever read or assigned whole.
    var siblings = children
    children = []
    // A first child's list is made whole (an exact one-element buffer), not grown from the
    // empty array by `append`, whose reallocation path costs more than the allocation.
    if siblings.isEmpty { siblings = [child] } else { siblings.append(child) }
    children = siblings
    child.parent = self
    child.containmentRoute = nil
    child.flushPendingDiagnostics()
  }

  /// Removes the controller from its parent, then calls `didMove(toParent: nil)` (D-03).
  ///
  /// The container calls `willMove(toParent: nil)` before, and removes the view itself. A
  /// controller removed this way also leaves a navigation stack or a tab bar controller's
  /// tabs, before its `didMove(toParent: nil)`: the container keeps its list in step.
  ///
  /// - Mirrors `UIViewController.removeFromParent()`.
  public final func removeFromParent() {
    guard let parent else { return }
    // Taken out, changed and assigned back: `children` is only ever read or assigned whole.
    var siblings = parent.children
    parent.children = []
    siblings.removeAll { $0 === self }
    parent.children = siblings
    // The containment route is set while the parent link still holds: events keep going to
    // the same controller, so neither setter invalidates a cached route (the routes below
    // stay valid until `didMove(toParent: nil)` clears the containment route).
    containmentRoute = parent
    self.parent = nil
    // A child removed before its container called `didMove(toParent:)` (during an animated
    // push) is no longer moving to a parent: that call will not come.
    movingToParent = false
    // The bars of a built-in container extended the safe area only while it was a child.
    if !barSafeAreaInsets.isZero {
      barSafeAreaInsets = .zero
      updateAdditionalInsetsInput()
    }
    (parent as? any ChildListKeeping)?.childDidLeave(self)
    didMove(toParent: nil)
  }

  /// Whether the controller is being added to a container: from `willMove(toParent:)` to
  /// `didMove(toParent:)`, so during the appearance callbacks of that addition.
  ///
  /// Mirrors `UIViewController.isMovingToParent`.
  public final var isMovingToParent: Bool { movingToParent }

  /// Whether the controller is being removed from its container: from
  /// `willMove(toParent: nil)` to `didMove(toParent: nil)`.
  ///
  /// Mirrors `UIViewController.isMovingFromParent`.
  public final var isMovingFromParent: Bool { movingFromParent }

  /// Whether `candidate` is a strict ancestor of this controller (following parents).
  ///
  /// Walks up from this controller and down through `candidate`'s children in turn, so that
  /// the answer costs the smaller of the depth above this controller and the size of
  /// `candidate`'s subtree: adding a small subtree at the bottom of a deep hierarchy does
  /// not walk to its top.
  final func hasAncestor(_ candidate: ViewController) -> Bool {
    // Only a controller with children can be an ancestor.
    guard !candidate.children.isEmpty else { return false }
    var up = parent
    var below = candidate.children
    while let current = up {
      if current === candidate { return true }
      up = current.parent
      guard let next = below.popLast() else { return false }
      if next === self { return true }
      below.append(contentsOf: next.children)
    }
    return false
  }

  final func flushPendingDiagnostics() {
    guard !pendingDiagnostics.isEmpty else { return }
    let pending = pendingDiagnostics
    pendingDiagnostics = []
    for diagnostic in pending { report(diagnostic) }
  }
}
