// Callbacks of a subtree moving into or out of a window: the views' window hooks and the
// appearance transitions UIKit begins by itself for the controllers whose views move.

extension View {
  /// Begins the appearance transitions UIKit makes by itself when a child controller's view
  /// enters or leaves a window while its container is on screen and forwards appearance
  /// automatically; returns the controllers whose transition the caller ends.
  ///
  /// UIKit calls a child's `viewWillAppear(_:)` and `viewDidAppear(_:)` right away when its
  /// view is added to a visible container (PopupDialog #112), and removal mirrors it. A child
  /// already disappearing with its parent whose own view is removed is returned without a new
  /// begin: its removal ends its transition.
  final func beginAutomaticAppearance(appearing: Bool) -> [any ViewOwner] {
    var began: [any ViewOwner] = []
    forEachHookedView { view in
      guard let owner = view.owner,
        owner.beginAutomaticAppearanceTransition(appearing: appearing, isMovedView: view === self)
      else { return }
      began.append(owner)
    }
    return began
  }

  /// Tells every view of the subtree that can observe callbacks that it moves to a window.
  final func notifySubtreeWillMove(toWindow newWindow: Window?) {
    forEachHookedView { view in view.willMove(toWindow: newWindow) }
  }

  /// Tells every view of the subtree that can observe callbacks that it moved to a window,
  /// and its controller (whose minimum margins depend on the window's device).
  final func notifySubtreeDidMoveToWindow() {
    forEachHookedView { view in
      // A controller's minimum margins depend on its window's device.
      view.owner?.ownedViewSizeOrWindowDidChange()
      view.didMoveToWindow()
    }
  }

  /// Calls `body` with every view of the subtree that can observe callbacks, in preorder.
  ///
  /// The views are those of the subtree when the call begins (`body` may change the tree, as
  /// a hook can). A view without subviews, as a controller's view usually is when it moves,
  /// is looked at directly: no list is made (three walks per move, four moves per push and
  /// pop).
  @inline(__always)
  final func forEachHookedView(_ body: (View) -> Void) {
    // A view without a node yet has no subviews: no store is made to find that out (a new
    // view is told it moves to a window before `addSubview(_:)` makes its node).
    guard let store = storeIfJoined else {
      if hasHooksWithoutStore { body(self) }
      return
    }
    let slot = self.slot
    let (isLeaf, hasHooks) = store.nodes.withUnsafeBufferPointer { nodes in
      (nodes[Int(slot)].firstChild < 0, nodes[Int(slot)].flags.contains(.hasHooks))
    }
    if isLeaf {
      if hasHooks { body(self) }
      return
    }
    for view in hookedSubtree() { body(view) }
  }

  /// The views of the subtree that can observe callbacks, in preorder.
  final func hookedSubtree() -> [View] {
    // A view without a node yet has no subviews: no store is made to find that out.
    guard let store = storeIfJoined else { return hasHooksWithoutStore ? [self] : [] }
    let root = slot
    // One borrow of the node array and one of the views' for the whole walk (no bounds check
    // per node), and the views listed as they are found: no list of slots first.
    return store.nodes.withUnsafeBufferPointer { nodes in
      store.owners.withUnsafeBufferPointer { owners in
        var result: [View] = []
        // The subtree in preorder, as `ViewStore.walkSubtree(of:_:)` walks it.
        var node = root
        while true {
          let n = Int(node)
          if nodes[n].flags.contains(.hasHooks) {
            guard let owner = owners[n] else {
              preconditionFailure("View store slot \(node) has no view.")
            }
            result.append(owner.takeUnretainedValue())
          }
          if nodes[n].firstChild >= 0 {
            node = nodes[n].firstChild
            continue
          }
          while node != root && nodes[Int(node)].nextSibling < 0 {
            node = nodes[Int(node)].parent
          }
          if node == root { return result }
          node = nodes[Int(node)].nextSibling
        }
      }
    }
  }
}
