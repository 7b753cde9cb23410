extension ViewStore {
  /// Brings a subtree's results in line with its new window membership.
  ///
  /// Leaving the window: every view's safe-area insets become zero at once, and its margins
  /// lose what the safe area added, without callbacks: a view outside the window is neither
  /// laid out nor called back (C-01; Apple: "If the view is not currently installed in a view
  /// hierarchy, or is not yet visible onscreen, the edge insets in this property are 0").
  ///
  /// Returning: the whole subtree is visited by the next pass, which catches it up in one walk
  /// with the usual callbacks (its results changed from zero), even where a view's own results
  /// stay the same and a descendant's do not.
  func windowMembershipChanged(below slot: Int32, isInWindow: Bool) {
    if isInWindow {
      // One borrow of the node array's buffer for the whole walk; preorder, as `walkSubtree`.
      nodes.withUnsafeMutableBufferPointer { nodes in
        var node = slot
        while true {
          let n = Int(node)
          nodes[n].flags.insert(.invalidatesChildren)
          if nodes[n].firstChild >= 0 {
            node = nodes[n].firstChild
            continue
          }
          while node != slot && nodes[Int(node)].nextSibling < 0 { node = nodes[Int(node)].parent }
          if node == slot { return }
          node = nodes[Int(node)].nextSibling
        }
      }
      // A root whose change waited outside the window goes back in the queue, once.
      if nodes[Int(slot)].flags.contains(.isDirty),
        let waiting = slotsOutsideWindow.firstIndex(of: slot)
      {
        slotsOutsideWindow.remove(at: waiting)
        dirtySlots.append(slot)
      } else {
        markDirty(slot, invalidatesChildren: true)
      }
    } else {
      clearResultsOutsideWindow(below: slot)
    }
  }

  /// Zeroes the safe-area insets below a node that left its window and recomputes the
  /// margins from zero insets, parent first (a pre-order walk, without recursion).
  private func clearResultsOutsideWindow(below slot: Int32) {
    let extras = self.extras
    let direction = layoutDirection
    let root = slot
    nodes.withUnsafeMutableBufferPointer { buffer in
      let tree = ViewStoreTree(
        nodes: buffer, extras: extras, environments: [:], layoutDirection: direction,
        pausesAtEveryChange: false)
      var node = root
      while true {
        let inputs = tree.inputs(of: node)
        let parent = buffer[Int(node)].parent
        let parentBounds: Rect
        let parentMargins: EdgeInsets
        if node != root, parent >= 0 {
          parentBounds = tree.bounds(of: parent)
          parentMargins = buffer[Int(parent)].outputs.layoutMargins
        } else {
          parentBounds = SafeAreaEnvironment.detached.bounds
          parentMargins = SafeAreaEnvironment.detached.layoutMargins
        }
        // Results changed outside the walk: guides that follow them are not current.
        buffer[Int(node)].flags.remove(.hasCurrentEngineGuides)
        buffer[Int(node)].outputs = SafeAreaOutputs(
          safeAreaInsets: .zero,
          layoutMargins: SafeAreaRules.layoutMargins(
            inputs: inputs, safeAreaInsets: .zero, parentBounds: parentBounds,
            parentMargins: parentMargins))
        // Next in pre-order: the first child, else the next sibling of the nearest node
        // that has one, stopping at the subtree's root.
        if buffer[Int(node)].firstChild >= 0 {
          node = buffer[Int(node)].firstChild
          continue
        }
        while node != root && buffer[Int(node)].nextSibling < 0 {
          node = buffer[Int(node)].parent
        }
        if node == root { return }
        node = buffer[Int(node)].nextSibling
      }
    }
  }

  /// Compacts ``slotsOutsideWindow`` after a layout round appended `added` dirty nodes outside
  /// the window to it (kept for later): entries that are clean, dead or back in a window by
  /// then are dropped, once the list holds more than 64 and more than twice `added` (so that
  /// the compaction's cost is spread over the appends).
  func compactChangesOutsideWindow(afterAdding added: Int) {
    guard slotsOutsideWindow.count > 64 && slotsOutsideWindow.count > 2 * added else {
      return
    }
    slotsOutsideWindow.removeAll { slot in
      !nodes[Int(slot)].flags.contains([.isAlive, .isDirty])
        || nodes[Int(slot)].flags.contains(.isInWindow)
    }
  }

  /// Puts the waiting changes of one tree outside the window back in the pass's queue.
  func requeueChangesOutsideWindow(below root: Int32) {
    guard !slotsOutsideWindow.isEmpty else { return }
    var kept: [Int32] = []
    for slot in slotsOutsideWindow
    where nodes[Int(slot)].flags.contains([.isAlive, .isDirty])
      && !nodes[Int(slot)].flags.contains(.isInWindow)
    {
      if self.root(of: slot) == root { dirtySlots.append(slot) } else { kept.append(slot) }
    }
    slotsOutsideWindow = kept
  }
}
