extension ViewStore {
  /// Makes the node of a view that has none: the one place a view's node is made.
  ///
  /// Without a parent the node is a root the store holds no reference to (a view that needs
  /// its node before it joins a tree gets a store of its own this way). With one, the node
  /// is linked under `parent`, before `successor` (or last), takes a +1 reference to the view
  /// and is marked dirty: what `link(_:under:before:)` and `markDirty(_:)` do to a root, with
  /// one access to each array and no walk.
  ///
  /// - Parameter marksParentForLayout: Whether the parent takes the layout request that
  ///   `setNeedsLayout()` makes (its flag only: the caller marks a parent with callbacks
  ///   dirty), in the same access to the node array.
  /// - Returns: The parent's flags after the node joined it (empty without a parent).
  @discardableResult
  func adopt(
    _ view: View, frame: Rect, under parent: Int32? = nil, before successor: Int32? = nil,
    marksParentForLayout: Bool = false
  ) -> ViewNode.Flags {
    var node = ViewNode(frame: frame)
    if view.hasHooksWithoutStore { node.flags.insert(.hasHooks) }
    if !view.translatesMaskWithoutNode { node.flags.remove(.translatesAutoresizingMask) }
    let owner =
      parent == nil ? Unmanaged.passUnretained(view) : Unmanaged.passRetained(view)
    // As many live nodes as slots: no slot is free, and the free list is not read (each read
    // is an access checked at run time). The count is only a hint: the list decides.
    let live = liveCount
    var parentFlags: ViewNode.Flags = []
    let slot = Self.place(
      node, under: parent, before: successor, marksParentForLayout: marksParentForLayout,
      parentFlags: &parentFlags, liveCount: live, in: nodes
    ) { self.freeSlots.popLast() }
    Self.place(owner, at: slot, in: owners)
    liveCount = live + 1
    view.join(self, at: slot)
    if parent != nil { dirtySlots.append(slot) }
    return parentFlags
  }

  /// Writes `node` at a free slot, or appends it, and links it under `parent` as a new dirty
  /// child; returns its slot and sets `parentFlags` to the parent's. One access to the array
  /// for all of it. `takeFreeSlot` (the free list's last entry, or `nil`) is called only when
  /// the store has fewer live nodes than slots.
  @inline(__always)
  private static func place(
    _ node: ViewNode, under parent: Int32?, before successor: Int32?,
    marksParentForLayout: Bool, parentFlags: inout ViewNode.Flags, liveCount: Int,
    in nodes: SlotArray<ViewNode>,
    takingFreeSlot takeFreeSlot: () -> Int32?
  ) -> Int32 {
    let slot: Int32
    if liveCount < nodes.count, let free = takeFreeSlot() {
      slot = free
      nodes[Int(slot)] = node
    } else {
      precondition(nodes.count < Int(Int32.max), "A view store holds at most 2^31 - 1 views.")
      slot = Int32(truncatingIfNeeded: nodes.count)
      nodes.append(node)
    }
    guard let parent else { return slot }
    nodes.withUnsafeMutableBufferPointer { nodes in
      link(slot, under: parent, before: successor, in: nodes)
      let s = Int(slot)
      let p = Int(parent)
      nodes[s].depth = nodes[p].depth + 1
      // As `windowMembershipChanged(below:isInWindow:)` and `markDirty(_:)` leave a node that
      // joins (or not) a window: its subtree, itself alone, is recomputed.
      nodes[s].flags.insert(.isDirty)
      if nodes[p].flags.contains(.isInWindow) {
        nodes[s].flags.insert([.isInWindow, .invalidatesChildren])
      }
      let marked = nodes[p].dirtyChild
      if marked == ViewNode.noDirtyChild {
        nodes[p].dirtyChild = slot
      } else if marked != slot {
        nodes[p].dirtyChild = ViewNode.severalDirtyChildren
      }
      if marksParentForLayout { nodes[p].flags.insert(.needsLayout) }
      parentFlags = nodes[p].flags
    }
    return slot
  }

  /// Writes a view's reference at a slot, appending it when the slot is the next one.
  private static func place(
    _ owner: Unmanaged<View>, at slot: Int32, in owners: SlotArray<Unmanaged<View>?>
  ) {
    if Int(slot) < owners.count {
      owners[Int(slot)] = owner
    } else {
      owners.append(owner)
    }
  }

  /// Links the root `child` under `parent`, before `successor` (or last when `nil`): the
  /// sibling and child links only.
  static func link(
    _ child: Int32, under parent: Int32, before successor: Int32?,
    in nodes: UnsafeMutableBufferPointer<ViewNode>
  ) {
    let c = Int(child)
    let p = Int(parent)
    nodes[c].parent = parent
    if let successor, successor >= 0 {
      let s = Int(successor)
      let predecessor = nodes[s].previousSibling
      nodes[c].previousSibling = predecessor
      nodes[c].nextSibling = successor
      nodes[s].previousSibling = child
      if predecessor >= 0 {
        nodes[Int(predecessor)].nextSibling = child
      } else {
        nodes[p].firstChild = child
      }
    } else {
      let last = nodes[p].lastChild
      nodes[c].previousSibling = last
      nodes[c].nextSibling = -1
      if last >= 0 {
        nodes[Int(last)].nextSibling = child
      } else {
        nodes[p].firstChild = child
      }
      nodes[p].lastChild = child
    }
  }
}
