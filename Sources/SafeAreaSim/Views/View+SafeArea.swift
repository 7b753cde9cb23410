extension View {
  // MARK: Safe area

  /// The insets that keep content clear of the status bar, the sensor housing, the home
  /// indicator, bars and chrome, as of the last layout pass.
  ///
  /// A window's root gets the device's insets; every other view gets the part of its frame
  /// that lies in its superview's unsafe bands, never more than the superview's inset on that
  /// edge; a view controller's root view adds the controller's additional insets. Outside a
  /// window the insets are zero.
  ///
  /// Mirrors `UIView.safeAreaInsets`.
  public final var safeAreaInsets: EdgeInsets { node.outputs.safeAreaInsets }

  /// The view's bounds inset by its safe-area insets.
  ///
  /// Mirrors `UIView.safeAreaLayoutGuide`.
  public final var safeAreaLayoutGuide: LayoutGuide {
    ownGuide(.safeArea)
  }

  // MARK: Layout margins

  /// The effective layout margins, as of the last layout pass; setting it sets the view's own
  /// margins (left is leading in a left-to-right layout).
  ///
  /// The default own margins are 8 points on each edge. With
  /// ``insetsLayoutMarginsFromSafeArea`` (the default) the safe-area insets are added to them;
  /// with ``preservesSuperviewLayoutMargins`` the superview's margins push them inward where
  /// they reach into the view.
  ///
  /// Mirrors `UIView.layoutMargins`.
  public final var layoutMargins: EdgeInsets {
    get { node.outputs.layoutMargins }
    set {
      directionalLayoutMargins = DirectionalEdgeInsets(
        newValue, direction: effectiveUserInterfaceLayoutDirection)
    }
  }

  /// The view's own layout margins, with leading and trailing edges.
  ///
  /// Mirrors `UIView.directionalLayoutMargins`.
  public final var directionalLayoutMargins: DirectionalEdgeInsets {
    get { node.directionalMargins }
    set {
      guard newValue != node.directionalMargins else { return }
      node.directionalMargins = newValue
      store.markDirty(slot)
    }
  }

  /// Whether the margins are measured from the safe area; `true` by default.
  ///
  /// Mirrors `UIView.insetsLayoutMarginsFromSafeArea`.
  public final var insetsLayoutMarginsFromSafeArea: Bool {
    get { node.flags.contains(.insetsLayoutMarginsFromSafeArea) }
    set { setFlag(.insetsLayoutMarginsFromSafeArea, newValue) }
  }

  /// Whether the superview's margins push this view's margins inward where they overlap;
  /// `false` by default.
  ///
  /// Mirrors `UIView.preservesSuperviewLayoutMargins`.
  public final var preservesSuperviewLayoutMargins: Bool {
    get { node.flags.contains(.preservesSuperviewLayoutMargins) }
    set { setFlag(.preservesSuperviewLayoutMargins, newValue) }
  }

  /// The view's bounds inset by its effective layout margins.
  ///
  /// Mirrors `UIView.layoutMarginsGuide`.
  public final var layoutMarginsGuide: LayoutGuide {
    ownGuide(.layoutMargins)
  }

  /// The margins guide, at most ``LayoutGuide/readableWidth`` wide and centred in a
  /// regular-width window.
  ///
  /// Mirrors `UIView.readableContentGuide` at the default Dynamic Type size.
  public final var readableContentGuide: LayoutGuide {
    ownGuide(.readableContent)
  }

  // MARK: Layout direction

  /// Whether the view forces a layout direction on itself.
  ///
  /// Mirrors `UIView.semanticContentAttribute` (its direction-forcing cases).
  public final var semanticContentAttribute: SemanticContentAttribute {
    get {
      let flags = node.flags
      if flags.contains(.forcesRightToLeft) { return .forceRightToLeft }
      if flags.contains(.forcesLeftToRight) { return .forceLeftToRight }
      return .unspecified
    }
    set {
      node.flags.subtract([.forcesLeftToRight, .forcesRightToLeft])
      switch newValue {
      case .unspecified: break
      case .forceLeftToRight: node.flags.insert(.forcesLeftToRight)
      case .forceRightToLeft: node.flags.insert(.forcesRightToLeft)
      }
      store.markDirty(slot)
    }
  }

  /// The direction leading and trailing resolve to for this view: its forced direction, or
  /// its window's.
  ///
  /// Mirrors `UIView.effectiveUserInterfaceLayoutDirection`.
  public final var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: store.layoutDirection
    }
  }

  private final func setFlag(_ flag: ViewNode.Flags, _ value: Bool) {
    guard node.flags.contains(flag) != value else { return }
    if value { node.flags.insert(flag) } else { node.flags.remove(flag) }
    store.markDirty(slot)
  }
}

/// How a view's content reads when the interface is laid out right to left.
///
/// Mirrors the direction cases of `UISemanticContentAttribute`.
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
  /// The view follows its environment's direction.
  case unspecified
  /// The view is always laid out left to right.
  case forceLeftToRight
  /// The view is always laid out right to left.
  case forceRightToLeft
}
