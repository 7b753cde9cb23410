extension View {
  /// Insets added to the inherited safe area: a controller's additional insets plus the
  /// chrome its container lays over it.
  final var additionalInsets: EdgeInsets {
    get { store[extrasOf: slot]?.additionalInsets ?? .zero }
    set {
      updateExtras { extras in
        guard extras.additionalInsets != newValue else { return false }
        extras.additionalInsets = newValue
        return true
      }
    }
  }

  /// A floor for the own margins, applied before the safe area is added: a controller's
  /// system minimum margins.
  final var minimumMargins: EdgeInsets {
    get { store[extrasOf: slot]?.minimumMargins ?? .zero }
    set {
      updateExtras { extras in
        guard extras.minimumMargins != newValue else { return false }
        extras.minimumMargins = newValue
        return true
      }
    }
  }

  /// Applies `change` to the view's extras and marks the view dirty if it reports a change.
  /// A view without extras has the default ones: a change that leaves them at their defaults
  /// adds no entry.
  ///
  /// A view that has an entry already (most of the time) has it changed in place, in one
  /// borrow of the extras array inside one borrow of the node array, which also sets the
  /// flag and marks the node dirty: a copy of the entry out and back would cost two copies
  /// and two bounds checks more (the two arrays are different ``SlotArray``s, so the nested
  /// borrows do not overlap). `change` only compares and assigns fields of its argument.
  private final func updateExtras(_ change: (inout NodeExtras) -> Bool) {
    let store = self.store
    let slot = self.slot
    let i = Int(slot)
    // `nil` when the view has no entry yet.
    let isNewlyDirty = store.nodes.withUnsafeMutableBufferPointer { nodes -> Bool? in
      let index = nodes[i].extrasIndex
      guard index >= 0 else { return nil }
      let changed = store.extras.withUnsafeMutableBufferPointer { change(&$0[Int(index)]) }
      guard changed else { return false }
      nodes[i].flags.insert(.hasExtras)
      return ViewStore.markDirty(slot, in: nodes, invalidatesChildren: false)
    }
    if let isNewlyDirty {
      if isNewlyDirty { store.dirtySlots.append(slot) }
      return
    }
    var extras = NodeExtras()
    guard change(&extras) else { return }
    store[extrasOf: slot] = extras
    store.nodes.withUnsafeMutableBufferPointer { _ = $0[i].flags.insert(.hasExtras) }
    store.markDirty(slot)
  }
}
