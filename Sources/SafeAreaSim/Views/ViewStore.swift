/// The storage behind a tree of views: one array of ``ViewNode`` structs indexed by slot.
///
/// Every view with a node belongs to exactly one store and names its node by slot. A new view
/// has no node: `addSubview(_:)` makes it in the superview's store, and anything else that
/// needs it first gives the view a store of its own (``View/store``). `addSubview(_:)` joins
/// two stores by moving the smaller one's nodes into the larger (union by size, so a node
/// moves O(log n) times over any sequence of joins). A store may hold several trees: a
/// window's, and subtrees removed from it.
///
/// The store owns the views of its trees: a node with a parent holds a +1 reference to its
/// view (UIKit's superview-owns-subviews), a root holds none. Links are first child, last
/// child and siblings, so every walk is iterative.
final class ViewStore {
  // The per-slot arrays are `let`s whose accessors are nonmutating: no access to them is
  // checked for exclusivity at run time (see ``SlotArray``).
  /// The nodes, by slot.
  let nodes = SlotArray<ViewNode>()
  /// The views, by slot (a node with a parent holds a +1 reference to its view; see above).
  let owners = SlotArray<Unmanaged<View>?>()
  /// State only some nodes have, at their node's ``ViewNode/extrasIndex`` (see
  /// ``subscript(extrasOf:)``): an array rather than a dictionary keyed by slot, whose buckets
  /// cost twice the entries' size (every controller's root view has an entry).
  let extras = SlotArray<NodeExtras>()
  /// Entries of ``extras`` no node uses, for reuse.
  var freeExtras: [Int32] = []
  var freeSlots: [Int32] = []
  /// Nodes whose inputs changed since the last pass, in the order they were marked.
  ///
  /// Its accesses are appends, reads, `removeAll` and one swap, none of which runs other
  /// code while it lasts, and one `inout` pass to `LayoutEngine.moveViews`, which reaches the
  /// nodes through a buffer and never the store: no two accesses can overlap, so the dynamic
  /// checks (about 130 instructions for each new view's append) are off.
  @exclusivity(unchecked) var dirtySlots: [Int32] = []
  /// Dirty nodes outside any window, kept out of the passes until their tree returns (or an
  /// explicit `layoutIfNeeded()` lays their tree out).
  var slotsOutsideWindow: [Int32] = []
  /// Windows whose root is in this store, by the root's slot.
  var windows: [Int32: Unmanaged<Window>] = [:] {
    didSet { soleWindow = windows.count == 1 ? windows.first?.value : nil }
  }
  // The flags and counters from here to `layoutDirection` are only ever read or assigned
  // whole (never inout, never mutated in place), so no two accesses can overlap: the dynamic
  // checks, paid in every layout round and callback delivery, are off.
  /// The store's window when it holds exactly one (most do), so that `View.window` finds it
  /// without a lookup.
  @exclusivity(unchecked) private(set) var soleWindow: Unmanaged<Window>?
  /// Whether plain views' callbacks are published as lifecycle events (a recorder asked).
  @exclusivity(unchecked) var publishesViewEvents = false
  /// The number of layout passes run.
  @exclusivity(unchecked) var passCount = 0
  /// The work of the last layout pass.
  @exclusivity(unchecked) var lastPassStatistics = SafeAreaSolverStatistics()
  /// Whether a window's screen changed since the pass last read the environments.
  @exclusivity(unchecked) var environmentsChanged = false
  /// The screen environments the last layout round read, by window root: a round takes the
  /// dictionary, fills it again and gives it back, so that it allocates none. Only read or
  /// assigned whole (never inout, never mutated in place), so no two accesses can overlap:
  /// the dynamic checks are off.
  @exclusivity(unchecked) var roundEnvironments: [Int32: SafeAreaEnvironment] = [:]
  /// The one entry ``roundEnvironments`` holds when the store's sole window's environment was
  /// the last read (`nil` otherwise): a round whose window and environment are the same
  /// leaves the dictionary as it is. Only read or assigned whole, so no two accesses can
  /// overlap: the dynamic checks are off.
  @exclusivity(unchecked) var soleEnvironment: (root: Int32, environment: SafeAreaEnvironment)?
  // The three lists below are storage the layout rounds reuse, empty between them (see
  // ``runLayoutPass(detachedRoot:)``). Each is only read or assigned whole (a round takes
  // the list and gives it back), never inout or mutated in place, so no two accesses can
  // overlap: the dynamic checks are off.
  /// The starts of a layout round's walks, by depth.
  @exclusivity(unchecked) var roundStarts: [(depth: Int32, slot: Int32)] = []
  /// A spare dirty list, swapped in while nodes wait for their parent's walk.
  @exclusivity(unchecked) var spareDirtySlots: [Int32] = []
  /// The views a layout pass laid out.
  @exclusivity(unchecked) var passLaidOut: [Int32] = []
  /// The stack's storage of the layout rounds' safe-area solver, kept between them: a round
  /// takes it and gives it back (see ``runLayoutPass(detachedRoot:)``). Only read or
  /// assigned whole, never inout or mutated in place, so no two accesses can overlap: the
  /// dynamic checks are off.
  @exclusivity(unchecked) var roundSolverStorage = SafeAreaSolver<ViewStoreTree>.Storage()
  /// The most levels the walk's stack has held (``SafeAreaSolver/deepestDepth``) at the end
  /// of the last layout round where that was at least 16 (a deep nesting of containers): the
  /// next round's solver makes room for them at once, up to 16 times what its stack holds,
  /// instead of growing its stack by doubling. Only read or assigned whole.
  @exclusivity(unchecked) var walkDepthHint = 0
  /// Whether a layout pass is running (structure changes then invalidate the parent).
  @exclusivity(unchecked) var isInLayoutPass = false
  /// The layout direction of views that do not force one (the window's).
  @exclusivity(unchecked) var layoutDirection: LayoutDirection = .leftToRight
  /// The number of live nodes.
  // Only ever read or assigned whole (never inout), so no two accesses can overlap.
  @exclusivity(unchecked) var liveCount = 0
  /// The number of times a node left its parent (unlinked, or its parent torn down): a layout
  /// round that finds it unchanged knows that no node moved during its callbacks.
  // Only ever read or assigned whole (never inout), so no two accesses can overlap.
  @exclusivity(unchecked) var detachments = 0
  /// The Auto Layout engine of the store's views, made when a first constraint is activated.
  var engine: (any ConstraintEngine)?

  // MARK: Slots

  /// Allocates a node for `frame` and returns its slot.
  func allocate(frame: Rect) -> Int32 {
    liveCount = liveCount + 1
    if let slot = freeSlots.popLast() {
      nodes[Int(slot)] = ViewNode(frame: frame)
      return slot
    }
    return appendNode(ViewNode(frame: frame), owner: nil)
  }

  /// Appends a live node and its view (not retained) and returns its slot; the caller counts
  /// it in ``liveCount``.
  @inline(__always)
  private func appendNode(_ node: ViewNode, owner: Unmanaged<View>?) -> Int32 {
    let slot = nodes.count
    precondition(slot < Int(Int32.max), "A view store holds at most 2^31 - 1 views.")
    nodes.append(node)
    owners.append(owner)
    return Int32(slot)
  }

  /// Moves the one node of a store made for a single new view (no subviews, no window, no
  /// engine) into this store, without a renumbering table, with its extras (a controller's
  /// root view has its margins there) and its pending changes; returns whether it did.
  /// `absorb(_:)` takes every other store.
  func absorbSingleNode(of other: ViewStore) -> Bool {
    let otherNodes = other.nodes
    guard otherNodes.count == 1, other.engine == nil else { return false }
    var node = otherNodes[0]
    guard node.firstChild < 0, node.parent < 0, node.dirtyChild < 0,
      node.flags.contains(.isAlive), !node.flags.contains(.isWindowRoot)
    else { return false }
    // The extras entry is made again here (the node keeps its flags), as `absorb(_:)` does.
    let extrasIndex = node.extrasIndex
    node.extrasIndex = -1
    let owner = other.owners[0]
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      nodes[Int(slot)] = node
      owners[Int(slot)] = owner
    } else {
      slot = appendNode(node, owner: owner)
    }
    liveCount = liveCount + 1
    passCount = passCount + other.passCount
    if extrasIndex >= 0 { self[extrasOf: slot] = other.extras[Int(extrasIndex)] }
    // The other store's pending changes can only be this node's.
    for _ in other.dirtySlots { dirtySlots.append(slot) }
    for _ in other.slotsOutsideWindow { slotsOutsideWindow.append(slot) }
    if let owner {
      let view = owner.takeUnretainedValue()
      view.store = self
      view.slot = slot
    }
    // `other` is left as it was: its view, which held it, now holds this store instead, and
    // it goes when the caller lets go of it.
    return true
  }

  /// Returns dead nodes' slots to the free list, in order, with one borrow of each per-slot
  /// array's buffer (which skips the per-access bounds checks).
  func free(_ slots: [Int32]) {
    guard !slots.isEmpty else { return }
    // Only nodes with an entry in the extras table free one, and only a window's own node
    // (flagged so until it is freed here) can be a key of `windows`: both seen in one pass.
    var withExtras: [Int32] = []
    var freesWindowRoot = false
    nodes.withUnsafeMutableBufferPointer { nodes in
      for slot in slots {
        let flags = nodes[Int(slot)].flags
        if flags.contains(.isWindowRoot) { freesWindowRoot = true }
        if nodes[Int(slot)].extrasIndex >= 0 { withExtras.append(slot) }
      }
    }
    for slot in withExtras { self[extrasOf: slot] = nil }
    nodes.withUnsafeMutableBufferPointer { nodes in
      for slot in slots {
        let i = Int(slot)
        nodes[i].flags = []
        nodes[i].parent = -1
        nodes[i].firstChild = -1
        nodes[i].lastChild = -1
        nodes[i].nextSibling = -1
        nodes[i].previousSibling = -1
      }
    }
    owners.withUnsafeMutableBufferPointer { owners in
      for slot in slots { owners[Int(slot)] = nil }
    }
    // The windows whose root died (a store has few windows: no lookup per freed node), when
    // a window's node was among the freed ones.
    if freesWindowRoot && !windows.isEmpty {
      let dead = nodes.withUnsafeBufferPointer { nodes in
        windows.keys.filter { !nodes[Int($0)].flags.contains(.isAlive) }
      }
      for slot in dead { windows[slot] = nil }
    }
    freeSlots.append(contentsOf: slots)
    liveCount = liveCount - slots.count
  }

  /// The extras of the node at a slot, or `nil` when it has none; setting `nil` frees its
  /// entry. Setting a value does not flag the node (``ViewNode/Flags/hasExtras``).
  subscript(extrasOf slot: Int32) -> NodeExtras? {
    get {
      let index = nodes[Int(slot)].extrasIndex
      return index >= 0 ? extras[Int(index)] : nil
    }
    set {
      let index = nodes[Int(slot)].extrasIndex
      switch (newValue, index >= 0) {
      case (let value?, true):
        extras[Int(index)] = value
      case (let value?, false):
        if let free = freeExtras.popLast() {
          extras[Int(free)] = value
          nodes[Int(slot)].extrasIndex = free
        } else {
          nodes[Int(slot)].extrasIndex = Int32(extras.count)
          extras.append(value)
        }
      case (nil, true):
        freeExtras.append(index)
        nodes[Int(slot)].extrasIndex = -1
      case (nil, false):
        break
      }
    }
  }

  /// The view at a slot.
  @inline(__always)
  func view(at slot: Int32) -> View {
    guard let owner = owners[Int(slot)] else {
      preconditionFailure("View store slot \(slot) has no view.")
    }
    return owner.takeUnretainedValue()
  }

  // MARK: Links

  /// Links the root `child` under `parent`, before `successor` (or last when `nil`), and takes
  /// ownership of its view.
  func link(_ child: Int32, under parent: Int32, before successor: Int32? = nil) {
    let c = Int(child)
    // One borrow of the node array's buffer (no bounds check per field).
    nodes.withUnsafeMutableBufferPointer { nodes in
      precondition(nodes[c].parent == -1, "Only a root can be linked.")
      Self.link(child, under: parent, before: successor, in: nodes)
    }
    _ = owners[c]?.retain()
    updateDepthAndWindow(below: child)
  }

  /// Unlinks `child` from its parent, making it a root; returns the view's reference the
  /// store held, which the caller releases when it is done with the view.
  func unlink(_ child: Int32) -> Unmanaged<View>? {
    let c = Int(child)
    let parent = nodes[c].parent
    guard parent >= 0 else { return nil }
    detachments = detachments &+ 1
    let p = Int(parent)
    let previous = nodes[c].previousSibling
    let next = nodes[c].nextSibling
    if previous >= 0 { nodes[Int(previous)].nextSibling = next } else { nodes[p].firstChild = next }
    if next >= 0 {
      nodes[Int(next)].previousSibling = previous
    } else {
      nodes[p].lastChild = previous
    }
    nodes[c].parent = -1
    nodes[c].previousSibling = -1
    nodes[c].nextSibling = -1
    updateDepthAndWindow(below: child)
    return owners[c]
  }

  /// The children of a node, in order.
  func children(of slot: Int32) -> [Int32] {
    var result: [Int32] = []
    var child = nodes[Int(slot)].firstChild
    while child >= 0 {
      result.append(child)
      child = nodes[Int(child)].nextSibling
    }
    return result
  }

  /// Calls `body` for every node of the subtree rooted at `root`, in preorder, without a stack:
  /// the walk follows first-child, next-sibling and parent links.
  ///
  /// `body` returns whether to walk into the node's children.
  func walkSubtree(of root: Int32, _ body: (Int32) -> Bool) {
    var node = root
    while true {
      let descend = body(node)
      let first = nodes[Int(node)].firstChild
      if descend && first >= 0 {
        node = first
        continue
      }
      // Climb until a node with a next sibling, stopping at the root.
      while node != root {
        let next = nodes[Int(node)].nextSibling
        if next >= 0 {
          node = next
          break
        }
        node = nodes[Int(node)].parent
      }
      if node == root { return }
    }
  }

  /// Recomputes depth and window membership below a node that was just linked or unlinked.
  private func updateDepthAndWindow(below slot: Int32) {
    // One access to the node array for the whole walk (see `link`).
    let (windowChanged, inWindow) = nodes.withUnsafeMutableBufferPointer { nodes in
      let s = Int(slot)
      let parent = nodes[s].parent
      let baseDepth = parent >= 0 ? nodes[Int(parent)].depth + 1 : 0
      let inWindow =
        parent >= 0
        ? nodes[Int(parent)].flags.contains(.isInWindow)
        : nodes[s].flags.contains(.isWindowRoot)
      let delta = baseDepth - nodes[s].depth
      let windowChanged = nodes[s].flags.contains(.isInWindow) != inWindow
      guard delta != 0 || windowChanged else { return (false, inWindow) }
      // The subtree in preorder, as `walkSubtree(of:_:)` walks it.
      var node = slot
      while true {
        let n = Int(node)
        nodes[n].depth += delta
        if inWindow {
          nodes[n].flags.insert(.isInWindow)
        } else {
          nodes[n].flags.remove(.isInWindow)
        }
        if nodes[n].firstChild >= 0 {
          node = nodes[n].firstChild
          continue
        }
        while node != slot && nodes[Int(node)].nextSibling < 0 { node = nodes[Int(node)].parent }
        if node == slot { break }
        node = nodes[Int(node)].nextSibling
      }
      return (windowChanged, inWindow)
    }
    if windowChanged { windowMembershipChanged(below: slot, isInWindow: inWindow) }
  }

  /// Whether `ancestor` is `slot` or one of its ancestors.
  func isAncestor(_ ancestor: Int32, of slot: Int32) -> Bool {
    var node = slot
    // Depths let the walk stop early.
    let ancestorDepth = nodes[Int(ancestor)].depth
    while node >= 0 && nodes[Int(node)].depth >= ancestorDepth {
      if node == ancestor { return true }
      node = nodes[Int(node)].parent
    }
    return false
  }

  /// Whether `ancestor` is `slot` or one of its ancestors, as ``isAncestor(_:of:)`` answers,
  /// at the cost of the smaller of the two ways to find out: it walks up from `slot` and
  /// through `ancestor`'s subtree in turn, and stops when either walk ends.
  ///
  /// The check of an addition: a controller's view that waits as a root in its container's
  /// store, with the few views of its `viewDidLoad()`, is found to be no ancestor of the
  /// container's view, however deep that view is, in a few steps.
  func isAncestorOfSmallerSide(_ ancestor: Int32, of slot: Int32) -> Bool {
    nodes.withUnsafeBufferPointer { nodes in
      let a = Int(ancestor)
      // A tree is in a window or not as a whole (linking and unlinking update the whole
      // subtree's flag): a node in a window and one outside are in different trees.
      if nodes[a].flags.contains(.isInWindow) != nodes[Int(slot)].flags.contains(.isInWindow) {
        return false
      }
      let ancestorDepth = nodes[a].depth
      var up = slot
      var down = ancestor
      while true {
        // One step up from `slot`: depths let it stop at `ancestor`'s level.
        if up == ancestor { return true }
        if up < 0 || nodes[Int(up)].depth <= ancestorDepth { return false }
        up = nodes[Int(up)].parent
        // One step of the preorder walk of `ancestor`'s subtree.
        if down == slot { return true }
        if nodes[Int(down)].firstChild >= 0 {
          down = nodes[Int(down)].firstChild
        } else {
          while down != ancestor && nodes[Int(down)].nextSibling < 0 {
            down = nodes[Int(down)].parent
          }
          if down == ancestor { return false }
          down = nodes[Int(down)].nextSibling
        }
      }
    }
  }

  /// The root of the tree holding `slot`.
  func root(of slot: Int32) -> Int32 {
    var node = slot
    while nodes[Int(node)].parent >= 0 { node = nodes[Int(node)].parent }
    return node
  }

  // MARK: Invalidation

  /// Marks a node's inputs as changed, so the next pass recomputes it.
  ///
  /// - Parameter invalidatesChildren: Whether its children must be recomputed even if its own
  ///   results do not change (its bounds changed).
  @inline(__always)
  func markDirty(_ slot: Int32, invalidatesChildren: Bool = false) {
    // One borrow of the node array's buffer (no bounds check per field).
    let isNew = nodes.withUnsafeMutableBufferPointer { buffer -> Bool in
      Self.markDirty(slot, in: buffer, invalidatesChildren: invalidatesChildren)
    }
    if isNew { dirtySlots.append(slot) }
  }

  /// The node part of ``markDirty(_:invalidatesChildren:)``, for a caller that holds the node
  /// array's buffer already: returns whether the node was not dirty yet, in which case the
  /// caller appends `slot` to ``dirtySlots`` (after its borrow).
  @inline(__always)
  static func markDirty(
    _ slot: Int32, in buffer: UnsafeMutableBufferPointer<ViewNode>, invalidatesChildren: Bool
  ) -> Bool {
    let i = Int(slot)
    if invalidatesChildren { buffer[i].flags.insert(.invalidatesChildren) }
    let isNew = !buffer[i].flags.contains(.isDirty)
    if isNew { buffer[i].flags.insert(.isDirty) }
    // A walk that reaches the parent visits this node too, even if the parent is unchanged:
    // the parent remembers this child, or that several children were marked.
    let parent = buffer[i].parent
    if parent >= 0 {
      let p = Int(parent)
      let marked = buffer[p].dirtyChild
      if marked == ViewNode.noDirtyChild {
        buffer[p].dirtyChild = slot
      } else if marked != slot {
        buffer[p].dirtyChild = ViewNode.severalDirtyChildren
      }
    }
    return isNew
  }

  /// Moves a node to a new frame and marks it dirty, and for layout when its size changed (as
  /// `setNeedsLayout()` does); returns the old frame, or `nil` when the frame is the same.
  ///
  /// The shared part of `View.moveFrame(to:)` and the constraint engine's moves: one borrow of
  /// the node array's buffer (no bounds check per field).
  func moveNode(_ slot: Int32, to frame: Rect) -> Rect? {
    let old = nodes.withUnsafeMutableBufferPointer { buffer -> Rect in
      let i = Int(slot)
      let old = buffer[i].frame
      if old != frame {
        buffer[i].frame = frame
        if old.size != frame.size { buffer[i].flags.insert(.needsLayout) }
      }
      return old
    }
    guard old != frame else { return nil }
    // A view with callbacks is visited for its layoutSubviews() as well.
    markDirty(slot, invalidatesChildren: old.size != frame.size)
    return old
  }

  /// `setNeedsLayout()` on a node's parent, without making the parent's view object.
  func setNeedsLayout(ofParentOf slot: Int32) {
    let parent = nodes[Int(slot)].parent
    guard parent >= 0 else { return }
    let hasHooks = nodes.withUnsafeMutableBufferPointer { buffer in
      buffer[Int(parent)].flags.insert(.needsLayout)
      return buffer[Int(parent)].flags.contains(.hasHooks)
    }
    // A plain view's layoutSubviews() does nothing; only views with callbacks need a visit.
    if hasHooks { markDirty(parent) }
  }

  /// Whether a layout pass has work to do.
  var needsLayoutPass: Bool { !dirtySlots.isEmpty || engine?.hasPendingWork == true }
}
