extension ViewStore {
  /// Moves every node of `other` into this store and returns nothing of `other` behind:
  /// links are renumbered, views are told their new slot, dirty marks and windows move along.
  ///
  /// - Complexity: O(nodes of `other`).
  func absorb(_ other: ViewStore) {
    precondition(other !== self, "A view store cannot absorb itself.")
    // The interface direction is the window's: it comes along with a window's store.
    if !other.windows.isEmpty && windows.isEmpty { layoutDirection = other.layoutDirection }
    // The other store's arrays are read once each, and this store's written through one
    // borrow each (a borrowed buffer skips the per-access bounds checks). `otherNodes` and
    // `otherOwners` name the other store's arrays, not copies: they are read before the
    // `removeAll()` calls below.
    let otherNodes = other.nodes
    let otherOwners = other.owners
    // Free slots first, last freed first, then new ones at the end: as `allocate(frame:)`.
    var reusable: [Int32] = []
    swap(&reusable, &freeSlots)
    let base = nodes.count
    var appended = 0
    var moved = 0
    var newSlot = [Int32](repeating: -1, count: otherNodes.count)
    for old in otherNodes.indices where otherNodes[old].flags.contains(.isAlive) {
      moved += 1
      if let slot = reusable.popLast() {
        newSlot[old] = slot
      } else {
        newSlot[old] = Int32(truncatingIfNeeded: base + appended)
        appended += 1
      }
    }
    swap(&reusable, &freeSlots)
    precondition(base + appended < Int(Int32.max), "A view store holds at most 2^31 - 1 views.")
    liveCount = liveCount + moved
    if appended > 0 {
      nodes.append(contentsOf: repeatElement(ViewNode(frame: .zero), count: appended))
      owners.append(contentsOf: repeatElement(nil, count: appended))
    }
    @inline(__always) func map(_ link: Int32, keeping marker: Int32 = -1) -> Int32 {
      link >= 0 ? newSlot[Int(link)] : marker
    }
    nodes.withUnsafeMutableBufferPointer { nodes in
      owners.withUnsafeMutableBufferPointer { owners in
        for old in otherNodes.indices where newSlot[old] >= 0 {
          let slot = Int(newSlot[old])
          var node = otherNodes[old]
          node.parent = map(node.parent)
          node.firstChild = map(node.firstChild)
          node.lastChild = map(node.lastChild)
          node.nextSibling = map(node.nextSibling)
          node.previousSibling = map(node.previousSibling)
          node.dirtyChild = map(node.dirtyChild, keeping: node.dirtyChild)
          node.extrasIndex = -1
          nodes[slot] = node
          owners[slot] = otherOwners[old]
        }
      }
    }
    for old in otherNodes.indices where newSlot[old] >= 0 {
      let slot = newSlot[old]
      // Only flagged nodes have an entry in the windows table; a node's extras are at the
      // index its copy still holds from the other store.
      let flags = otherNodes[old].flags
      let extrasIndex = otherNodes[old].extrasIndex
      if extrasIndex >= 0 { self[extrasOf: slot] = other.extras[Int(extrasIndex)] }
      if flags.contains(.isWindowRoot), let window = other.windows[Int32(old)] {
        windows[slot] = window
      }
      if let owner = otherOwners[old] {
        let view = owner.takeUnretainedValue()
        view.store = self
        view.slot = slot
      }
    }
    for old in other.dirtySlots where newSlot[Int(old)] >= 0 {
      dirtySlots.append(newSlot[Int(old)])
    }
    for old in other.slotsOutsideWindow where newSlot[Int(old)] >= 0 {
      slotsOutsideWindow.append(newSlot[Int(old)])
    }
    other.slotsOutsideWindow.removeAll()
    other.nodes.removeAll()
    other.owners.removeAll()
    other.extras.removeAll()
    other.freeExtras.removeAll()
    other.windows.removeAll()
    other.dirtySlots.removeAll()
    other.freeSlots.removeAll()
    other.liveCount = 0
    passCount = passCount + other.passCount
    if let absorbed = other.engine {
      other.engine = nil
      if let engine { engine.absorb(absorbed) } else { engine = absorbed }
    }
  }

  /// Releases the subtree of a view that is being deinitialized, without recursion.
  ///
  /// Releasing a subview can deinitialize it, whose `deinit` would release its subviews: a
  /// chain of a million views would overflow the stack. Instead the whole doomed part of the
  /// subtree is taken apart first (every dying node loses its children), and the references
  /// are released afterwards, when no dying view has children left. A subview that someone
  /// else still holds survives as the root of its own detached tree, with its subviews.
  func tearDown(_ slot: Int32, of view: View) {
    guard let owner = owners[Int(slot)],
      owner.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    else { return }
    var released: [View] = []
    var dying: [Int32] = [slot]
    var index = 0
    while index < dying.count {
      let node = dying[index]
      index += 1
      var child = nodes[Int(node)].firstChild
      while child >= 0 {
        let next = nodes[Int(child)].nextSibling
        guard let reference = owners[Int(child)] else {
          child = next
          continue
        }
        var strong = reference.takeRetainedValue()  // the +1 the parent held
        if isKnownUniquelyReferenced(&strong) {
          dying.append(child)
        } else {
          // It leaves its superview: constraints between its subtree and the rest go.
          engine?.subtreeWillLeaveSuperview(strong)
          detachSurvivor(child)
        }
        released.append(strong)
        child = next
      }
    }
    if let engine {
      // A view with added guides may have constraints on them alone, without being in the
      // engine itself.
      for node in dying {
        let view = self.view(at: node)
        guard nodes[Int(node)].flags.contains(.isInEngine) || view.hasAddedLayoutGuides else {
          continue
        }
        engine.viewWillDeinitialize(view)
      }
    }
    free(dying)
    released.removeAll()  // deinits run here; each finds its slot already freed
  }

  /// Makes a child of a dying node the root of its own tree.
  private func detachSurvivor(_ child: Int32) {
    detachments = detachments &+ 1
    let c = Int(child)
    nodes[c].parent = -1
    nodes[c].previousSibling = -1
    nodes[c].nextSibling = -1
    let depth = nodes[c].depth
    let wasInWindow = nodes[c].flags.contains(.isInWindow)
    walkSubtree(of: child) { node in
      nodes[Int(node)].depth -= depth
      nodes[Int(node)].flags.remove(.isInWindow)
      return true
    }
    if wasInWindow { windowMembershipChanged(below: child, isInWindow: false) }
    markDirty(child)
  }
}
