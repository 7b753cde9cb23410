extension View {
  /// Insets added to the inherited safe area: a controller's additional insets plus the
  /// chrome its container lays over it.
  final var additionalInsets: EdgeInsets {
    get { store[extrasOf: slot]?.additionalInsets ?? .zero }
    set {
      guard newValue != additionalInsets else { return }
      updateExtras { $0.additionalInsets = newValue }
    }
  }

  /// A floor for the own margins, applied before the safe area is added: a controller's
  /// system minimum margins.
  final var minimumMargins: EdgeInsets {
    get { store[extrasOf: slot]?.minimumMargins ?? .zero }
    set {
      guard newValue != minimumMargins else { return }
      updateExtras { $0.minimumMargins = newValue }
    }
  }

  private final func updateExtras(_ change: (inout NodeExtras) -> Void) {
    var extras = store[extrasOf: slot] ?? NodeExtras()
    change(&extras)
    store[extrasOf: slot] = extras
    node.flags.insert(.hasExtras)
    store.markDirty(slot)
  }
}
