extension View {
  /// The view's rectangle in its superview's coordinate space.
  ///
  /// Setting it moves and resizes the view; a new size also resizes the bounds (keeping their
  /// origin) and marks the view for layout. For a controller's root view a new size also
  /// updates what depends on it (the system minimum margins), as in UIKit.
  ///
  /// Mirrors `UIView.frame` (without transforms: safe-area propagation does not support them).
  public final var frame: Rect {
    get { node.frame }
    set { assignFrame(newValue) }
  }

  /// Sets ``frame``; returns whether it changed. A caller that reads the frame back after
  /// setting it (what the node keeps, whatever the setter's callouts did) needs to do so only
  /// when it changed: an unchanged frame runs no callout.
  @discardableResult
  final func assignFrame(_ newValue: Rect) -> Bool {
    // One borrow of the node array reads and writes the node (each access through `node`
    // finds the store and checks the slot); an unchanged frame costs only that.
    let store = self.store
    let slot = self.slot
    guard let moved = Self.setFrame(of: slot, to: newValue, in: store) else { return false }
    let resized = newValue.size != moved.old.size
    if moved.isNewlyDirty { store.dirtySlots.append(slot) }
    // Only a view with callbacks has an owner.
    if resized && moved.flags.contains(.hasHooks) { owner?.ownedViewSizeOrWindowDidChange() }
    if moved.flags.contains(.isInEngine) { store.engine?.frameWasSet(of: self) }
    if resized && moved.hasSubviews { resizeSubviews(from: moved.old.size, byCode: true) }
    return true
  }

  /// The node part of the frame setter, in one borrow of the node array: sets the frame (and
  /// `needsLayout` when the size changed, as `setNeedsLayout()` does), marks the node dirty
  /// (the store's `markDirty(_:invalidatesChildren:)`, whose append to the dirty list the
  /// caller makes when `isNewlyDirty`) and returns the old frame, the node's flags and
  /// whether it has subviews; `nil` when the frame is the same.
  private static func setFrame(
    of slot: Int32, to frame: Rect, in store: ViewStore
  ) -> (old: Rect, flags: ViewNode.Flags, hasSubviews: Bool, isNewlyDirty: Bool)? {
    store.nodes.withUnsafeMutableBufferPointer { buffer in
      let i = Int(slot)
      let old = buffer[i].frame
      guard old != frame else { return nil }
      buffer[i].frame = frame
      let resized = old.size != frame.size
      if resized { buffer[i].flags.insert(.needsLayout) }
      let flags = buffer[i].flags
      let isNewlyDirty = ViewStore.markDirty(slot, in: buffer, invalidatesChildren: resized)
      return (old, flags, buffer[i].firstChild >= 0, isNewlyDirty)
    }
  }

  /// Sets the frame and marks what depends on it, without telling the constraint engine:
  /// the engine's own moves, and the shared part of the setter.
  final func moveFrame(to newValue: Rect) {
    guard let old = store.moveNode(slot, to: newValue) else { return }
    // Only a view with callbacks has an owner.
    if newValue.size != old.size && node.flags.contains(.hasHooks) {
      owner?.ownedViewSizeOrWindowDidChange()
    }
  }

  /// Applies the subviews' autoresizing masks after this view's size changed from `oldSize`,
  /// and theirs after them, without recursion.
  ///
  /// Views the constraint engine places by constraints are left to it. A view whose mask the
  /// engine translates is resized here too when code set the frame (`byCode`), as UIKit's
  /// autoresizing sets such a view's frame and its mask's constraints follow (the engine
  /// then gives the same frame, so a rotation solves once, at the root view's layout);
  /// when the engine moved this view, it already placed those subviews.
  ///
  /// Mirrors `UIView.resizeSubviews(withOldSize:)` as `setFrame:` and `setBounds:` call it.
  final func resizeSubviews(from oldSize: Size, byCode: Bool = false) {
    // Most resized views have no subview to resize (none has a mask, or the constraint
    // engine places them): found in one borrow of the node array, without a worklist.
    let store = self.store
    let slot = self.slot
    let first = store.nodes.withUnsafeBufferPointer { nodes -> Int32 in
      nodes[Int(slot)].flags.contains(.autoresizesSubviews) ? nodes[Int(slot)].firstChild : -1
    }
    guard Self.nextAutoresized(from: first, byCode: byCode, in: store) >= 0 else { return }
    var pending: [(slot: Int32, oldSize: Size)] = [(slot, oldSize)]
    while let (parent, previousSize) = pending.popLast() {
      let parentNode = store.nodes[Int(parent)]
      guard parentNode.flags.contains(.autoresizesSubviews) else { continue }
      let newSize = parentNode.frame.size
      var child = Self.nextAutoresized(from: parentNode.firstChild, byCode: byCode, in: store)
      while child >= 0 {
        let childNode = store.nodes[Int(child)]
        let next = childNode.nextSibling
        let frame = childNode.autoresizingMask.resize(
          childNode.frame, from: previousSize, to: newSize)
        if frame != childNode.frame {
          let view = store.view(at: child)
          view.moveFrame(to: frame)
          if childNode.flags.contains(.isInEngine) { store.engine?.frameWasSet(of: view) }
          if frame.size != childNode.frame.size {
            pending.append((child, childNode.frame.size))
          }
        }
        child = Self.nextAutoresized(from: next, byCode: byCode, in: store)
      }
    }
  }

  /// The first sibling from `slot` on (in sibling order) that ``resizeSubviews(from:byCode:)``
  /// resizes: it has a mask and the constraint engine does not place it by constraints;
  /// -1 if none.
  ///
  /// One borrow of the node array for the whole scan: most subviews of a resized view are
  /// placed by constraints or have no mask, and reading each node through the store finds
  /// the store and checks the slot.
  private static func nextAutoresized(
    from slot: Int32, byCode: Bool, in store: ViewStore
  ) -> Int32 {
    guard slot >= 0 else { return -1 }
    return store.nodes.withUnsafeBufferPointer { nodes in
      var child = slot
      while child >= 0 {
        let flags = nodes[Int(child)].flags
        let isPlacedHere =
          !flags.contains(.isInEngine)
          || (byCode && flags.contains(.translatesAutoresizingMask))
        if isPlacedHere && !nodes[Int(child)].autoresizingMask.isEmpty { return child }
        child = nodes[Int(child)].nextSibling
      }
      return -1
    }
  }

  /// The view's own coordinate space: its size, and an origin that scrolling moves.
  ///
  /// Setting the size resizes the frame around its centre, as UIKit does.
  ///
  /// Mirrors `UIView.bounds`.
  public final var bounds: Rect {
    // One read of the node (each read through `node` finds the store and checks the slot).
    get { Self.bounds(of: node) }
    set {
      let old = bounds
      guard newValue != old else { return }
      if newValue.origin != old.origin {
        // The engine's guides follow the bounds origin: the walk stops here again.
        Self.move(&node, boundsOrigin: newValue.origin)
      }
      if newValue.size != old.size {
        let center = node.frame.center
        node.frame = Rect(
          x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
          width: newValue.width, height: newValue.height)
        setNeedsLayout()
        owner?.ownedViewSizeOrWindowDidChange()
      }
      store.markDirty(slot, invalidatesChildren: true)
      if node.flags.contains(.isInEngine) { store.engine?.frameWasSet(of: self) }
      if newValue.size != old.size { resizeSubviews(from: old.size, byCode: true) }
    }
  }

  /// The bounds and the safe-area insets, read in one access to the node: a container's
  /// layout reads both (each read through `node` finds the store and checks the slot).
  final var boundsAndSafeAreaInsets: (bounds: Rect, safeAreaInsets: EdgeInsets) {
    Self.boundsAndSafeAreaInsets(of: node)
  }

  /// The frame, or `nil` while the view is hidden, read in one access to the node: a
  /// container collecting its visible bars reads both.
  final var frameUnlessHidden: Rect? {
    Self.frameUnlessHidden(of: node)
  }

  /// Whether this view and two others are hidden, and this view's frame: in one access to
  /// the node array when the three share a store (a container's bars, which its layout reads
  /// on every pass), else one access each.
  final func hiddenFlagsAndFrame(
    with second: View, _ third: View
  ) -> (first: Bool, second: Bool, third: Bool, frame: Rect) {
    guard let store = joinedStore, second.joinedStore === store, third.joinedStore === store
    else { return (isHidden, second.isHidden, third.isHidden, frame) }
    let a = Int(slot)
    let b = Int(second.slot)
    let c = Int(third.slot)
    return store.nodes.withUnsafeBufferPointer { nodes in
      (
        nodes[a].flags.contains(.isHidden), nodes[b].flags.contains(.isHidden),
        nodes[c].flags.contains(.isHidden), nodes[a].frame
      )
    }
  }

  /// ``frameUnlessHidden`` of this view and of `other`, in one access to the node array when
  /// the two share a store (a container's two bars, which it collects before each child's
  /// layout), else one access each.
  final func framesUnlessHidden(with other: View) -> (first: Rect?, second: Rect?) {
    guard let store = joinedStore, other.joinedStore === store else {
      return (frameUnlessHidden, other.frameUnlessHidden)
    }
    let a = Int(slot)
    let b = Int(other.slot)
    return store.nodes.withUnsafeBufferPointer { nodes in
      (Self.frameUnlessHidden(of: nodes[a]), Self.frameUnlessHidden(of: nodes[b]))
    }
  }

  private static func frameUnlessHidden(of node: borrowing ViewNode) -> Rect? {
    node.flags.contains(.isHidden) ? nil : node.frame
  }

  private static func bounds(of node: borrowing ViewNode) -> Rect {
    Rect(origin: node.boundsOrigin, size: node.frame.size)
  }

  /// Sets a node's bounds origin in one access; guides that follow it are no longer current.
  private static func move(_ node: inout ViewNode, boundsOrigin: Point) {
    node.boundsOrigin = boundsOrigin
    node.flags.remove(.hasCurrentEngineGuides)
  }

  private static func boundsAndSafeAreaInsets(
    of node: borrowing ViewNode
  ) -> (bounds: Rect, safeAreaInsets: EdgeInsets) {
    (Rect(origin: node.boundsOrigin, size: node.frame.size), node.outputs.safeAreaInsets)
  }

  /// The centre of the frame, in the superview's coordinate space.
  ///
  /// Mirrors `UIView.center`.
  public final var center: Point {
    get { node.frame.center }
    set {
      var frame = node.frame
      frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
      self.frame = frame
    }
  }

  /// Whether the view is hidden. Hidden views keep their place and their safe area.
  ///
  /// Mirrors `UIView.isHidden`.
  public final var isHidden: Bool {
    get { node.flags.contains(.isHidden) }
    set {
      if newValue { node.flags.insert(.isHidden) } else { node.flags.remove(.isHidden) }
    }
  }

  // MARK: Converting coordinates

  /// Converts a point from this view's coordinate space to another view's.
  ///
  /// - Parameters:
  ///   - point: A point in this view's bounds.
  ///   - view: The target view; `nil` means the window's coordinate space.
  /// - Returns: The same location in `view`'s bounds.
  /// - Mirrors `UIView.convert(_:to:)`. Views in different windows convert through the screen.
  public final func convert(_ point: Point, to view: View?) -> Point {
    let (inRoot, root) = pointInRootSpace(point)
    guard let view else {
      return inRoot
    }
    let (origin, targetRoot) = view.pointInRootSpace(.zero)
    var p = inRoot
    if root !== targetRoot {
      // Through the screen: each window's frame is its position on the screen.
      if let window = root as? Window { p = p.offset(by: window.frame.origin) }
      if let target = targetRoot as? Window { p = p.offset(by: -target.frame.origin) }
    }
    return Point(x: p.x - origin.x, y: p.y - origin.y)
  }

  /// Converts a point from another view's coordinate space to this view's.
  ///
  /// - Mirrors `UIView.convert(_:from:)`; `nil` means the window's coordinate space.
  public final func convert(_ point: Point, from view: View?) -> Point {
    guard let view else {
      let (origin, _) = pointInRootSpace(.zero)
      return Point(x: point.x - origin.x, y: point.y - origin.y)
    }
    return view.convert(point, to: self)
  }

  /// Converts a rectangle from this view's coordinate space to another view's.
  ///
  /// - Mirrors `UIView.convert(_:to:)` for rectangles.
  public final func convert(_ rect: Rect, to view: View?) -> Rect {
    Rect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from another view's coordinate space to this view's.
  ///
  /// - Mirrors `UIView.convert(_:from:)` for rectangles.
  public final func convert(_ rect: Rect, from view: View?) -> Rect {
    Rect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The point in the base coordinate space of the view's tree, and the tree's root.
  ///
  /// Each step up subtracts the view's bounds origin and adds its frame origin. A window's
  /// base space is its bounds (window base coordinates). A tree without a window ends at a
  /// root view whose frame is in a superview it does not have: its base space is that one,
  /// so the root's own step is taken too, as Core Animation converts to its root's
  /// superlayer space. Without it a detached scroll view's content offset (its bounds origin)
  /// would move its own frame.
  final func pointInRootSpace(_ point: Point) -> (Point, View) {
    var x = point.x
    var y = point.y
    var current = slot
    let nodes = store.nodes
    while nodes[Int(current)].parent >= 0 {
      let n = nodes[Int(current)]
      x += n.frame.origin.x - n.boundsOrigin.x
      y += n.frame.origin.y - n.boundsOrigin.y
      current = n.parent
    }
    let root = nodes[Int(current)]
    if !root.flags.contains(.isWindowRoot) {
      x += root.frame.origin.x - root.boundsOrigin.x
      y += root.frame.origin.y - root.boundsOrigin.y
    }
    return (Point(x: x, y: y), store.view(at: current))
  }

  /// The view's frame in its window's coordinate space (the screen's, for a full-screen
  /// window); without a window, in the space its tree's root view's frame is given in (for
  /// that root, its frame: its bounds origin, a scroll view's content offset, never moves it).
  public final var frameInWindow: Rect {
    convert(bounds, to: nil)
  }
}

extension Point {
  fileprivate func offset(by delta: Point) -> Point { Point(x: x + delta.x, y: y + delta.y) }
  fileprivate static prefix func - (p: Point) -> Point { Point(x: -p.x, y: -p.y) }
}
