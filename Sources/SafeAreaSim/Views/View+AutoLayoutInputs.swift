extension View {
  // MARK: Autoresizing

  /// How the view resizes when its superview's bounds change size; empty by default.
  ///
  /// Mirrors `UIView.autoresizingMask`.
  public final var autoresizingMask: AutoresizingMask {
    get { node.autoresizingMask }
    set {
      guard newValue != node.autoresizingMask else { return }
      node.autoresizingMask = newValue
      if node.flags.contains(.isInEngine) { store.engine?.viewConstraintInputsDidChange(self) }
    }
  }

  /// Whether a change of the view's size resizes its subviews by their masks; `true` by
  /// default.
  ///
  /// Mirrors `UIView.autoresizesSubviews`.
  public final var autoresizesSubviews: Bool {
    get { node.flags.contains(.autoresizesSubviews) }
    set {
      if newValue {
        node.flags.insert(.autoresizesSubviews)
      } else {
        node.flags.remove(.autoresizesSubviews)
      }
    }
  }

  /// Whether Auto Layout places the view where its frame and autoresizing mask say; `true` for
  /// views made in code.
  ///
  /// When the view takes part in Auto Layout, its mask becomes required constraints that fix
  /// its frame (and follow the superview's size where the mask is flexible); constraints of
  /// its own then conflict with them. Turn it off for a view that constraints place.
  ///
  /// Mirrors `UIView.translatesAutoresizingMaskIntoConstraints`.
  public final var translatesAutoresizingMaskIntoConstraints: Bool {
    get {
      guard let store = joinedStore else { return translatesMaskWithoutNode }
      return store.nodes[Int(slot)].flags.contains(.translatesAutoresizingMask)
    }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      guard joinedStore != nil else {
        // No node yet, so in no engine: the node takes the flag when it is made.
        translatesMaskWithoutNode = newValue
        return
      }
      if newValue {
        node.flags.insert(.translatesAutoresizingMask)
      } else {
        node.flags.remove(.translatesAutoresizingMask)
      }
      if node.flags.contains(.isInEngine) { store.engine?.viewConstraintInputsDidChange(self) }
    }
  }

  // MARK: Content priorities

  /// How strongly the view keeps from growing past its intrinsic size on an axis (250 by
  /// default).
  ///
  /// Mirrors `UIView.contentHuggingPriority(for:)`.
  public final func contentHuggingPriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
    let hugging = store[extrasOf: slot]?.hugging ?? (.defaultLow, .defaultLow)
    return axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  /// Sets how strongly the view keeps from growing past its intrinsic size on an axis.
  ///
  /// Mirrors `UIView.setContentHuggingPriority(_:for:)`.
  public final func setContentHuggingPriority(
    _ priority: LayoutPriority, for axis: LayoutConstraintAxis
  ) {
    guard priority != contentHuggingPriority(for: axis) else { return }
    updateContentPriorities { extras in
      if axis == .horizontal {
        extras.hugging.horizontal = priority
      } else {
        extras.hugging.vertical = priority
      }
    }
  }

  /// How strongly the view keeps from shrinking below its intrinsic size on an axis (750 by
  /// default).
  ///
  /// Mirrors `UIView.contentCompressionResistancePriority(for:)`.
  public final func contentCompressionResistancePriority(
    for axis: LayoutConstraintAxis
  ) -> LayoutPriority {
    let resistance = store[extrasOf: slot]?.compressionResistance ?? (.defaultHigh, .defaultHigh)
    return axis == .horizontal ? resistance.horizontal : resistance.vertical
  }

  /// Sets how strongly the view keeps from shrinking below its intrinsic size on an axis.
  ///
  /// Mirrors `UIView.setContentCompressionResistancePriority(_:for:)`.
  public final func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraintAxis
  ) {
    guard priority != contentCompressionResistancePriority(for: axis) else { return }
    updateContentPriorities { extras in
      if axis == .horizontal {
        extras.compressionResistance.horizontal = priority
      } else {
        extras.compressionResistance.vertical = priority
      }
    }
  }

  private final func updateContentPriorities(_ change: (inout NodeExtras) -> Void) {
    var extras = store[extrasOf: slot] ?? NodeExtras()
    change(&extras)
    store[extrasOf: slot] = extras
    node.flags.insert(.hasExtras)
    if node.flags.contains(.isInEngine) { store.engine?.viewConstraintInputsDidChange(self) }
  }
}

extension View {
  /// Whether guides were added to the view with `addLayoutGuide(_:)`: constraints on them
  /// alone keep the view's guides in the engine without the view.
  final var hasAddedLayoutGuides: Bool { guides?.added.isEmpty == false }
}
