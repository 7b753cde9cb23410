extension View {
  /// The part of the view the keyboard covers; when no keyboard shows, the band below the
  /// safe area (its top is the safe area's bottom). The keyboard never changes
  /// ``safeAreaInsets``.
  ///
  /// Mirrors `UIView.keyboardLayoutGuide` (iOS 15) with `usesBottomSafeArea` on.
  public final var keyboardLayoutGuide: LayoutGuide {
    ownGuide(.keyboard)
  }

  /// The band from the view's top to its safe area's top, for a controller's
  /// `topLayoutGuide`.
  final var topLayoutSupportGuide: LayoutGuide {
    ownGuide(.topLayoutSupport)
  }

  /// The band from the view's safe area's bottom to its bottom, for a controller's
  /// `bottomLayoutGuide`.
  final var bottomLayoutSupportGuide: LayoutGuide {
    ownGuide(.bottomLayoutSupport)
  }

  /// The guides added with ``addLayoutGuide(_:)``, in order.
  ///
  /// Mirrors `UIView.layoutGuides` (which also lists the view's own guides once used).
  public final var layoutGuides: [LayoutGuide] { guides?.added ?? [] }

  /// Adds a guide to the view; constraints then place it in the view's coordinate space.
  ///
  /// - Precondition: `guide` was made with `LayoutGuide()` and belongs to no other view.
  ///
  /// Mirrors `UIView.addLayoutGuide(_:)`.
  public final func addLayoutGuide(_ guide: LayoutGuide) {
    precondition(guide.kind == .custom, "Only a guide made with LayoutGuide() can be added.")
    if guide.owningView === self { return }
    precondition(
      guide.owningView == nil,
      "Layout guide '\(guide.identifier)' belongs to '\(guide.owningView?.name ?? "?")' and "
        + "cannot be added to '\(name)'.")
    viewGuides.added.append(guide)
    guide.view = self
  }

  /// Removes a guide added with ``addLayoutGuide(_:)``, and the constraints on it.
  ///
  /// Mirrors `UIView.removeLayoutGuide(_:)`.
  public final func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, let guides else { return }
    (store.engine as? LayoutEngine)?.removeGuide(guide)
    guides.added.removeAll { $0 === guide }
    guide.view = nil
  }

  /// Whether the constraints leave the view's frame undetermined: another frame would
  /// satisfy them equally well.
  ///
  /// Mirrors `UIView.hasAmbiguousLayout`.
  public final var hasAmbiguousLayout: Bool {
    (store.engine as? LayoutEngine)?.isAmbiguous(self) ?? false
  }

  /// The active constraints that involve the view on an axis.
  ///
  /// Mirrors `UIView.constraintsAffectingLayout(for:)` for the constraints that name the
  /// view (its translated mask and intrinsic size included).
  public final func constraintsAffectingLayout(
    for axis: LayoutConstraintAxis
  )
    -> [LayoutConstraint]
  {
    (store.engine as? LayoutEngine)?.constraints(naming: self, axis: axis) ?? []
  }
}
