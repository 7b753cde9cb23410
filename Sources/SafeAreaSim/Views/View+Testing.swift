// Entry points for clear-box tests of the incremental layout pass: not public API.

extension View {
  /// Marks every view of this view's trees as changed and needing layout, so that the next
  /// pass recomputes everything from scratch: tests compare its results with those of the
  /// incremental passes before it.
  package func _invalidateEverything() {
    for slot in store.nodes.indices where store.nodes[slot].flags.contains(.isAlive) {
      store.nodes[slot].flags.insert(.needsLayout)
      store.markDirty(Int32(slot), invalidatesChildren: true)
    }
  }
}
