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
  /// borrow of the extras array after one read of the node (the flag is set only if
  /// missing): each access to the store's arrays is checked for exclusivity at run time, and
  /// a copy of the entry out and back cost four of them. `change` only compares and assigns
  /// fields of its argument.
  private final func updateExtras(_ change: (inout NodeExtras) -> Bool) {
    let store = self.store
    let i = Int(slot)
    let (index, isFlagged) = store.nodes.withUnsafeBufferPointer {
      ($0[i].extrasIndex, $0[i].flags.contains(.hasExtras))
    }
    if index >= 0 {
      let changed = store.extras.withUnsafeMutableBufferPointer { change(&$0[Int(index)]) }
      guard changed else { return }
    } else {
      var extras = NodeExtras()
      guard change(&extras) else { return }
      store[extrasOf: slot] = extras
    }
    if !isFlagged {
      store.nodes.withUnsafeMutableBufferPointer { _ = $0[i].flags.insert(.hasExtras) }
    }
    store.markDirty(slot)
  }
}
