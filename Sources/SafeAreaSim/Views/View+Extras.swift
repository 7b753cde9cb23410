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

  /// Applies `change` to the view's extras (one lookup of the node's entry) and marks the
  /// view dirty if it reports a change. A view without extras has the default ones: a change
  /// that leaves them at their defaults adds no entry.
  private final func updateExtras(_ change: (inout NodeExtras) -> Bool) {
    var extras = store[extrasOf: slot] ?? NodeExtras()
    guard change(&extras) else { return }
    store[extrasOf: slot] = extras
    node.flags.insert(.hasExtras)
    store.markDirty(slot)
  }
}
