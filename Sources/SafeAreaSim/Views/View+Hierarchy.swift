/// The tree of views: superview and subviews, the window, adding and removing subviews, and
/// the layout passes' statistics.
extension View {
  /// The view's parent, or `nil`.
  ///
  /// Mirrors `UIView.superview`.
  public final var superview: View? {
    guard let store = joinedStore else { return nil }
    let parent = store.nodes[Int(slot)].parent
    return parent >= 0 ? store.view(at: parent) : nil
  }

  /// The view's children, back to front.
  ///
  /// Mirrors `UIView.subviews`.
  public final var subviews: [View] {
    store.children(of: slot).map { store.view(at: $0) }
  }

  /// The window the view is in, or `nil`.
  ///
  /// Mirrors `UIView.window`.
  public final var window: Window? {
    guard let store = joinedStore else { return nil }
    return window(in: store, flags: store.nodes[Int(slot)].flags)
  }

  /// ``window`` and the width of ``bounds`` in one read of the node (each read finds the
  /// store and checks the slot): what a controller's minimum margins depend on.
  final var windowAndWidth: (window: Window?, width: Double) {
    guard let store = joinedStore else { return (nil, bounds.width) }
    let i = Int(slot)
    let (flags, width) = store.nodes.withUnsafeBufferPointer {
      ($0[i].flags, $0[i].frame.size.width)
    }
    return (window(in: store, flags: flags), width)
  }

  /// The window of a view in `store` whose node has `flags`.
  @inline(__always)
  private final func window(in store: ViewStore, flags: ViewNode.Flags) -> Window? {
    guard flags.contains(.isInWindow) else { return nil }
    // Only a window's own node is a window root: the window itself, found without a lookup.
    if flags.contains(.isWindowRoot) { return unsafeDowncast(self, to: Window.self) }
    // Most stores hold one window: no walk to the root.
    if let only = store.soleWindow { return only.takeUnretainedValue() }
    let root = store.root(of: slot)
    return store.windows[root]?.takeUnretainedValue()
  }

  /// Whether `view` is this view or one of its descendants.
  ///
  /// Mirrors `UIView.isDescendant(of:)` from the other side.
  public final func isDescendant(of view: View) -> Bool {
    // A view without a node has no subviews and no superview.
    guard let store = joinedStore, view.joinedStore === store else { return view === self }
    return store.isAncestor(view.slot, of: slot)
  }

  /// Adds a view as the last (frontmost) subview, removing it from its current superview.
  ///
  /// Adding a view that is already a subview brings it to the front.
  ///
  /// - Precondition: `view` is not this view or one of its ancestors: UIKit raises an
  ///   exception for a view made its own ancestor.
  /// - Mirrors `UIView.addSubview(_:)`.
  public final func addSubview(_ view: View) {
    insert(view, before: nil)
  }

  /// Inserts a view at an index of the subviews list, removing it from its current superview.
  ///
  /// An index past the end appends, as UIKit does.
  ///
  /// - Mirrors `UIView.insertSubview(_:at:)`.
  public final func insertSubview(_ view: View, at index: Int) {
    // The subview at `index` among the others, found by following the sibling links (no
    // list of the subviews is made).
    let moving = view.joinedStore === store ? view.slot : -1
    var remaining = Swift.max(0, index)
    var child = node.firstChild
    while child >= 0 {
      if child != moving {
        if remaining == 0 { break }
        remaining -= 1
      }
      child = store.nodes[Int(child)].nextSibling
    }
    insert(view, before: child >= 0 ? store.view(at: child) : nil)
  }

  /// Inserts a view just below a subview, removing it from its current superview: what
  /// ``insertSubview(_:at:)`` does at `sibling`'s index for a view not yet among the
  /// subviews, without counting; appends it when `sibling` is not a subview.
  final func insertSubview(_ view: View, belowSubview sibling: View) {
    insert(view, before: sibling.superview === self ? sibling : nil)
  }

  /// Moves a subview to the front (the end of the subviews list).
  ///
  /// - Mirrors `UIView.bringSubviewToFront(_:)`.
  public final func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insert(view, before: nil)
  }

  /// Moves a subview to the back (the start of the subviews list).
  ///
  /// - Mirrors `UIView.sendSubviewToBack(_:)`.
  public final func sendSubviewToBack(_ view: View) {
    guard view.superview === self, node.firstChild != view.slot else { return }
    insert(view, before: store.view(at: node.firstChild))
  }

  /// Removes the view from its superview (and so from its window).
  ///
  /// - Mirrors `UIView.removeFromSuperview()`.
  public final func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    let disappearing = oldWindow != nil ? beginAutomaticAppearance(appearing: false) : []
    willMove(toSuperview: nil)
    if oldWindow != nil { notifySubtreeWillMove(toWindow: nil) }
    store.engine?.subtreeWillLeaveSuperview(self)
    let parentSlot = node.parent
    let reference = store.unlink(slot)
    store.markDirty(slot)
    if store.isInLayoutPass { store.markDirty(parentSlot, invalidatesChildren: true) }
    parent.setNeedsLayout()
    didMoveToSuperview()
    if oldWindow != nil { notifySubtreeDidMoveToWindow() }
    // Ending one may have ended others below it, by forwarding: the owner ends only a
    // transition still under way.
    for owner in disappearing { owner.endAutomaticAppearanceTransition() }
    reference?.release()
  }

  private final func insert(_ view: View, before successor: View?) {
    precondition(
      view !== self,
      "View '\(view.name)' cannot be added as a subview of itself.")
    // A new plain view (no node yet, not a subclass, no controller) runs no code as it joins:
    // every hook below is the default or finds nothing to call.
    if view.joinedStore == nil && !view.hasHooksWithoutStore {
      insertNewPlainView(view, before: successor)
      return
    }
    precondition(
      !(view is Window),
      "Window '\(view.name)' cannot be added as a subview of '\(name)'.")
    precondition(
      view.joinedStore !== store || view.node.firstChild < 0
        || !store.isAncestorOfSmallerSide(view.slot, of: slot),
      "View '\(view.name)' cannot be added as a subview of '\(name)': it is an ancestor of "
        + "'\(name)', and a view cannot be its own ancestor.")
    let retained = Unmanaged.passRetained(view)  // keeps it alive while it moves
    defer { retained.release() }
    let oldWindow = view.window
    let newWindow = window
    let isMove = view.superview === self
    let disappearing =
      oldWindow != nil && newWindow == nil ? view.beginAutomaticAppearance(appearing: false) : []
    if !isMove {
      view.willMove(toSuperview: self)
      if oldWindow !== newWindow { view.notifySubtreeWillMove(toWindow: newWindow) }
    }
    if let old = view.superview {
      if !isMove { view.store.engine?.subtreeWillLeaveSuperview(view) }
      let oldParentSlot = view.node.parent
      let reference = view.store.unlink(view.slot)
      if view.store.isInLayoutPass {
        view.store.markDirty(oldParentSlot, invalidatesChildren: true)
      }
      if !isMove { old.setNeedsLayout() }
      reference?.release()
    }
    if let viewStore = view.joinedStore {
      if viewStore !== store && !store.absorbSingleNode(of: viewStore) {
        // The smaller store joins the larger, except that a store whose layout pass is
        // running keeps its arrays (the pass goes on with them between its borrows): a large
        // detached tree added from a callback joins the window's store.
        if !store.isInLayoutPass
          && (viewStore.isInLayoutPass || viewStore.liveCount > store.liveCount)
        {
          let absorbed = store
          viewStore.absorb(absorbed)
        } else {
          store.absorb(viewStore)
        }
      }
      let successorSlot = successor.flatMap {
        $0.superview === self && $0 !== view ? $0.slot : nil
      }
      store.link(view.slot, under: slot, before: successorSlot)
      store.markDirty(view.slot)
      // Its mask is made again in its new superview (it may have been made without one).
      if !isMove && view.node.flags.contains(.isInEngine) {
        store.engine?.viewDidJoinSuperview(view)
      }
    } else {
      // A new view's node is made here, in its superview's store, already linked and dirty:
      // no store of its own, and no constraints yet.
      let successorSlot = successor.flatMap { $0.superview === self ? $0.slot : nil }
      store.adopt(view, frame: view.initialFrame, under: slot, before: successorSlot)
    }
    if newWindow != nil, oldWindow !== newWindow { store.engine?.subtreeDidMoveToWindow(view) }
    setNeedsLayout()
    if !isMove {
      view.didMoveToSuperview()
      if oldWindow !== newWindow { view.notifySubtreeDidMoveToWindow() }
    }
    for owner in disappearing { owner.endAutomaticAppearanceTransition() }
    if oldWindow == nil, let newWindow {
      for owner in view.beginAutomaticAppearance(appearing: true) {
        newWindow.layoutIfNeeded()
        owner.endAutomaticAppearanceTransition()
      }
    }
  }

  /// ``insert(_:before:)`` for a view without a node that runs no code when it moves: it has
  /// no superview, no subviews and no window, and its hooks (and `willMove(toSuperview:)`,
  /// `didMoveToSuperview()`, the window hooks and appearance transitions) are the defaults.
  /// Its node is made in this view's store, linked, dirty, and this view takes the layout
  /// request of `setNeedsLayout()`, in one access to the node array.
  private final func insertNewPlainView(_ view: View, before successor: View?) {
    let store = self.store
    let successorSlot = successor.flatMap { $0.superview === self ? $0.slot : nil }
    let parentFlags = store.adopt(
      view, frame: view.initialFrame, under: slot, before: successorSlot,
      marksParentForLayout: true)
    if parentFlags.contains(.isInWindow) { store.engine?.subtreeDidMoveToWindow(view) }
    // The rest of `setNeedsLayout()`: only a view with callbacks needs a visit.
    if parentFlags.contains(.hasHooks) { store.markDirty(slot) }
  }

  /// What the last layout pass of this view's tree did: nodes visited, changes, pauses.
  ///
  /// A pass visits only what changed: after one view moves, its subtree (and nothing else)
  /// where results changed. A call to ``layoutIfNeeded()`` with nothing dirty runs no pass
  /// and leaves this unchanged; ``layoutPassCount`` tells passes apart.
  public final var lastLayoutPassStatistics: SafeAreaSolverStatistics {
    store.lastPassStatistics
  }

  /// How many layout passes have run over this view's tree (its storage).
  public final var layoutPassCount: Int { store.passCount }
}
